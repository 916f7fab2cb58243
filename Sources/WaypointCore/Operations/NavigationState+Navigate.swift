extension NavigationState {
  /// Jumps to a target from any state in one transition.
  ///
  /// The landing state has the target's tab selected, that tab's stack equal to
  /// the target's stack (or as it was, for a `nil` stack), and exactly the
  /// target's presentations up. Everything that can be kept is kept:
  /// presentations that match the target's from the bottom (same style and
  /// root route), and on each stack the longest common prefix of routes, whose
  /// entries take the target's options. Other tabs keep their stacks.
  ///
  /// ```swift
  /// let transition = try state.navigate(to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 99)]))
  /// transition.steps  // for example [.dismiss(sheet), .selectTab(.berries → .pokedex), .push(99)]
  /// try state.navigate(to: .presenting(.export))  // the back stack stays
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where to land.
  ///   - policy: The depth and presentation limits.
  /// - Returns: The minimal transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/unknownTab(_:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``,
  ///   ``NavigationError/presentationLimitExceeded(limit:)``, or, for a
  ///   target with a dialog below another presentation or with a stack,
  ///   ``NavigationError/misplacedDialog(_:)``.
  @discardableResult
  public mutating func navigate(
    to target: NavigationTarget<Schema>,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planNavigate(to: target, policy: policy))
  }

  /// The transition of ``navigate(to:policy:)``, planned without changing the
  /// state.
  ///
  /// The landing state lives only in here, so nothing else holds this
  /// state's stacks when the transition is applied in place.
  package func planNavigate(to target: NavigationTarget<Schema>, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let tab = target.tab ?? selectedTab
    guard let tabIndex = tabStacks.firstIndex(where: { $0.tab == tab }) else {
      throw .unknownTab(tab)
    }
    if let stack = target.stack {
      try checkDepth(stack.count, at: .tab(tab), limits: policy.limits)
    }
    if let limit = policy.limits.maximumPresentations, target.presentations.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    // The target says exactly what is up on landing, so its own shape decides.
    try Self.checkDialogs(in: target.presentations)
    var next = self
    var identities = identities
    next.selectedTab = tab
    if let stack = target.stack {
      next.tabStacks[tabIndex].stack = Self.reconcile(
        tabStacks[tabIndex].stack, with: stack, &identities)
    }
    try next.land(in: target.presentations, limits: policy.limits, &identities)
    next.nextIdentity = identities.next
    return plannedTransition(to: next)
  }

  /// Replaces this state with a saved one in one transition: the planner's,
  /// after checking the saved state against the depth and presentation limits.
  ///
  /// The navigator restores saved states this way (see `Navigator.restore(_:)`),
  /// so restoration keeps the same limits, and in the navigator passes the
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
  ///   - policy: The depth and presentation limits the saved state must keep.
  /// - Returns: The planner's transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/tabsDiffer(from:to:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or
  ///   ``NavigationError/presentationLimitExceeded(limit:)``.
  @discardableResult
  public mutating func restore(
    _ saved: NavigationState, policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planRestore(saved, policy: policy))
  }

  /// The transition of ``restore(_:policy:)``, planned without changing the state.
  package func planRestore(_ saved: NavigationState, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    try saved.checkLimits(policy.limits)
    return try transition(to: saved)
  }

  /// Throws if any stack or the presentation chain is past the limits.
  private func checkLimits(_ limits: NavigationLimits) throws(NavigationError<Schema>) {
    if let limit = limits.maximumPresentations, presentations.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    for tabStack in tabStacks {
      try checkDepth(tabStack.stack.count, at: .tab(tabStack.tab), limits: limits)
    }
    for presentation in presentations {
      try checkDepth(presentation.stack.count, at: .presentation(presentation.id), limits: limits)
    }
  }

  /// Throws if a dialog among the presentations a request asks for is not
  /// the last or holds a stack.
  ///
  /// It is checked before any identity is handed out, so the error names the
  /// dialog's route: the presentation never came to exist.
  static func checkDialogs(in requested: [NavigationTarget<Schema>.Presentation])
    throws(NavigationError<Schema>)
  {
    for (index, presentation) in requested.enumerated() where presentation.style.isDialog {
      guard presentation.stack.isEmpty, index == requested.count - 1 else {
        throw .misplacedDialog(presentation.root.route)
      }
    }
  }

  /// Keeps the presentations that match `targets` from the bottom, dismisses
  /// the rest and presents what is missing.
  private mutating func land(
    in targets: [NavigationTarget<Schema>.Presentation], limits: NavigationLimits,
    _ identities: inout IdentityAllocator
  ) throws(NavigationError<Schema>) {
    let kept = zip(presentations, targets).prefix { presentation, target in
      presentation.style == target.style && presentation.root.route == target.root.route
    }.count
    presentations.removeSubrange(kept...)
    for (index, target) in targets.enumerated() {
      if index >= kept {
        let id = PresentationID(rawValue: identities.identity())
        presentations.append(
          Presentation(id: id, style: target.style, root: identities.entry(target.root)))
      }
      let location = StackLocation<Schema>.presentation(presentations[index].id)
      try checkDepth(target.stack.count, at: location, limits: limits)
      presentations[index].root.options = target.root.options
      presentations[index].stack = Self.reconcile(
        presentations[index].stack, with: target.stack, &identities)
    }
  }
}
