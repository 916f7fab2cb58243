/// What lenient decoding needs to know, threaded through every part explicitly
/// (a decoder's userInfo is fixed before the snapshot's route version is read).
struct RestoreContext<Schema: NavigationSchema> {
  /// The migration for the snapshot's route version, if it is an older one.
  let migration: RouteMigration<Schema>?
  let limits: RestorationLimits

  /// Decodes a route, through the migration when there is one.
  func route(from decoder: any Decoder) throws -> Schema.Route {
    guard let migration else { return try Schema.Route(from: decoder) }
    guard let route = try migration.decode(decoder) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "the route no longer exists (migration from \(migration.version))"))
    }
    return route
  }
}
