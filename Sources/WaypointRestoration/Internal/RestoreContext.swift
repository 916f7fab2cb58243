import WaypointCore

/// What lenient decoding needs to know, threaded through every part explicitly
/// (a decoder's userInfo is fixed before the snapshot's route version is read).
struct RestoreContext<Schema: NavigationSchema> {
  /// The migration for the snapshot's route version, if it is an older one.
  let migration: RouteMigration<Schema>?
  let limits: RestorationLimits
  /// How today's route type reads records, if it adopts `SnapshotRecord`.
  let records: RecordCoding<Schema.Route>?

  /// Decodes a route, through the migration when there is one; a route
  /// written as a record is read as one.
  ///
  /// - Throws: A `SnapshotFailure` when the route was read but cannot be
  ///   restored; the decoding error when it cannot be read.
  func route(from decoder: any Decoder) throws -> Schema.Route {
    if let compact = decoder as? CompactDecoderImpl, let header = compact.recordHeader {
      return try route(fromRecord: header, of: compact)
    }
    guard let migration else { return try Schema.Route(from: decoder) }
    guard let route = try migration.decode(decoder) else {
      throw SnapshotFailure.issue(.routeRemoved(byMigrationFrom: migration.version))
    }
    return route
  }

  private func route(fromRecord header: CompactBuffer.Header, of decoder: CompactDecoderImpl)
    throws(SnapshotFailure) -> Schema.Route
  {
    var reader = SnapshotRecordReader(buffer: decoder.buffer, header: header)
    guard let migration else {
      guard let records else {
        throw .issue(.unexpectedRouteRecord(routeType: "\(Schema.Route.self)"))
      }
      return try Self.read(&reader, with: records.read)
    }
    guard let readOldRecord = migration.readRecord else {
      throw .issue(.unexpectedRouteRecord(routeType: migration.typeName))
    }
    guard let route = try Self.read(&reader, with: readOldRecord) else {
      throw .issue(.routeRemoved(byMigrationFrom: migration.version))
    }
    return route
  }

  /// What `read` reads from the record; a record error is the reason it cannot be restored.
  private static func read<Value>(
    _ reader: inout SnapshotRecordReader,
    with read: (inout SnapshotRecordReader) throws(SnapshotRecordError) -> Value
  ) throws(SnapshotFailure) -> Value {
    do {
      return try read(&reader)
    } catch {
      throw .issue(.unreadableRouteRecord(error))
    }
  }
}
