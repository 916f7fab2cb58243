public import WaypointCore

/// Where a guard sends the user instead of where they asked to go.
public enum NavigationRedirect<Schema: NavigationSchema>: Hashable, Sendable {
  /// Present a screen over what is on screen now, such as a sign-in sheet.
  case present(Schema.Route, style: PresentationStyle = .sheet)
  /// Jump to a target, as ``NavigationState/navigate(to:policy:)`` does.
  case navigate(NavigationTarget<Schema>)

  /// The redirect's transition from `state`, planned without changing it.
  func plan(from state: NavigationState<Schema>, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    switch self {
    case .present(let route, let style):
      try state.planPresent(route, style: style, options: .init(), stack: [], policy: policy)
    case .navigate(let target): try state.planNavigate(to: target, policy: policy)
    }
  }
}
