import WaypointCore

/// A link that matched a pattern, before its target is built: its values
/// (with the pattern's text) and its presentation policy.
///
/// ``LinkRouter/match(_:)`` gives it, and the same router's
/// ``LinkRouter/target(for:)`` builds its target; the navigator looks at the
/// policy in between.
public struct LinkMatch: Hashable, Sendable {
  /// Which of the router's registrations matched, in registration order; it
  /// means nothing to another router, so it is not public.
  package let patternIndex: Int
  /// The decoded parameters and query items.
  public let parameters: LinkParameters
  /// What to do if a presentation is up when the link arrives.
  public let policy: LinkPresentationPolicy
}
