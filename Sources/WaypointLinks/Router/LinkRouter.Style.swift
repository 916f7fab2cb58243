extension LinkRouter {
  /// How a router writes a link for a target.
  public enum Style: Hashable, Sendable {
    /// The first custom scheme: `pmi://pokedex/25`.
    case customScheme
    /// The first universal-link host over https: `https://example.com/pokedex/25`.
    case universalLink
  }
}
