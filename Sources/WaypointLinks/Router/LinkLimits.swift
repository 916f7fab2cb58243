/// Bounds on the links a router accepts; the defaults are generous for real links and stop hostile
/// ones early.
public struct LinkLimits: Hashable, Codable, Sendable {
  let maximumLength: Int
  let maximumSegments: Int
  let maximumQueryItems: Int
  /// The most ways in that wait at once; see
  /// ``init(maximumLength:maximumSegments:maximumQueryItems:maximumWaiting:)``.
  package let maximumWaiting: Int

  /// Limits with the given bounds.
  ///
  /// Raise one only for the app's own links: the router checks each bound before it decodes
  /// anything, so they are what keeps a hostile link cheap. ``LinkRouter/link(for:style:)`` never
  /// writes a link that is too long or has too many query items for these bounds, and a pattern
  /// with more segments than a link may have throws when it is registered.
  ///
  /// - Parameters:
  ///   - maximumLength: The longest link, in UTF-8 bytes.
  ///   - maximumSegments: The most path segments, a custom scheme's host included.
  ///   - maximumQueryItems: The most query items.
  ///   - maximumWaiting: The most ways in that wait at once, in a navigator not ready for them or
  ///     in a window registry with no window for them. A way in equal to one already waiting joins
  ///     it rather than waiting twice; past the limit the oldest is dropped, and its navigation
  ///     fails with ``LinkError/dropped(limit:)``, so a burst costs at most this many ways in of
  ///     memory and the user still ends on the newest.
  public init(
    maximumLength: Int = 2_048, maximumSegments: Int = 32, maximumQueryItems: Int = 32,
    maximumWaiting: Int = 64
  ) {
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
    self.maximumQueryItems = maximumQueryItems
    self.maximumWaiting = max(1, maximumWaiting)
  }

  /// Reads limits through ``init(maximumLength:maximumSegments:maximumQueryItems:maximumWaiting:)``,
  /// so that decoded ones hold what it ensures.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      maximumLength: try container.decode(Int.self, forKey: .maximumLength),
      maximumSegments: try container.decode(Int.self, forKey: .maximumSegments),
      maximumQueryItems: try container.decode(Int.self, forKey: .maximumQueryItems),
      maximumWaiting: try container.decode(Int.self, forKey: .maximumWaiting))
  }
}
