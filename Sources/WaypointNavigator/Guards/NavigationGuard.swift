public import WaypointCore

/// Inspects a transition before the navigator applies it.
///
/// Guards run in order on the main actor, before anything is applied; the first one that does not
/// allow decides. A guard answers at once, so a navigation every guard allows is applied in the
/// same call; a guard that needs time (to ask a server, say) answers ``GuardDecision/later(_:)``
/// with the task that decides, and the navigation waits for it. An allow may go stale during that
/// wait (the user signs out), so once the task allows, the other guards are asked again, in order,
/// before anything is applied; the guard whose task allowed is not asked again. A guard must not
/// navigate itself: navigations asked meanwhile wait their turn.
@MainActor
public protocol NavigationGuard<Schema> {
  /// The schema of the states this guard inspects.
  associatedtype Schema: NavigationSchema

  /// Decides whether `proposal` (the current and proposed states and the steps between them) may
  /// happen: allow, deny, redirect, or decide later.
  func evaluate(_ proposal: NavigationProposal<Schema>) -> GuardDecision<Schema>

  /// Whether `entry` may be on screen as things are now.
  ///
  /// The default allows every entry; a guard that protects screens (such as ``SignInGuard``) says
  /// no to them while its condition does not hold.
  ///
  /// - Parameter entry: An entry on screen, or about to be restored.
  /// - Returns: `false` to have the navigator take it off screen.
  func allows(_ entry: NavigationEntry<Schema>) -> Bool
}

extension NavigationGuard {
  /// Allows every entry.
  public func allows(_ entry: NavigationEntry<Schema>) -> Bool { true }
}
