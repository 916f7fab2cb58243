import WaypointCore

extension LinkRouter {
  /// A registered pattern and what the app gave with it.
  ///
  /// Not `Route`: that word is the app's destination type (`Schema.Route`)
  /// everywhere else.
  struct Registration: Sendable {
    let pattern: LinkPattern
    /// The pattern's parameter names, computed once.
    let names: [String]
    let policy: LinkPresentationPolicy
    let build: @Sendable (LinkParameters) throws -> NavigationTarget<Schema>
    let reverse: (@Sendable (NavigationTarget<Schema>) -> LinkValues?)?
  }
}
