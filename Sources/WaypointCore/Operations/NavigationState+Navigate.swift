extension NavigationState {
  /// Jumps to a target from any state in one transition.
  ///
  /// The landing state has the target's tab selected, that tab's stack equal to
  /// the target's path (or as it was, for a `nil` path), and exactly the
  /// target's presentations up. Everything that can be kept is kept:
  /// presentations that match the target's from the bottom (same style and
  /// root route), and on each stack the longest common prefix of routes, whose
  /// entries take the target's options. Other tabs keep their stacks.
  ///
  /// ```swift
  /// let transition = try state.navigate(to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 99)]))
  /// transition.steps  // e.g. [.dismiss(sheet), .selectTab(.berries → .pokedex), .push(99)]
  /// try state.navigate(to: .presenting(.export))  // the back stack stays
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where to land.
  ///   - policies: Depth and presentation limits.
  /// - Returns: The minimal transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/unknownTab(_:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or
  ///   ``NavigationError/presentationLimitExceeded(limit:)``.
  @discardableResult
  public mutating func navigate(
    to target: NavigationTarget<Schema>,
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let tab = target.tab ?? selectedTab
    let tabLocation = try resolve(.tab(tab))
    if let path = target.path { try checkDepth(path.count, at: tabLocation, policies: policies) }
    if let limit = policies.maximumPresentations, target.presentations.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    let transition = try landing(on: target, tab: tab, at: tabLocation, policies: policies)
    try apply(transition)
    return transition
  }

  /// The planned transition to where `target` lands. The landing state lives
  /// only in here, so nothing else holds this state's stacks when `apply`
  /// changes them in place.
  private func landing(
    on target: NavigationTarget<Schema>, tab: Schema.Tab, at tabLocation: StackLocation<Schema>,
    policies: NavigationPolicies
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    var next = self
    next.selectedTab = tab
    if let path = target.path {
      try next.setEntries(next.reconcile(entries(at: tabLocation), with: path), at: tabLocation)
    }
    try next.land(in: target.presentations, policies: policies)
    return try transition(to: next)
  }

  /// Replaces this state with a saved one in one transition: the planner's,
  /// after checking the saved state against the depth and presentation policies.
  ///
  /// The navigator restores saved states this way (see `Navigator.restore(_:)`),
  /// so restoration keeps the same policies, and in the navigator passes the
  /// same guards, as any other change. Identities are kept, and the counter
  /// never moves backwards.
  ///
  /// ```swift
  /// var state = NavigationState<App>(tabs: [.pokedex, .berries])
  /// try state.restore(savedState)
  /// ```
  ///
  /// - Parameters:
  ///   - saved: A state with the same tabs in the same order.
  ///   - policies: Depth and presentation limits the saved state must keep.
  /// - Returns: The planner's transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/tabsDiffer(from:to:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or
  ///   ``NavigationError/presentationLimitExceeded(limit:)``.
  @discardableResult
  public mutating func restore(
    _ saved: NavigationState, policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try saved.checkLimits(policies)
    let transition = try transition(to: saved)
    try apply(transition)
    return transition
  }

  /// Throws if any stack or the presentation chain is past the policies.
  private func checkLimits(_ policies: NavigationPolicies) throws(NavigationError<Schema>) {
    if let limit = policies.maximumPresentations, presentations.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    for tabStack in tabStacks {
      try checkDepth(tabStack.stack.count, at: .tab(tabStack.tab), policies: policies)
    }
    for presentation in presentations {
      try checkDepth(
        presentation.stack.count, at: .presentation(presentation.id), policies: policies)
    }
  }

  /// Keeps the presentations that match `targets` from the bottom, dismisses
  /// the rest and presents what is missing.
  private mutating func land(
    in targets: [NavigationTarget<Schema>.Presentation], policies: NavigationPolicies
  ) throws(NavigationError<Schema>) {
    let kept = zip(presentations, targets).prefix { presentation, target in
      presentation.style == target.style && presentation.root.route == target.root.route
    }.count
    presentations.removeSubrange(kept...)
    for (index, target) in targets.enumerated() {
      if index >= kept {
        let id = PresentationID(rawValue: allocateIdentity())
        presentations.append(
          Presentation(id: id, style: target.style, root: makeEntry(target.root)))
      }
      let location = StackLocation<Schema>.presentation(presentations[index].id)
      try checkDepth(target.path.count, at: location, policies: policies)
      presentations[index].root.options = target.root.options
      presentations[index].stack.entries = reconcile(entries(at: location), with: target.path)
    }
  }
}
