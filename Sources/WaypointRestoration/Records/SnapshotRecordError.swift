import WaypointCore

/// Why a ``SnapshotRecord`` could not be read: which field, and what was
/// wrong with it.
///
/// A record that cannot be read cuts its stack like any unreadable route;
/// the restore report carries this error in
/// ``RestorationIssue/Reason/unreadableRouteRecord(_:)``.
public struct SnapshotRecordError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 0-based position of the field that failed within its record.
  public let field: Int
  /// What was wrong with the field.
  public let reason: Reason

  package init(field: Int, reason: Reason) {
    self.field = field
    self.reason = reason
  }
}
