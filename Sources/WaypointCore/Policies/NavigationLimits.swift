/// Caps on how large a state may grow: operations fail rather than go past them, and restoration
/// cuts what is past them, so a runaway loop, a hostile link or a hostile snapshot cannot take
/// unbounded memory.
public struct NavigationLimits: Hashable, Sendable {
  /// The most entries one stack may hold; `nil` for no limit.
  ///
  /// 256 by default.
  public var maximumDepth: Int?
  /// The most presentations up at once; `nil` for no limit.
  ///
  /// 16 by default.
  public var maximumPresentations: Int?

  /// Creates limits; the defaults are far beyond any real app.
  public init(maximumDepth: Int? = 256, maximumPresentations: Int? = 16) {
    self.maximumDepth = maximumDepth
    self.maximumPresentations = maximumPresentations
  }
}
