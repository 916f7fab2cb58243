import WaypointCore

/// The first byte of every value in the compact snapshot encoding.
///
/// The encoding is self-describing (keyed containers keep their key names, as
/// Codable's enums need) and length-prefixed: a container's header gives its
/// item count and the byte length of its content, so a reader can skip any
/// value in O(1) and can tell exactly where a truncated file stops making sense.
enum CompactTag: UInt8 {
  case null = 0
  case `false` = 1
  case `true` = 2
  /// A signed integer, zigzag varint.
  case int = 3
  /// An unsigned integer, varint.
  case uint = 4
  /// A double, 8 bytes little-endian.
  case double = 5
  /// A string: varint byte count, then UTF-8.
  case string = 6
  /// An array: varint count, varint content length, then the items.
  case array = 7
  /// An object: varint count, varint content length, then (key string, value) pairs.
  case object = 8
  /// A value written by a ``SnapshotRecord``: varint content length, then its
  /// fields in the order it wrote them. Only snapshot format 3 holds records.
  case record = 9
}

extension CompactTag {
  /// What a field with this tag holds, as a record reader reports it.
  var fieldKind: SnapshotRecordError.FieldKind {
    switch self {
    case .null: .null
    case .false, .true: .boolean
    case .int: .integer
    case .uint: .unsignedInteger
    case .double: .floatingPoint
    case .string: .string
    case .array: .list
    case .object: .object
    case .record: .record
    }
  }
}
