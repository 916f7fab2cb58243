extension StateTransition: CustomStringConvertible {
  /// The cause followed by each step, e.g. `deepLink: select tab pokedex (was berries); push …`.
  public var description: String {
    "\(cause): " + (steps.isEmpty ? "no change" : steps.map(\.description).joined(separator: "; "))
  }
}
