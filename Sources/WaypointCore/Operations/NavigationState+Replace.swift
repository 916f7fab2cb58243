extension NavigationState {
  /// Makes a stack hold exactly `routes`.
  ///
  /// By default the longest common prefix of routes keeps its entries (and
  /// identities, so results, unsaved marks and selections survive); the rest
  /// is popped and the new tail pushed. With `keepingCommonPrefix: false`
  /// every entry is new and the change animates as one push over the old top
  /// (push-and-clear, like UIKit's `setViewControllers(_:animated:)`).
  ///
  /// ```swift
  /// try state.replaceStack(with: [.list, .detail(2)])            // keeps `.list`
  /// try state.replaceStack(with: [.list], keepingCommonPrefix: false)  // all new
  /// ```
  ///
  /// - Parameters:
  ///   - routes: The routes the stack should hold, bottom first.
  ///   - keepingCommonPrefix: Whether entries over the common prefix of routes stay.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: A pop, updates and pushes (the minimal change) when keeping the
  ///   prefix; one replace step otherwise; none when nothing changes.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func replaceStack(
    with routes: [Schema.Route],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try replaceStack(
      with: routes.map { PathElement($0) }, keepingCommonPrefix: keepingCommonPrefix,
      in: location, policies: policies)
  }

  /// Makes a stack hold exactly `elements`, routes with their options.
  ///
  /// Kept entries (over the common prefix of routes) take the options of
  /// `elements`. See ``replaceStack(with:keepingCommonPrefix:in:policies:)-([Schema.Route],_,_,_)``.
  ///
  /// - Parameters:
  ///   - elements: The routes and options the stack should hold, bottom first.
  ///   - keepingCommonPrefix: Whether entries over the common prefix of routes stay.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: The minimal change when keeping the prefix; one replace step
  ///   otherwise; none when nothing changes.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func replaceStack(
    with elements: [PathElement<Schema>],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    try checkDepth(elements.count, at: location, policies: policies)
    let transition = replacement(of: location, with: elements, keepingCommonPrefix)
    try apply(transition)
    return transition
  }

  /// The transition that makes the stack at `location` hold `elements`; it
  /// holds nothing of the stack afterwards, so `apply` changes it in place.
  private func replacement(
    of location: StackLocation<Schema>, with elements: [PathElement<Schema>],
    _ keepingCommonPrefix: Bool
  ) -> StateTransition<Schema> {
    let old = entries(at: location)
    var identities = identities
    let steps: [Step<Schema>]
    if keepingCommonPrefix {
      let new = Self.reconcile(old, with: elements, &identities)
      steps = Self.stackChanges(from: old, to: new, at: location).all
    } else {
      guard !old.isEmpty || !elements.isEmpty else { return transition([]) }
      steps = [.replace(location, removed: old, pushed: elements.map { identities.entry($0) })]
    }
    return transition(steps, identities)
  }

  /// Replaces the top entry with a new one, animated as a push (pop-and-push).
  ///
  /// - Parameters:
  ///   - route: What the new top screen shows.
  ///   - options: The new entry's options.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One replace step.
  /// - Throws: ``NavigationError/stackIsEmpty(_:)`` or an unknown location.
  @discardableResult
  public mutating func replaceTop(
    with route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    guard let top = stack(at: location)?.last else { throw .stackIsEmpty(location) }
    var identities = identities
    let entry = identities.entry(PathElement(route, options: options))
    let transition = transition([.replace(location, removed: [top], pushed: [entry])], identities)
    try apply(transition)
    return transition
  }

  /// Entries for `elements` that reuse `current`'s entries over the common
  /// prefix of routes and allocate fresh ones for the rest.
  mutating func reconcile(
    _ current: [NavigationEntry<Schema>], with elements: [PathElement<Schema>]
  )
    -> [NavigationEntry<Schema>]
  {
    var identities = identities
    defer { nextIdentity = identities.next }
    return Self.reconcile(current, with: elements, &identities)
  }

  static func reconcile(
    _ current: [NavigationEntry<Schema>], with elements: [PathElement<Schema>],
    _ identities: inout IdentityAllocator
  ) -> [NavigationEntry<Schema>] {
    var result: [NavigationEntry<Schema>] = []
    result.reserveCapacity(elements.count)
    for (entry, element) in zip(current, elements) {
      guard entry.route == element.route else { break }
      result.append(NavigationEntry(id: entry.id, route: entry.route, options: element.options))
    }
    for element in elements.dropFirst(result.count) { result.append(identities.entry(element)) }
    return result
  }
}
