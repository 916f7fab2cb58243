import WaypointCore

/// What a reverse mapping gives back for a target: the values of a pattern's
/// parameters and the query items to append.
public struct LinkValues: Hashable, Sendable {
  /// Values for the pattern's parameters, by name.
  public var path: [String: String]
  /// Query items, in order.
  public var query: [LinkParameters.Item]

  /// Creates values; every parameter of the pattern needs one.
  public init(path: [String: String], query: [(String, String)] = []) {
    self.path = path
    self.query = query.map { LinkParameters.Item(name: $0.0, value: $0.1) }
  }
}
