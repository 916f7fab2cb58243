import WaypointCore

/// What lenient decoding needs to know, threaded through every part explicitly
/// (a decoder's userInfo is fixed before the snapshot's route version is read).
struct RestoreContext<Schema: NavigationSchema> {
  /// The migration for the snapshot's route version, if it is an older one.
  let migration: RouteMigration<Schema>?
  let limits: RestorationLimits
  /// How today's route type reads records, if it adopts ``SnapshotRecord``.
  let records: RecordCoding<Schema.Route>?

  /// Decodes a route, through the migration when there is one; a route
  /// written as a record is read as one.
  func route(from decoder: any Decoder) throws -> Schema.Route {
    if let compact = decoder as? CompactDecoderImpl, let header = compact.recordHeader {
      return try route(fromRecord: header, of: compact)
    }
    guard let migration else { return try Schema.Route(from: decoder) }
    guard let route = try migration.decode(decoder) else { throw gone(migration, decoder) }
    return route
  }

  private func route(fromRecord header: CompactBuffer.Header, of decoder: CompactDecoderImpl) throws
    -> Schema.Route
  {
    var reader = SnapshotRecordReader(buffer: decoder.buffer, header: header)
    do {
      if let migration {
        guard let read = migration.readRecord else {
          throw corrupted(
            decoder, "it is a record, but \(migration.typeName) is not a SnapshotRecord")
        }
        guard let route = try read(&reader) else { throw gone(migration, decoder) }
        return route
      }
      guard let records else {
        throw corrupted(decoder, "it is a record, but \(Schema.Route.self) is not a SnapshotRecord")
      }
      return try records.read(&reader)
    } catch let error as SnapshotRecordError {
      throw corrupted(decoder, "the route record cannot be read: \(error)")
    }
  }

  private func gone(_ migration: RouteMigration<Schema>, _ decoder: any Decoder) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        debugDescription: "the route no longer exists (migration from \(migration.version))"))
  }

  private func corrupted(_ decoder: any Decoder, _ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
  }
}
