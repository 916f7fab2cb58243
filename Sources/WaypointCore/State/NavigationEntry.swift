/// One screen on a stack: a route, a stable identity and per-screen options.
///
/// Entries are created by ``NavigationState`` operations, which allocate their identities; two
/// pushes of an equal route are two entries.
public struct NavigationEntry<Schema: NavigationSchema>: Hashable, Codable, Sendable, Identifiable {
  /// What the screen shows.
  ///
  /// The first field, so it lies at the start of an entry whatever the schema, as it does in a
  /// ``StackElement``: the planner compares the routes of every entry a target keeps there.
  public let route: Schema.Route
  /// The entry's identity, unique within its ``NavigationState``.
  public let id: EntryID
  /// Back lock and restorable selection.
  public var options: EntryOptions<Schema.Selection>

  package init(id: EntryID, route: Schema.Route, options: EntryOptions<Schema.Selection> = .init())
  {
    self.id = id
    self.route = route
    self.options = options
  }
}
