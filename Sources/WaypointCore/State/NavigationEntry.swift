/// One screen on a stack: a route, a stable identity and per-screen options.
///
/// Entries are created by ``NavigationState`` operations, which allocate their identities; two
/// pushes of an equal route are two entries.
public struct NavigationEntry<Schema: NavigationSchema>: Hashable, Codable, Sendable, Identifiable {
  /// The entry's identity, unique within its ``NavigationState``.
  public let id: EntryID
  /// What the screen shows.
  public let route: Schema.Route
  /// Back lock and restorable selection.
  public var options: EntryOptions<Schema.Selection>

  package init(id: EntryID, route: Schema.Route, options: EntryOptions<Schema.Selection> = .init())
  {
    self.id = id
    self.route = route
    self.options = options
  }
}
