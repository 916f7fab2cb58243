public import WaypointCore

/// What became of a navigation: what the navigator returns for it and what its event stream
/// reports.
///
/// Outcomes are past tense (applied, denied, redirected, failed); a guard's ``GuardDecision`` is
/// the imperative that leads to them (allow, deny, redirect). Only `applied` and `redirected`
/// change the state.
public enum NavigationOutcome<Schema: NavigationSchema>: Sendable {
  /// The transition was applied; it may be empty (nothing needed to change), and an empty one is
  /// never reported as an event.
  case applied(StateTransition<Schema>)
  /// A guard denied the transition; the state did not change.
  case denied(StateTransition<Schema>, reason: String)
  /// A guard sent the user elsewhere: `to` was applied instead of `from`, which is kept as the
  /// pending navigation.
  case redirected(from: StateTransition<Schema>, to: StateTransition<Schema>, reason: String)
  /// The navigation failed: the operation itself, a UI report that no longer fits, or a link that
  /// cannot be resolved. The state did not change. The error is a ``NavigationError``, a
  /// `LinkError`, or what the closure given to ``Navigator/perform(_:_:)``
  /// threw.
  case failed(TransitionCause, any Error)

  /// The transition that was applied, or `nil` when nothing was.
  public var transition: StateTransition<Schema>? {
    switch self {
    case .applied(let transition), .redirected(_, let transition, _): transition
    case .denied, .failed: nil
    }
  }

  /// Whether the navigation asked for happened.
  public var isApplied: Bool {
    if case .applied = self { return true }
    return false
  }

  /// The error of a failed navigation; `nil` otherwise.
  public var error: (any Error)? {
    if case .failed(_, let error) = self { return error }
    return nil
  }
}
