import WaypointCore

/// Bounds on what restoration accepts, so hostile data cannot take unbounded
/// memory or time. Going past a size limit is an error; past a depth limit,
/// the rest is cut and reported.
public struct RestorationLimits: Hashable, Sendable {
  /// The largest snapshot in bytes; 8 MiB by default.
  public var maximumBytes: Int
  /// The most entries restored per stack; 256 by default, as ``NavigationPolicies``.
  public var maximumDepth: Int
  /// The most presentations restored; 16 by default, as ``NavigationPolicies``.
  public var maximumPresentations: Int

  /// Creates limits; the defaults suit any real app.
  public init(maximumBytes: Int = 8 << 20, maximumDepth: Int = 256, maximumPresentations: Int = 16)
  {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumPresentations = maximumPresentations
  }
}
