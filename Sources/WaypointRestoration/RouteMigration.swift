public import WaypointCore

/// Reads routes saved by an older version of the app's route type.
///
/// Register one per older version you still want to read; it decodes the old
/// type and converts it, or returns `nil` for a route that no longer exists
/// (that entry and what stands above it are then cut and reported).
///
/// ```swift
/// enum RouteV1: Decodable { case pokemon(Int) }
/// let migration = RouteMigration<App>(from: 1, decoding: RouteV1.self) { old in
///   switch old { case .pokemon(let id): .pokemon(id: id) }
/// }
/// ```
///
/// Snapshots written while the old type adopted ``SnapshotRecord`` hold its
/// routes as records; keep the old type's adoption so the migration can read them.
public struct RouteMigration<Schema: NavigationSchema>: Sendable {
  /// The app's route version this migration reads.
  public let version: Int
  let decode: @Sendable (any Decoder) throws -> Schema.Route?
  /// Reads an old route written as a record; `nil` if the old type is not a record.
  let readRecord:
    (@Sendable (inout SnapshotRecordReader) throws(SnapshotRecordError) -> Schema.Route?)?
  /// The old type's name, for reports.
  let typeName: String

  /// A migration that decodes the routes of snapshots saved under route
  /// version `version` as `type`, and converts each.
  ///
  /// - Parameters:
  ///   - version: The ``SnapshotCoder/routeVersion`` the old snapshots carry.
  ///   - type: The old route type, as it was then.
  ///   - convert: Turns an old route into today's, or `nil` if it is gone.
  public init<Old: Decodable & SendableMetatype>(
    from version: Int, decoding type: Old.Type,
    _ convert: @escaping @Sendable (Old) -> Schema.Route?
  ) {
    self.version = version
    self.decode = { decoder in convert(try Old(from: decoder)) }
    self.typeName = "\(Old.self)"
    self.readRecord = RecordCoding(Old.self).map { Self.recordReader($0, convert) }
  }

  private static func recordReader<Old>(
    _ coding: RecordCoding<Old>, _ convert: @escaping @Sendable (Old) -> Schema.Route?
  ) -> @Sendable (inout SnapshotRecordReader) throws(SnapshotRecordError) -> Schema.Route? {
    { (reader: inout SnapshotRecordReader) throws(SnapshotRecordError) -> Schema.Route? in
      convert(try coding.read(&reader))
    }
  }
}
