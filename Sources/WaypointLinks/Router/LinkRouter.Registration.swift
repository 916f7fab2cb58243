import WaypointCore

extension LinkRouter {
  /// What the app gave with a pattern: the closures that need its schema, and its example.
  ///
  /// The pattern itself is the trie's, at the same index.
  ///
  /// Not `Route`: that word is the app's destination type (`Schema.Route`) everywhere else.
  struct Registration: Sendable {
    let build: @Sendable (LinkParameters) throws -> NavigationTarget<Schema>
    let reverse: (@Sendable (NavigationTarget<Schema>) -> LinkValues?)?
    /// The values of the link the navigation map shows for the pattern.
    let example: LinkValues?
    /// The kinds of way in registered for the pattern, in the order given.
    var waysIn: [WayIn.Kind] = []
  }
}
