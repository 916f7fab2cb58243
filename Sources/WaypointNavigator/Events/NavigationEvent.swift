public import WaypointCore

/// Something that happened to navigation, for subscribers of
/// ``Navigator/events(bufferingNewest:)`` and for the log.
public enum NavigationEvent<Schema: NavigationSchema>: Sendable {
  /// A transition was applied; `version` is the navigator's version after it.
  case applied(StateTransition<Schema>, version: UInt64)
  /// A guard refused a transition.
  case denied(StateTransition<Schema>, reason: String)
  /// A guard redirected a transition; `to` is what was applied instead.
  case redirected(from: StateTransition<Schema>, to: StateTransition<Schema>, reason: String)
  /// An operation, a UI report or a link failed with `error` (a
  /// ``NavigationError`` or a `LinkError`); nothing changed.
  case failed(cause: TransitionCause, error: any Error)

}
