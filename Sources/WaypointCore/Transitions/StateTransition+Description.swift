extension StateTransition: CustomStringConvertible {
  /// The cause followed by each step such as `deepLink: select tab pokedex (was berries); push …`.
  public var description: String {
    "\(cause): " + (steps.isEmpty ? "no change" : steps.map(\.description).joined(separator: "; "))
  }
}
