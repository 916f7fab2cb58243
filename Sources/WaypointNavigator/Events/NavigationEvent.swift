public import WaypointCore
import WaypointLinks

/// Something that happened to navigation, for subscribers of ``Navigator/events()``.
public enum NavigationEvent<Schema: NavigationSchema>: Sendable, CustomStringConvertible {
  /// A transition was applied; `version` is the navigator's version after it.
  case applied(Transition<Schema>, version: UInt64)
  /// A guard refused a transition.
  case denied(Transition<Schema>, reason: String)
  /// A guard redirected a transition; `to` is what was applied instead.
  case redirected(from: Transition<Schema>, to: Transition<Schema>, reason: String)
  /// An operation or a UI report failed with `error`.
  case rejected(cause: TransitionCause, error: String)

  /// One line: the kind of event, the cause and the steps.
  public var description: String {
    switch self {
    case .applied(let transition, let version): "applied v\(version) \(transition)"
    case .denied(let transition, let reason): "denied \(transition) — \(reason)"
    case .redirected(let from, let to, let reason): "redirected \(from) → \(to) — \(reason)"
    case .rejected(let cause, let error): "rejected \(cause): \(error)"
    }
  }
}
