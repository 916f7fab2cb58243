extension NavigationState {
  /// Jumps to a target from any state in one transition.
  ///
  /// The landing state has the target's tab selected, that tab's stack equal to
  /// the target path, and exactly the target's flows presented. Everything that
  /// can be kept is kept: presentations that match the target's flows from the
  /// bottom (same style and root route), and on each stack the longest common
  /// prefix of routes, whose entries take the target's options. Other tabs keep
  /// their stacks.
  ///
  /// ```swift
  /// let transition = try state.navigate(to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 99)]))
  /// transition.steps  // e.g. [.dismiss(sheet), .selectTab(.berries → .pokedex), .push(99)]
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
  ) throws(NavigationError<Schema>) -> Transition<Schema> {
    let tab = target.tab ?? selectedTab
    let tabLocation = try resolve(.tab(tab))
    try checkDepth(target.path.count, at: tabLocation, policies: policies)
    if let limit = policies.maximumPresentations, target.modals.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    var next = self
    next.selectedTab = tab
    try next.setEntries(
      next.reconcile(entries(at: tabLocation), with: target.path), at: tabLocation)
    try next.land(in: target.modals, policies: policies)
    let transition = try transition(to: next)
    try apply(transition)
    return transition
  }

  /// Keeps the presentations that match `modals` from the bottom, dismisses the
  /// rest and presents what is missing.
  private mutating func land(
    in modals: [NavigationTarget<Schema>.Modal], policies: NavigationPolicies
  ) throws(NavigationError<Schema>) {
    let kept = zip(presentations, modals).prefix { presentation, modal in
      presentation.style == modal.style && presentation.root.route == modal.root.route
    }.count
    presentations.removeSubrange(kept...)
    for (index, modal) in modals.enumerated() {
      if index >= kept {
        let id = PresentationID(rawValue: allocateIdentity())
        presentations.append(Presentation(id: id, style: modal.style, root: makeEntry(modal.root)))
      }
      let location = StackLocation<Schema>.presentation(presentations[index].id)
      try checkDepth(modal.path.count, at: location, policies: policies)
      presentations[index].root.options = modal.root.options
      presentations[index].stack.entries = reconcile(entries(at: location), with: modal.path)
    }
  }
}
