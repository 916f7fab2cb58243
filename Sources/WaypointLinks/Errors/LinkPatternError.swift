/// Why a pattern could not be registered: a mistake in the app's own link table, found when it
/// registers the pattern rather than when a link arrives.
public enum LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two patterns match exactly the same links: the new one and the one registered before it.
  case conflict(String, existing: String)
  /// The pattern cannot be parsed, or the prefix given to ``LinkRouter/mount(_:at:)`` (here as the
  /// pattern) is not static segments.
  case invalidPattern(String, reason: Reason)
  /// A kind of way in is already registered for the pattern `existing` (or twice for the same
  /// pattern): each kind leads to one pattern.
  case wayInConflict(WayIn.Kind, existing: String)
}
