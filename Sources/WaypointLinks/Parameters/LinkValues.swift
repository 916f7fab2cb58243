/// What a reverse mapping gives back for a target: a value for each of the pattern's parameters,
/// and the query items to append.
///
/// Both are name–value pairs written as dictionary literals; the query keeps the order written.
/// Values are plain text, which the router percent-encodes.
public struct LinkValues: Hashable, Sendable {
  /// A value for each of the pattern's parameters; one that is missing or empty means the pattern
  /// cannot write the link.
  let path: [LinkParameters.Item]
  let query: [LinkParameters.Item]

  /// Values from name–value pairs, such as `["id": "25"]`.
  ///
  /// - Parameters:
  ///   - path: A value for each of the pattern's parameters, by name.
  ///   - query: Query items to append, in order; none by default.
  public init(
    path: KeyValuePairs<String, String> = [:], query: KeyValuePairs<String, String> = [:]
  ) {
    self.path = path.map { LinkParameters.Item(name: $0.key, value: $0.value) }
    self.query = query.map { LinkParameters.Item(name: $0.key, value: $0.value) }
  }

  init(path: [LinkParameters.Item], query: [LinkParameters.Item]) {
    self.path = path
    self.query = query
  }
}
