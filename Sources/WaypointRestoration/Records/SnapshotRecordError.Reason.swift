import WaypointCore

extension SnapshotRecordError {
  /// What was wrong with a field of a record.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The record ended before this field: it is damaged, or was written
    /// before the field existed.
    case noMoreFields
    /// The field's bytes are damaged or cut short.
    case damagedField
    /// The field holds another kind of value than the type read: `expected`
    /// names the type, `found` what the field holds.
    case typeMismatch(expected: String, found: FieldKind)
    /// The field holds a number outside the range of the type read.
    case numberOutOfRange(type: String)
    /// The field names a case the type does not have, such as a route that
    /// was removed: the name, as written.
    case unknownCase(String)
    /// The field holds a value the type does not accept, in the type's own words.
    case invalidValue(String)
    /// A field of the nested record of type `record` failed.
    indirect case nested(record: String, SnapshotRecordError)
  }
}
