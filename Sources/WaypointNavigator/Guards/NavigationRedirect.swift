public import WaypointCore
import WaypointLinks

/// Where a guard sends the user instead of where they asked to go.
public enum NavigationRedirect<Schema: NavigationSchema>: Hashable, Sendable {
  /// Present a flow over what is on screen now, such as a sign-in sheet.
  case present(Schema.Route, style: PresentationStyle = .sheet)
  /// Jump to a target, as ``NavigationState/navigate(to:policies:)`` does.
  case navigate(NavigationTarget<Schema>)

  /// Performs the redirect on `state`.
  func perform(on state: inout NavigationState<Schema>, policies: NavigationPolicies)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    switch self {
    case .present(let route, let style): try state.present(route, style: style, policies: policies)
    case .navigate(let target): try state.navigate(to: target, policies: policies)
    }
  }
}
