import WaypointCore

/// A navigation a guard redirected away from, kept until it can be resumed.
@MainActor
struct PendingNavigation<Schema: NavigationSchema> {
  /// The state when the original navigation was asked for.
  let origin: NavigationState<Schema>
  let cause: TransitionCause
  /// Plans the original navigation again, from `origin`, when resumed.
  let planner: Navigator<Schema>.Planner
  /// The entries the redirect put on screen (the sign-in sheet's).
  ///
  /// When they leave without a resume, the user gave up on the redirect, and so on the navigation
  /// it was for.
  let redirectEntries: Set<EntryID>

  /// Whether `transition` abandons the redirect: it takes a redirect entry off screen, or, for a
  /// redirect that put nothing on screen, it changes anything.
  func isAbandoned(by transition: StateTransition<Schema>) -> Bool {
    guard !transition.isEmpty else { return false }
    guard !redirectEntries.isEmpty else { return true }
    return transition.removedEntries.contains { redirectEntries.contains($0.id) }
  }
}
