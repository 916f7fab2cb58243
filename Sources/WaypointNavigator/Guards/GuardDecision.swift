public import WaypointCore

/// A guard's answer to a ``NavigationProposal``.
public enum GuardDecision<Schema: NavigationSchema>: Hashable, Sendable {
  /// Let the transition through to the next guard.
  case allow
  /// Deny it; the state stays exactly as it was.
  case deny(reason: String)
  /// Go somewhere else first and keep the original as the pending navigation, which
  /// ``Navigator/resumePending()`` lands on later.
  case redirect(NavigationRedirect<Schema>, reason: String)
  /// Answer when `task` finishes (asking a server, say). The navigation, and every navigation asked
  /// after it, waits its turn meanwhile; when `task` allows, the other guards are asked again
  /// before anything is applied.
  case later(Task<GuardDecision<Schema>, Never>)
}
