public import WaypointCore
import WaypointLinks

/// Inspects a transition before the navigator applies it.
///
/// Guards run in order on the main actor; the first one that does not allow
/// decides. A guard may suspend (to ask a server, say) but must not navigate
/// itself: the navigator applies one transition at a time and waits for it.
///
/// ```swift
/// struct OnlyOnWeekdays: NavigationGuard {
///   func evaluate(_ proposal: NavigationProposal<App>) async -> GuardDecision<App> {
///     isWeekend() ? .deny(reason: "Closed on weekends.") : .allow
///   }
/// }
/// ```
@MainActor
public protocol NavigationGuard<Schema> {
  /// The schema of the states this guard inspects.
  associatedtype Schema: NavigationSchema

  /// Decides whether `proposal` may happen.
  ///
  /// - Parameter proposal: The current and proposed states and the steps between them.
  /// - Returns: Allow, deny with a reason, or redirect.
  func evaluate(_ proposal: NavigationProposal<Schema>) async -> GuardDecision<Schema>
}
