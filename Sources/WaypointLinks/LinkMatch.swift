import WaypointCore

/// A link that matched a pattern: which one, its values and its policy.
public struct LinkMatch: Hashable, Sendable {
  /// The index of the pattern in registration order.
  public let patternIndex: Int
  /// The decoded parameters and query items.
  public let parameters: LinkParameters
  /// What to do if a presentation is up when the link arrives.
  public let policy: LinkPresentationPolicy
}
