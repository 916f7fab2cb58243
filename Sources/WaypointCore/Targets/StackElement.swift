/// A route to put on a stack, with the options its entry should get.
public struct StackElement<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// What the screen shows.
  public var route: Schema.Route
  /// The entry's back lock and selection.
  public var options: EntryOptions<Schema.Selection>

  /// Creates a stack element; the default options are unlocked with no selection.
  public init(_ route: Schema.Route, options: EntryOptions<Schema.Selection> = .init()) {
    self.route = route
    self.options = options
  }
}
