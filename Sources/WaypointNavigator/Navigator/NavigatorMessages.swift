import WaypointCore

// Every sentence the navigator module says, in one place: the descriptions of
// its outcomes and events, and the reasons it gives on the app's behalf.
//
// Outcomes and events quote routes and the app's reasons, which may carry a
// link's or a snapshot's text, so each sentence goes through
// `MessageText.describing(_:)` before it reaches a log or a terminal.

/// The reasons the navigator and its guards give when the app gives none.
@usableFromInline enum NavigatorMessages {
  /// Why a navigation was denied when its redirect was refused in turn.
  static func redirectRefused(_ reason: String) -> String {
    "Redirect refused: \(reason)"
  }

  /// ``SignInGuard``'s reason for a protected route, unless the app words its own.
  @usableFromInline @MainActor static func signInRequired<Route>(_ route: Route) -> String {
    "'\(route)' needs a signed-in user."
  }
}

extension NavigationOutcome: CustomStringConvertible {
  /// One sentence: `applied app: push entry#4 about on tab(home)`,
  /// `denied: The draft has not been saved.`, `failed: Unknown tab 'x'.`
  public var description: String {
    MessageText.describing(plainDescription)
  }

  private var plainDescription: String {
    switch self {
    case .applied(let transition): "applied \(transition)"
    case .denied(let reason): "denied: \(reason)"
    case .redirected(let transition, let reason): "redirected \(transition) — \(reason)"
    case .failed(let error): "failed: \(error)"
    }
  }
}

extension NavigationEvent: CustomStringConvertible {
  /// One line: the kind of event, the cause and the steps.
  public var description: String {
    MessageText.describing(plainDescription)
  }

  private var plainDescription: String {
    switch self {
    case .applied(let transition, let version): "applied v\(version) \(transition)"
    case .denied(let transition, let reason): "denied \(transition) — \(reason)"
    case .redirected(let from, let to, let reason): "redirected \(from) → \(to) — \(reason)"
    case .failed(let cause, let error): "failed \(cause): \(error)"
    }
  }
}

extension LinkOutcome: CustomStringConvertible {
  /// One sentence: `opened, applied deepLink: …`, `queued until the app is
  /// ready`, `failed: No route matches '/pokedx/25'. …`.
  public var description: String {
    MessageText.describing(plainDescription)
  }

  private var plainDescription: String {
    switch self {
    case .opened(let outcome): "opened, \(outcome)"
    case .queued(.appNotReady): "queued until the app is ready"
    case .queued(.presentationUp): "queued until nothing is presented"
    case .failed(let error): "failed: \(error)"
    }
  }
}
