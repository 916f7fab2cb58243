import WaypointCore

// Every sentence the navigator module says, in one place: the descriptions of its outcomes and
// events, and the reasons it gives on the app's behalf.
//
// Outcomes and events quote routes and the app's reasons, which may carry a link's or a snapshot's
// text, so each sentence goes through `MessageText.describing(_:)` before it reaches a log or a
// terminal.

/// The reasons the navigator and its guards give when the app gives none.
@usableFromInline enum NavigatorMessages {
  /// Why a navigation was denied when its redirect was denied in turn.
  static func redirectDenied(_ reason: String) -> String {
    "Redirect denied: \(reason)"
  }

  /// ``SignInGuard``'s reason for a protected route, unless the app words its own.
  @usableFromInline @MainActor static func signInRequired<Route>(_ route: Route) -> String {
    "'\(route)' needs a signed-in user."
  }
}

extension NavigationOutcome: CustomStringConvertible {
  /// One sentence that says what became of the navigation.
  ///
  /// For example `applied app: push entry#4 about on tab(home)`, `denied app: pop 1 on tab(home) to
  /// root — The draft has not been saved.`, `failed deepLink: No route matches '/pokedx/25'.`
  public var description: String {
    MessageText.describing(plainDescription)
  }

  private var plainDescription: String {
    switch self {
    case .applied(let transition): "applied \(transition)"
    case .denied(let transition, let reason): "denied \(transition) — \(reason)"
    case .redirected(let from, let to, let reason): "redirected \(from) → \(to) — \(reason)"
    case .failed(let cause, let error): "failed \(cause): \(error)"
    }
  }
}
