public import WaypointCore

extension Navigator {
  /// Marks an entry as holding unsaved changes; ``UnsavedChangesGuard`` then
  /// denies leaving it, with `reason`.
  ///
  /// - Parameters:
  ///   - id: The entry with unsaved changes.
  ///   - reason: What the user is told when leaving is denied.
  public func markUnsaved(_ id: EntryID, reason: String) {
    unsavedEntries[id] = reason
  }

  /// Clears the unsaved mark of entry `id`: its changes were saved or discarded.
  public func markSaved(_ id: EntryID) {
    unsavedEntries[id] = nil
  }

  /// Lands on the navigation a guard redirected away from, with its full back
  /// stack, from the state it was asked in.
  ///
  /// Call it once the redirect's reason is gone (the user signed in). The
  /// original operation runs again on the state as it was when it was asked
  /// for, and the navigator plans one transition from here to there: the
  /// sign-in presentation goes away and the destination arrives. Guards check
  /// it again.
  ///
  /// A redirect the user leaves (dismissing the sign-in sheet, or navigating
  /// away from the screen the redirect showed) forgets the pending navigation,
  /// so it never lands later by surprise.
  ///
  /// - Returns: The outcome, or `nil` when nothing was pending.
  @discardableResult
  public func resumePending() async -> Outcome? {
    await takeTurn()
    defer { endTurn() }
    guard let pending else { return nil }
    self.pending = nil
    return await settle(pending.cause) { state in
      var landing = pending.origin
      landing.nextIdentity = max(landing.nextIdentity, state.nextIdentity)
      _ = try pending.operation(&landing)
      let plan = try state.transition(to: landing)
      try state.apply(plan)
      return plan
    }
  }

  /// Forgets the pending navigation, for when the user gave up signing in.
  public func cancelPending() {
    pending = nil
  }

  /// Takes off screen every entry a guard no longer allows, in one transition.
  ///
  /// Call it when what guards depend on changes: after signing out, the
  /// protected screens leave (see ``NavigationGuard/allows(_:)``). Guards are
  /// not asked to approve the removal, because a guard no longer allowing an
  /// entry is the reason for it; unsaved marks and results of the removed
  /// entries settle as for any removal.
  ///
  /// ```swift
  /// session.signOut()
  /// await navigator.revalidate()
  /// ```
  ///
  /// - Returns: The applied transition; empty when every entry is allowed.
  @discardableResult
  public func revalidate() async -> Outcome {
    await takeTurn()
    defer { endTurn() }
    var next = storage
    let transition = next.removeEntries { [guards] entry in
      !guards.allSatisfy { $0.allows(entry) }
    }
    commit(next, transition)
    return .applied(transition)
  }

  /// Replaces the state with a saved one, through the policies and the
  /// guards, with cause ``TransitionCause/restoration``.
  ///
  /// Entries a guard does not allow now (a protected screen saved while signed
  /// in) are left out first; the rest lands in one transition planned from the
  /// current state, which the guards evaluate like any other. A saved state
  /// past the depth or presentation policies fails and changes nothing.
  ///
  /// ```swift
  /// let navigator = Navigator(state: NavigationState<App>(tabs: App.Tab.allCases), guards: guards)
  /// if let restored = try file.load() { await navigator.restore(restored.state) }
  /// ```
  ///
  /// - Parameter saved: A state with the navigator's tabs, in the same order.
  /// - Returns: The outcome; ``NavigationError/tabsDiffer(from:to:)`` when the
  ///   tabs are not the navigator's.
  @discardableResult
  public func restore(_ saved: NavigationState<Schema>) async -> Outcome {
    var allowed = saved
    allowed.removeEntries { [guards] entry in !guards.allSatisfy { $0.allows(entry) } }
    let policies = policies
    return await perform(.restoration) { [allowed] in
      try $0.restore(allowed, policies: policies)
    }
  }
}
