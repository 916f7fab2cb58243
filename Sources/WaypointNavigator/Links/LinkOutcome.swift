public import WaypointCore
public import WaypointLinks

/// What became of a link handed to ``Navigator/open(_:with:)-(String,_)``.
public enum LinkOutcome<Schema: NavigationSchema>: Sendable {
  /// The link was resolved and navigated; the navigation's own outcome says
  /// whether guards let it through.
  case opened(NavigationOutcome<Schema>)
  /// The link waits: for the app to be ready, or for presentations to go away.
  case queued(LinkWait)
  /// The link could not be resolved; nothing changed.
  case failed(LinkError)

  /// Whether the link's destination is on screen now.
  public var isOpened: Bool {
    if case .opened(let outcome) = self { return outcome.isApplied }
    return false
  }

}
