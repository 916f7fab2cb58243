public import WaypointCore

/// Reads routes saved by an older version of the app's route type.
///
/// Register one per older version you still want to read; it decodes the old type and converts it,
/// or returns `nil` for a route that no longer exists (that entry and what stands above it are then
/// cut and reported).
public struct RouteMigration<Schema: NavigationSchema>: Sendable {
  let version: Int
  let decode: @Sendable (any Decoder) throws -> Schema.Route?

  /// A migration that decodes the routes of snapshots saved under route version `version` as
  /// `type`, and converts each.
  ///
  /// - Parameters:
  ///   - version: The route version the old snapshots carry.
  ///   - type: The old route type, as it was then.
  ///   - convert: Turns an old route into today's, or `nil` if it is gone.
  public init<Old: Decodable & SendableMetatype>(
    from version: Int, decoding type: Old.Type,
    _ convert: @escaping @Sendable (Old) -> Schema.Route?
  ) {
    self.version = version
    self.decode = { decoder in convert(try Old(from: decoder)) }
  }
}
