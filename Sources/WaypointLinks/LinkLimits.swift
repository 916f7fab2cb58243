import WaypointCore

/// Bounds on the links a router accepts; the defaults are generous for real
/// links and stop hostile ones early.
public struct LinkLimits: Hashable, Sendable {
  /// The longest link in UTF-8 bytes; 2,048 by default.
  public var maximumLength: Int
  /// The most path segments; 32 by default.
  public var maximumSegments: Int
  /// The most query items; 32 by default.
  public var maximumQueryItems: Int

  /// Creates limits.
  public init(maximumLength: Int = 2_048, maximumSegments: Int = 32, maximumQueryItems: Int = 32) {
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
    self.maximumQueryItems = maximumQueryItems
  }
}
