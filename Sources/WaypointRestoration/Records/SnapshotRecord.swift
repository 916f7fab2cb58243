import WaypointCore

/// A type that writes itself into compact snapshots field by field, without
/// `Codable`.
///
/// `Codable` is general, and its generality is most of what saving and
/// restoring a large state costs: every route goes through keyed containers,
/// type-erased boxes and runtime type lookups. A route type that also adopts
/// `SnapshotRecord` is written as a plain sequence of fields instead, which
/// makes compact snapshots several times faster to write and read. JSON
/// snapshots, and routes that do not adopt it, still use `Codable`.
///
/// Write a stable tag first (a case name survives reordering the cases), then
/// the payload; read them back in the same order:
///
/// ```swift
/// extension Route: SnapshotRecord {
///   func write(to record: inout SnapshotRecordWriter) {
///     switch self {
///     case .pokemon(let id):
///       record.write("pokemon")
///       record.write(id)
///     case .search(let query):
///       record.write("search")
///       record.write(query)
///     }
///   }
///
///   init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
///     switch try record.read(String.self) {
///     case "pokemon": self = .pokemon(try record.read(Int.self))
///     case "search": self = .search(try record.read(String.self))
///     case let name: throw record.failure(.unknownCase(name))
///     }
///   }
/// }
/// ```
///
/// A record that cannot be read cuts its stack there, like any unreadable
/// route, and the restore report says which field failed and why. Snapshots
/// written before a route type adopted `SnapshotRecord` are still read
/// through `Codable`. A ``RouteMigration`` whose old type adopts it reads
/// that version's records.
public protocol SnapshotRecord: SendableMetatype {
  /// Writes the value's fields, in an order `init(from:)` reads back.
  ///
  /// - Parameter record: The record being written.
  func write(to record: inout SnapshotRecordWriter)

  /// Reads a value written by `write(to:)`.
  ///
  /// - Parameter record: The record being read.
  /// - Throws: ``SnapshotRecordError`` when a field is missing, has another
  ///   type, or holds a value the type does not know.
  init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError)
}
