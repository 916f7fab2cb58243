extension NavigationState {
  /// Jumps to a target from any state in one transition.
  ///
  /// The landing state has the target's tab selected, that tab's stack equal to the target's stack
  /// (or as it was, for a `nil` stack), and exactly the target's presentations up. Everything that
  /// can be kept is kept: presentations that match the target's from the bottom (same style and
  /// root route), and on each stack the longest common prefix of routes, whose entries take the
  /// target's options. Other tabs keep their stacks.
  ///
  /// - Parameters:
  ///   - target: Where to land.
  ///   - policy: The depth and presentation limits.
  /// - Returns: The minimal transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/tabHidden(_:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``,
  ///   ``NavigationError/presentationLimitExceeded(limit:)``, or, for a target with a dialog below
  ///   another presentation or with a stack, ``NavigationError/misplacedDialog(_:)``.
  @discardableResult
  public mutating func navigate(
    to target: NavigationTarget<Schema>,
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planNavigate(to: target, policy: policy))
  }

  /// The transition of ``navigate(to:policy:)``, planned without changing the state.
  ///
  /// The steps come straight from the target, stack by stack, without building the landing state
  /// and planning towards it: a target of the whole deep path with one route changed costs one
  /// comparison per route and the steps of what changes. The steps are the planner's (see
  /// ``transition(to:)``): dismissals, the selection, every pop, update and push, then the new
  /// presentations.
  package func planNavigate(to target: NavigationTarget<Schema>, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    TransitionCounter.countPlanning()
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
    var identities = identities
    var changes = StackChanges()
    if let stack = target.stack {
      changes.append(
        Self.stackChanges(from: tabStacks[tabIndex].stack, to: stack, at: .tab(tab), &identities))
    }
    let kept = keptPresentationCount(for: target.presentations)
    var presents: [Step<Schema>] = []
    for (index, requested) in target.presentations.enumerated() {
      if index < kept {
        changes.append(
          try stackChanges(keeping: presentations[index], as: requested, policy.limits, &identities)
        )
      } else {
        presents += try presentSteps(of: requested, policy.limits, &identities)
      }
    }
    let dismissals = presentations[kept...].reversed().map { Step.dismiss($0) }
    let selection = selectedTab == tab ? [] : try selectSteps(to: tab, policy: policy)
    let search: [Step<Schema>] =
      target.searchQuery.map { $0 == searchQuery ? [] : [.search($0)] } ?? []
    return StateTransition(
      steps: dismissals + selection + changes.all + search + presents,
      nextIdentity: identities.next)
  }

  /// Replaces this state with a saved one in one transition: the planner's, after checking the
  /// saved state against the depth and presentation limits.
  ///
  /// The navigator restores saved states this way (see `Navigator.restore(_:)`), so restoration
  /// keeps the same limits, and in the navigator passes the same guards, as any other change.
  /// Identities are kept, and the counter never moves backwards.
  ///
  /// - Parameters:
  ///   - saved: A state, whose tab bar it takes too.
  ///   - policy: The depth and presentation limits the saved state must keep.
  /// - Returns: The planner's transition (see ``transition(to:)``).
  /// - Throws: ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)`` or
  ///   ``NavigationError/presentationLimitExceeded(limit:)``.
  @discardableResult
  public mutating func restore(
    _ saved: NavigationState, policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let transition = commit(try planRestore(saved, policy: policy))
    returnValues = reachable(saved.returnValues)  // and the values waiting
    return transition
  }

  /// The transition of ``restore(_:policy:)``, planned without changing the state, once no stack
  /// of `saved` nor its presentation chain is past the limits.
  package func planRestore(_ saved: NavigationState, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let limits = policy.limits
    if let limit = limits.maximumPresentations, saved.presentations.count > limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    for tabStack in saved.tabStacks {
      try checkDepth(tabStack.stack.count, at: .tab(tabStack.tab), limits: limits)
    }
    for presentation in saved.presentations {
      try checkDepth(presentation.stack.count, at: .presentation(presentation.id), limits: limits)
    }
    return try transition(to: saved)
  }

  /// Throws if a dialog among the presentations a request asks for is not the last or holds a
  /// stack.
  ///
  /// It is checked before any identity is handed out, so the error names the dialog's route: the
  /// presentation never came to exist.
  static func checkDialogs(in requested: [NavigationTarget<Schema>.Presentation])
    throws(NavigationError<Schema>)
  {
    for (index, presentation) in requested.enumerated() where presentation.style.isDialog {
      guard presentation.stack.isEmpty, index == requested.count - 1 else {
        throw .misplacedDialog(presentation.root.route)
      }
    }
  }

  /// How many presentations, from the bottom, a target keeps: those with the style and root route
  /// it asks for there.
  private func keptPresentationCount(for requested: [NavigationTarget<Schema>.Presentation])
    -> Int
  {
    zip(presentations, requested).prefix { presentation, requested in
      presentation.style == requested.style && presentation.root.route == requested.root.route
    }.count
  }

  /// The steps that turn a presentation that stays into the one requested: its root's options, then
  /// its stack.
  private func stackChanges(
    keeping presentation: Presentation<Schema>, as requested: NavigationTarget<Schema>.Presentation,
    _ limits: NavigationLimits, _ identities: inout IdentityAllocator
  ) throws(NavigationError<Schema>) -> StackChanges {
    let location = StackLocation<Schema>.presentation(presentation.id)
    try checkDepth(requested.stack.count, at: location, limits: limits)
    var changes = Self.stackChanges(
      from: presentation.stack, to: requested.stack, at: location, &identities)
    var root = presentation.root
    root.options = requested.root.options
    changes.updateRoot(presentation.root, to: root, at: location)
    return changes
  }

  /// The steps that bring up a requested presentation: it, then its stack.
  func presentSteps(
    of requested: NavigationTarget<Schema>.Presentation, _ limits: NavigationLimits,
    _ identities: inout IdentityAllocator
  ) throws(NavigationError<Schema>) -> [Step<Schema>] {
    try Self.checkDepth(
      requested.stack.count, ofNewPresentationOf: requested.root.route, limits: limits)
    let id = PresentationID(rawValue: identities.identity())
    let location = StackLocation<Schema>.presentation(id)
    let root = identities.entry(requested.root)
    let pushes = requested.stack.map { Step.push(location, identities.entry($0)) }
    return [.present(Presentation(id: id, style: requested.style, root: root))] + pushes
  }
}
