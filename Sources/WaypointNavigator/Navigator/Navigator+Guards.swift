public import WaypointCore
import WaypointLinks

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

  /// Clears the unsaved mark: the changes were saved or discarded.
  ///
  /// - Parameter id: The entry.
  public func markSaved(_ id: EntryID) {
    unsavedEntries[id] = nil
  }

  /// Lands on the navigation a guard redirected away from, with its full back
  /// stack, from the state it was asked in.
  ///
  /// Call it once the redirect's reason is gone (the user signed in). The
  /// original operation runs again on the state as it was when it was asked
  /// for, and the navigator plans one transition from here to there: the
  /// sign-in flow goes away and the destination arrives. Guards check it again.
  ///
  /// - Returns: The outcome, or `nil` when nothing was pending.
  @discardableResult
  public func resumePending() async -> NavigationOutcome<Schema>? {
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
}
