public import WaypointCore

/// What became of a navigation asked of a ``Navigator``.
///
/// Outcomes are past tense (applied, denied, redirected, failed); a guard's
/// ``GuardDecision`` is the imperative that leads to them (allow, deny, redirect).
public enum NavigationOutcome<Schema: NavigationSchema>: Sendable {
  /// The transition was applied (it may be empty: nothing needed to change).
  case applied(StateTransition<Schema>)
  /// A guard refused; the state did not change.
  case denied(reason: String)
  /// A guard sent the user elsewhere; the original navigation is pending.
  case redirected(StateTransition<Schema>, reason: String)
  /// The operation itself failed, or a UI report no longer fits the state; the
  /// state did not change. The error is a ``NavigationError`` unless the
  /// closure given to ``Navigator/perform(_:_:)`` threw another.
  case failed(any Error)

  /// The applied transition, or `nil` when nothing was applied.
  public var transition: StateTransition<Schema>? {
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

  /// The error of a failed navigation; `nil` otherwise.
  public var error: (any Error)? {
    if case .failed(let error) = self { return error }
    return nil
  }

}
