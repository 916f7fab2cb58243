public import WaypointCore

/// A restored navigation state and what could not be restored.
public struct RestoredState<Schema: NavigationSchema>: Hashable, Sendable {
  /// The state: always valid, holding everything the snapshot had that could be read.
  public let state: NavigationState<Schema>
  /// Each part that was left out, in snapshot order; empty for a perfect restore.
  public let issues: [RestorationIssue]
}
