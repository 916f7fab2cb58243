import WaypointCore

/// Why a pattern could not be registered.
public enum LinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two patterns match exactly the same links.
  case conflict(String, existing: String)
  /// The pattern is malformed (empty parameter name, repeated name, …).
  case invalidPattern(String, reason: String)

  /// A sentence naming the pattern, and for conflicts both patterns.
  public var description: String {
    switch self {
    case .conflict(let pattern, let existing):
      "The pattern '\(pattern)' matches the same links as '\(existing)'."
    case .invalidPattern(let pattern, let reason):
      "The pattern '\(pattern)' is invalid: \(reason)."
    }
  }
}
