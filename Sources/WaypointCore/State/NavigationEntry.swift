/// One screen on a stack: a route, a stable identity and per-screen options.
///
/// Entries are created by ``NavigationState`` operations, which allocate their
/// identities; two pushes of an equal route are two entries.
public struct NavigationEntry<Schema: NavigationSchema>: Hashable, Codable, Sendable, Identifiable {
  /// The entry's identity, unique within its ``NavigationState``.
  public let id: EntryID
  /// What the screen shows.
  public let route: Schema.Route
  /// Back lock and restorable selection.
  public var options: EntryOptions<Schema.Selection>

  // Inlinable, as is `EntryOptions.init`: a restore makes thousands of entries,
  // and an opaque call from generic code looks up both types' metadata each time.
  @inlinable @inline(__always)
  package init(id: EntryID, route: Schema.Route, options: EntryOptions<Schema.Selection> = .init())
  {
    self.id = id
    self.route = route
    self.options = options
  }

  /// Decodes an entry; missing options mean the defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: EntryCodingKeys.self)
    id = try container.decode(EntryID.self, forKey: .id)
    route = try container.decode(Schema.Route.self, forKey: .route)
    options =
      try container.decodeIfPresent(EntryOptions<Schema.Selection>.self, forKey: .options)
      ?? .init()
  }

  /// Encodes an entry, leaving default options out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: EntryCodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(route, forKey: .route)
    if options != .init() { try container.encode(options, forKey: .options) }
  }
}

/// Outside the generic type so its metadata is static (see `EntryOptionsCodingKeys`).
package enum EntryCodingKeys: String, CodingKey {
  case id
  case route
  case options = "opt"
}
