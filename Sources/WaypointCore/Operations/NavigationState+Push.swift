extension NavigationState {
  /// Pushes a route onto a stack.
  ///
  /// When the route equals the route on top (a presentation's root counts as its top when its stack
  /// is empty), ``NavigationPolicy/duplicatePush`` decides: by default the top entry is kept and
  /// takes the new options.
  ///
  /// - Parameters:
  ///   - route: What the new screen shows.
  ///   - options: The new entry's back lock and selection.
  ///   - location: The stack to push onto; `nil` for the active stack.
  ///   - policy: The duplicate policy and the depth limit.
  /// - Returns: A push step, an update step, or nothing, per the duplicate policy.
  /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/unknownPresentation(_:)`` or
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func push(
    _ route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(),
    in location: StackLocation<Schema>? = nil,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planPush(route, options: options, in: location, policy: policy))
  }

  /// Pushes several routes in one transition, bottom first, each with default options; see
  /// ``push(contentsOf:in:policy:)-([StackElement<Schema>],_,_)``.
  @discardableResult
  public mutating func push(
    contentsOf routes: [Schema.Route], in location: StackLocation<Schema>? = nil,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try push(contentsOf: routes.map { StackElement($0) }, in: location, policy: policy)
  }

  /// Pushes several routes with their options in one transition, bottom first.
  ///
  /// The routes are pushed as given: the duplicate policy is for single pushes made from a UI, not
  /// for a stack the app spells out.
  ///
  /// - Parameters:
  ///   - elements: The routes and options to push, bottom first.
  ///   - location: The stack to push onto; `nil` for the active stack.
  ///   - policy: The depth limit.
  /// - Returns: One push step per element.
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or an unknown
  ///   location.
  @discardableResult
  public mutating func push(
    contentsOf elements: [StackElement<Schema>],
    in location: StackLocation<Schema>? = nil,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planPush(contentsOf: elements, in: location, policy: policy))
  }

  /// The transition of ``push(_:options:in:policy:)``, planned without changing the state.
  package func planPush(
    _ route: Schema.Route, options: EntryOptions<Schema.Selection>,
    in location: StackLocation<Schema>?, policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    guard let top = top(at: location), top.route == route, policy.duplicatePush != .pushAnyway
    else {
      return try planPush(
        contentsOf: [StackElement(route, options: options)], in: location, policy: policy)
    }
    guard policy.duplicatePush == .updateTop, top.options != options else {
      return transition([])
    }
    var updated = top
    updated.options = options
    return transition([.update(location, from: top, to: updated)])
  }

  /// The transition of ``push(contentsOf:in:policy:)-([StackElement<Schema>],_,_)``, planned
  /// without changing the state.
  package func planPush(
    contentsOf elements: [StackElement<Schema>], in location: StackLocation<Schema>?,
    policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    try checkDepth(depth(at: location) + elements.count, at: location, limits: policy.limits)
    var identities = identities
    let steps = elements.map { Step.push(location, identities.entry($0)) }
    return transition(steps, identities)
  }
}
