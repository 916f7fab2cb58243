extension NavigationState {
  /// Pushes a route onto a stack.
  ///
  /// When the route equals the route on top (a presentation's root counts as its
  /// top when its stack is empty), ``NavigationPolicies/duplicatePush`` decides:
  /// by default the top entry is kept and takes the new options.
  ///
  /// ```swift
  /// try state.push(.pokemon(id: 25))
  /// try state.push(.berry(id: 16), in: .tab(.berries))
  /// ```
  ///
  /// - Parameters:
  ///   - route: What the new screen shows.
  ///   - options: The new entry's back lock and selection.
  ///   - location: The stack to push onto; `nil` for the active stack.
  ///   - policies: Duplicate and depth policies.
  /// - Returns: A push step, an update step, or nothing, per the duplicate policy.
  /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/unknownPresentation(_:)``
  ///   or ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``.
  @discardableResult
  public mutating func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    if let top = top(at: location), top.route == route, policies.duplicatePush != .pushAnyway {
      return try handleDuplicate(of: top, options: options, at: location, policies: policies)
    }
    return try push(contentsOf: [PathElement(route, options: options)], at: location, policies)
  }

  /// Pushes several routes in one transition, bottom first.
  ///
  /// The routes are pushed as given: the duplicate policy is for single pushes
  /// made from a UI, not for a path the app spells out.
  ///
  /// - Parameters:
  ///   - routes: The routes to push, bottom first.
  ///   - location: The stack to push onto; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: One push step per route.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func push(
    contentsOf routes: [Schema.Route],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try push(contentsOf: routes.map { PathElement($0) }, in: location, policies: policies)
  }

  /// Pushes several routes with their options in one transition, bottom first.
  ///
  /// - Parameters:
  ///   - elements: The routes and options to push, bottom first.
  ///   - location: The stack to push onto; `nil` for the active stack.
  ///   - policies: The depth policy.
  /// - Returns: One push step per element.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``
  ///   or an unknown location.
  @discardableResult
  public mutating func push(
    contentsOf elements: [PathElement<Schema>],
    in location: StackLocation<Schema>? = nil,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try push(contentsOf: elements, at: try resolve(location), policies)
  }

  private mutating func push(
    contentsOf elements: [PathElement<Schema>],
    at location: StackLocation<Schema>,
    _ policies: NavigationPolicies
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try checkDepth(depth(at: location) + elements.count, at: location, policies: policies)
    var identities = identities
    let steps = elements.map { Step.push(location, identities.entry($0)) }
    let transition = transition(steps, identities)
    try apply(transition)
    return transition
  }

  private mutating func handleDuplicate(
    of top: NavigationEntry<Schema>,
    options: EntryOptions<Schema.Selection>,
    at location: StackLocation<Schema>,
    policies: NavigationPolicies
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    guard policies.duplicatePush == .updateTop, top.options != options else {
      return transition([])
    }
    var updated = top
    updated.options = options
    let transition = transition([.update(location, from: top, to: updated)])
    try apply(transition)
    return transition
  }
}
