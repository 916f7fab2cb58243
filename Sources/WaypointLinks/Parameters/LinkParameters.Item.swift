import WaypointCore

extension LinkParameters {
  /// A name and its value: a path parameter or a query item.
  ///
  /// Values are plain text: the router percent-decodes them when it reads a
  /// link, and percent-encodes them when it writes one from ``LinkValues``.
  public struct Item: Hashable, Sendable {
    /// The parameter's name in the pattern (without the colon), or the query item's name.
    public var name: String
    /// The value, as plain text.
    public var value: String

    /// Pairs a name with its value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }
}
