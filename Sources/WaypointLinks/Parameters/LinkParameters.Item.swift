extension LinkParameters {
  /// A name and its value, as plain text: a path parameter or a query item.
  struct Item: Hashable, Sendable {
    /// The parameter's name in the pattern (without the colon), or the query item's name.
    let name: String
    let value: String
  }
}
