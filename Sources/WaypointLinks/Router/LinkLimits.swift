import WaypointCore

/// Bounds on the links a router accepts; the defaults are generous for real
/// links and stop hostile ones early.
public struct LinkLimits: Hashable, Sendable {
  let maximumLength: Int
  let maximumSegments: Int
  let maximumQueryItems: Int

  /// Limits with the given bounds.
  ///
  /// Raise one only for the app's own links: the router checks each bound
  /// before it decodes anything, so they are what keeps a hostile link cheap.
  /// ``LinkRouter/link(for:style:)`` never writes a link that is too long or
  /// has too many query items for these bounds, and a pattern with more
  /// segments than a link may have throws when it is registered.
  ///
  /// - Parameters:
  ///   - maximumLength: The longest link, in UTF-8 bytes.
  ///   - maximumSegments: The most path segments, a custom scheme's host included.
  ///   - maximumQueryItems: The most query items.
  public init(maximumLength: Int = 2_048, maximumSegments: Int = 32, maximumQueryItems: Int = 32) {
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
    self.maximumQueryItems = maximumQueryItems
  }
}
