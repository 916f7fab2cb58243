public import WaypointCore
public import WaypointLinks

/// What became of a link handed to ``Navigator/open(_:with:)``.
public enum LinkOutcome<Schema: NavigationSchema>: Sendable {
  /// The link was resolved and navigated; the navigation's own outcome says
  /// whether guards let it through.
  case opened(NavigationOutcome<Schema>)
  /// The link waits: for the app to be ready, or for presentations to go away.
  case queued(LinkWait)
  /// The link was refused; nothing changed.
  case rejected(LinkError)

  /// Whether the link's destination is on screen now.
  public var isOpened: Bool {
    if case .opened(let outcome) = self { return outcome.isApplied }
    return false
  }
}

/// Why a link waits.
public enum LinkWait: String, Hashable, Sendable {
  /// The app has not called ``Navigator/markReadyForLinks()`` yet.
  case appNotReady
  /// Its policy is ``LinkPresentationPolicy/deferUntilDismissed`` and a presentation is up.
  case presentationUp
}

/// A link that is waiting, with the router that will open it.
struct WaitingLink<Schema: NavigationSchema>: Sendable {
  let link: String
  let router: LinkRouter<Schema>
  let reason: LinkWait
}
