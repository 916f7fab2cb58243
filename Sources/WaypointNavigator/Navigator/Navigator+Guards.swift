public import WaypointCore

extension Navigator {
  /// Marks an entry as holding unsaved changes; ``UnsavedChangesGuard`` then denies leaving it,
  /// telling the user `reason`.
  public func markUnsaved(_ id: EntryID, reason: String) {
    unsavedEntries[id] = reason
  }

  /// Clears the unsaved mark of entry `id`: its changes were saved or discarded.
  public func markSaved(_ id: EntryID) {
    unsavedEntries[id] = nil
  }

  /// Lands on the navigation a guard redirected away from, with its full back stack, from the state
  /// it was asked in, in one transition that the guards check again (the "Using the Navigator"
  /// article's "Redirect and resume").
  ///
  /// - Returns: The navigation, or `nil` when nothing was pending.
  @discardableResult
  public func resumePending() -> NavigationTask<Schema>? {
    guard let pending else { return nil }
    self.pending = nil
    return requestInPlace(pending.cause) { state in
      var origin = pending.origin
      origin.nextIdentity = max(origin.nextIdentity, state.nextIdentity)
      let plan = try pending.planner.plan(from: origin)
      var landing = plan.proposed ?? origin
      if plan.proposed == nil { try landing.apply(plan.transition) }
      return try state.transition(to: landing)
    }
  }

  /// Forgets the pending navigation, for when the user gave up signing in.
  public func cancelPending() {
    pending = nil
  }

  /// Takes off screen every entry a guard no longer allows, in one transition.
  ///
  /// Call it when what guards depend on changes: after signing out, the protected screens leave
  /// (see ``NavigationGuard/allows(_:)``). Guards are not asked to approve the removal, because a
  /// guard no longer allowing an entry is the reason for it; unsaved marks and results of the
  /// removed entries settle as for any removal.
  ///
  /// - Returns: The navigation; its transition is empty when every entry is allowed.
  @discardableResult
  public func revalidate() -> NavigationTask<Schema> {
    request(
      .app, asksGuards: false,
      .inPlace { [guards] state in
        state.planRemoveEntries { entry in !guards.allSatisfy { $0.allows(entry) } }
      })
  }

  /// Replaces the state with a saved one, through the policy and the guards, with cause
  /// ``TransitionCause/restoration``.
  ///
  /// Entries a guard does not allow now (a protected screen saved while signed in) are left out
  /// first; the rest lands in one transition planned from the current state, which the guards
  /// evaluate like any other. A saved state past the depth or presentation limits fails and changes
  /// nothing.
  ///
  /// - Parameter saved: A state, whose tab bar the navigator takes too.
  /// - Returns: The navigation.
  @discardableResult
  public func restore(_ saved: NavigationState<Schema>) -> NavigationTask<Schema> {
    var allowed = saved
    allowed.removeEntries { [guards] entry in !guards.allSatisfy { $0.allows(entry) } }
    let policy = policy
    return perform(.restoration) { [allowed] in try $0.restore(allowed, policy: policy) }
  }

  /// Whether the guards would deny the user pulling presentation `id` down now; one that would
  /// answer later denies, as a pull-down cannot wait.
  ///
  /// Reads the unsaved marks through observation, so that the view asking is drawn again when they
  /// change.
  package func guardsDeny(dismissing id: PresentationID) -> Bool {
    let unsaved = unsavedEntries
    guard var transition = try? storage.planDismiss(id) else { return false }
    transition.cause = .user
    let proposal = NavigationProposal(
      current: storage, transition: transition, unsavedEntries: unsaved)
    return guards.contains { $0.evaluate(proposal) != .allow }
  }
}
