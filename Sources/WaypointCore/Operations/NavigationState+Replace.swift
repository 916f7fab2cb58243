extension NavigationState {
  /// Makes a stack hold exactly `routes`, each with default options; see
  /// ``replaceStack(with:keepingCommonPrefix:in:policy:)-([StackElement<Schema>],_,_,_)``.
  ///
  /// ```swift
  /// try state.replaceStack(with: [.list, .detail(2)])  // keeps `.list`
  /// ```
  @discardableResult
  public mutating func replaceStack(
    with routes: [Schema.Route], keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil, policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try replaceStack(
      with: routes.map { StackElement($0) }, keepingCommonPrefix: keepingCommonPrefix,
      in: location, policy: policy)
  }

  /// Makes a stack hold exactly `elements`, routes with their options.
  ///
  /// By default the longest common prefix of routes keeps its entries (and
  /// identities, so results, unsaved marks and selections survive) and takes
  /// the options of `elements`; the rest is popped and the new tail pushed.
  /// With `keepingCommonPrefix: false` every entry is new and the change
  /// animates as one push over the old top (push-and-clear, like UIKit's
  /// `setViewControllers(_:animated:)`).
  ///
  /// ```swift
  /// try state.replaceStack(with: [StackElement(.list), StackElement(.detail(2))])  // keeps `.list`
  /// try state.replaceStack(with: [StackElement(.list)], keepingCommonPrefix: false)  // all new
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The routes and options the stack should hold, bottom first.
  ///   - keepingCommonPrefix: Whether entries over the common prefix of routes stay.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policy: The depth limit.
  /// - Returns: A pop, updates and pushes (the minimal change) when keeping the
  ///   prefix; one replace step otherwise; none when nothing changes.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func replaceStack(
    with elements: [StackElement<Schema>],
    keepingCommonPrefix: Bool = true,
    in location: StackLocation<Schema>? = nil,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(
      try planReplaceStack(
        with: elements, keepingCommonPrefix: keepingCommonPrefix, in: location, policy: policy))
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
    commit(try planReplaceTop(with: route, options: options, in: location))
  }

  /// The transition of ``replaceStack(with:keepingCommonPrefix:in:policy:)-([StackElement<Schema>],_,_,_)``,
  /// planned without changing the state.
  package func planReplaceStack(
    with elements: [StackElement<Schema>], keepingCommonPrefix: Bool,
    in location: StackLocation<Schema>?, policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    try checkDepth(elements.count, at: location, limits: policy.limits)
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

  /// The transition of ``replaceTop(with:options:in:)``, planned without
  /// changing the state.
  package func planReplaceTop(
    with route: Schema.Route, options: EntryOptions<Schema.Selection>,
    in location: StackLocation<Schema>?
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    guard let top = stack(at: location)?.last else { throw .stackIsEmpty(location) }
    var identities = identities
    let entry = identities.entry(StackElement(route, options: options))
    return transition([.replace(location, removed: [top], pushed: [entry])], identities)
  }

  /// Entries for `elements` that reuse `current`'s entries over the common
  /// prefix of routes and allocate fresh ones for the rest.
  static func reconcile(
    _ current: [NavigationEntry<Schema>], with elements: [StackElement<Schema>],
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
