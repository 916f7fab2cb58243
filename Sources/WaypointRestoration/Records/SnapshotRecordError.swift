import WaypointCore

/// Why a ``SnapshotRecord`` could not be read: which field, and what was wrong.
public struct SnapshotRecordError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 0-based position of the field that failed within its record.
  public let field: Int
  /// What was wrong, for the restore report.
  public let reason: String

  /// Creates an error about the field at `field`.
  ///
  /// - Parameters:
  ///   - field: The field's 0-based position in its record.
  ///   - reason: What was wrong with it.
  public init(field: Int, reason: String) {
    self.field = field
    self.reason = reason
  }

  /// `field 1: expected Int, found a string`.
  public var description: String { "field \(field): \(reason)" }
}
