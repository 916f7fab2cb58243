import WaypointCore

extension SnapshotRecordError {
  /// What a field of a record holds.
  public enum FieldKind: Hashable, Sendable, CustomStringConvertible {
    /// An empty field, written by ``SnapshotRecordWriter/writeNil()``.
    case null
    /// A Boolean.
    case boolean
    /// A signed integer.
    case integer
    /// An unsigned integer.
    case unsignedInteger
    /// A floating-point number.
    case floatingPoint
    /// A string.
    case string
    /// A list (an unkeyed `Codable` container).
    case list
    /// An object (a keyed `Codable` container).
    case object
    /// A nested record.
    case record
  }
}
