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
    let old = entries(at: location)
    var next = self
    let steps: [Step<Schema>]
    if keepingCommonPrefix {
      let new = next.reconcile(old, with: elements)
      steps = Self.stackChanges(from: old, to: new, at: location).all
    } else {
      guard !old.isEmpty || !elements.isEmpty else { return transition([]) }
      steps = [.replace(location, removed: old, pushed: elements.map { next.makeEntry($0) })]
    }
    let transition = next.transition(steps)
    try apply(transition)
    return transition
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
    guard let top = entries(at: location).last else { throw .stackIsEmpty(location) }
    var next = self
    let entry = next.makeEntry(PathElement(route, options: options))
    let transition = next.transition([.replace(location, removed: [top], pushed: [entry])])
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
    let kept = zip(current, elements).prefix { $0.route == $1.route }.map { entry, element in
      NavigationEntry<Schema>(id: entry.id, route: entry.route, options: element.options)
    }
    return kept + elements.dropFirst(kept.count).map { makeEntry($0) }
  }
}
