public import WaypointCore

/// Denies any transition that would take a screen with unsaved changes off screen.
///
/// A screen marks itself with ``Navigator/markUnsaved(_:reason:)``; leaving it is then denied with
/// that reason until it calls ``Navigator/markSaved(_:)`` (after saving or after the user chose to
/// discard).
public struct UnsavedChangesGuard<Schema: NavigationSchema>: NavigationGuard {
  /// Creates a guard that reads the navigator's unsaved marks.
  public init() {}

  /// Denies when the transition removes an entry marked as unsaved.
  public func evaluate(_ proposal: NavigationProposal<Schema>) -> GuardDecision<Schema> {
    let blocking = proposal.transition.removedEntries.first {
      proposal.unsavedEntries[$0.id] != nil
    }
    guard let blocking, let reason = proposal.unsavedEntries[blocking.id] else { return .allow }
    return .deny(reason: reason)
  }
}
