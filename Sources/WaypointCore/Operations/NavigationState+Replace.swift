extension NavigationState {
  /// Makes a stack hold exactly `routes`, keeping the entries it can.
  ///
  /// The longest common prefix of routes keeps its entries (and identities);
  /// the rest is popped and the new tail pushed. Kept entries take default options.
  ///
  /// - Parameters:
  ///   - routes: The routes the stack should hold, bottom first.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: A pop, updates and pushes: the minimal change.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func replaceStack(
    with routes: [Schema.Route],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    try replaceStack(with: routes.map { PathElement($0) }, in: location, policies: policies)
  }

  /// Makes a stack hold exactly `elements`, keeping the entries it can.
  ///
  /// The longest common prefix of routes keeps its entries (and identities) and
  /// takes the options of `elements`; the rest is popped and the new tail pushed.
  ///
  /// - Parameters:
  ///   - elements: The routes and options the stack should hold, bottom first.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: A pop, updates and pushes: the minimal change.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func replaceStack(
    with elements: [PathElement<Schema>],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    let location = try resolve(location)
    try checkDepth(elements.count, at: location, policies: policies)
    var next = self
    let old = entries(at: location)
    let new = next.reconcile(old, with: elements)
    let transition = next.transition(Self.stackChanges(from: old, to: new, at: location).all)
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
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    let location = try resolve(location)
    guard let top = entries(at: location).last else { throw .stackIsEmpty(location) }
    var next = self
    let entry = next.makeEntry(PathElement(route, options: options))
    let transition = next.transition([.replace(location, removed: [top], pushed: [entry])])
    try apply(transition)
    return transition
  }

  /// Replaces the whole stack with fresh entries, animated as one push
  /// (push-and-clear, like UIKit's `setViewControllers(_:animated:)`).
  ///
  /// Unlike ``replaceStack(with:in:policies:)-([Schema.Route],_,_)`` no entry is
  /// kept: the user sees the new top arrive over the old one.
  ///
  /// - Parameters:
  ///   - elements: The routes and options of the new stack, bottom first.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: One replace step, or none when both stacks are empty.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func setStack(
    _ elements: [PathElement<Schema>],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    let location = try resolve(location)
    try checkDepth(elements.count, at: location, policies: policies)
    let removed = entries(at: location)
    guard !removed.isEmpty || !elements.isEmpty else { return transition([]) }
    var next = self
    let pushed = elements.map { next.makeEntry($0) }
    let transition = next.transition([.replace(location, removed: removed, pushed: pushed)])
    try apply(transition)
    return transition
  }

  /// Replaces the whole stack with fresh entries of `routes`, animated as one push.
  ///
  /// - Parameters:
  ///   - routes: The routes of the new stack, bottom first.
  ///   - location: The stack; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: One replace step, or none when both stacks are empty.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func setStack(
    _ routes: [Schema.Route],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    try setStack(routes.map { PathElement($0) }, in: location, policies: policies)
  }

  /// Entries for `elements` that reuse `current`'s entries over the common
  /// prefix of routes and allocate fresh ones for the rest.
  mutating func reconcile(_ current: [Entry<Schema>], with elements: [PathElement<Schema>])
    -> [Entry<Schema>]
  {
    let kept = zip(current, elements).prefix { $0.route == $1.route }.map { entry, element in
      Entry<Schema>(id: entry.id, route: entry.route, options: element.options)
    }
    return kept + elements.dropFirst(kept.count).map { makeEntry($0) }
  }
}
