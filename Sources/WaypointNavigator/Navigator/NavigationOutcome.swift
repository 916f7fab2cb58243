public import WaypointCore
import WaypointLinks

/// What became of a navigation asked of a ``Navigator``.
public enum NavigationOutcome<Schema: NavigationSchema>: Sendable {
  /// The transition was applied (it may be empty: nothing needed to change).
  case applied(Transition<Schema>)
  /// A guard refused; the state did not change.
  case denied(reason: String)
  /// A guard sent the user elsewhere; the original navigation is pending.
  case redirected(Transition<Schema>, reason: String)
  /// The operation itself failed, or a UI report no longer fits the state; the
  /// state did not change.
  case failed(any Error)

  /// The applied transition, or `nil` when nothing was applied.
  public var transition: Transition<Schema>? {
    switch self {
    case .applied(let transition), .redirected(let transition, _): transition
    case .denied, .failed: nil
    }
  }

  /// Whether the requested navigation itself happened.
  public var isApplied: Bool {
    if case .applied = self { return true }
    return false
  }
}
