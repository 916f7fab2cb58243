import WaypointCore

/// Bounds on what restoration accepts, so hostile data cannot take unbounded
/// memory or time.
///
/// Going past the size limit is an error; past a depth or presentation limit,
/// the rest is cut and reported. The depth and presentation defaults are
/// `NavigationPolicies`' own, so a state the app could build restores whole.
public struct RestorationLimits: Hashable, Sendable {
  /// The largest snapshot in bytes; 8 MiB by default.
  public var maximumBytes: Int
  /// The most entries restored per stack; `NavigationPolicies.defaultMaximumDepth`
  /// (256) by default.
  public var maximumDepth: Int
  /// The most presentations restored;
  /// `NavigationPolicies.defaultMaximumPresentations` (16) by default.
  public var maximumPresentations: Int

  /// Limits for snapshots of states built under policies other than the
  /// defaults, or for unusually large ones.
  ///
  /// - Parameters:
  ///   - maximumBytes: The largest snapshot accepted at all; a larger one
  ///     throws ``RestorationError/tooLarge(bytes:limit:)`` before any parsing.
  ///   - maximumDepth: The most entries restored per stack; match the
  ///     `maximumDepth` of the app's `NavigationPolicies`.
  ///   - maximumPresentations: The most presentations restored; match the
  ///     `maximumPresentations` of the app's `NavigationPolicies`.
  public init(
    maximumBytes: Int = 8 << 20,
    maximumDepth: Int = 256,
    maximumPresentations: Int = 16
  ) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumPresentations = maximumPresentations
  }
}
