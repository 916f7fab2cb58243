public import WaypointCore
import WaypointLinks

/// A transition the navigator is about to apply, as a guard sees it.
public struct NavigationProposal<Schema: NavigationSchema>: Sendable {
  /// The state on screen now.
  public let current: NavigationState<Schema>
  /// The state the transition would produce.
  public let proposed: NavigationState<Schema>
  /// The steps, with their cause.
  public let transition: StateTransition<Schema>
  /// Entries that hold unsaved changes, with the reason each gave.
  public let unsavedEntries: [EntryID: String]

  package init(
    current: NavigationState<Schema>,
    proposed: NavigationState<Schema>,
    transition: StateTransition<Schema>,
    unsavedEntries: [EntryID: String] = [:]
  ) {
    self.current = current
    self.proposed = proposed
    self.transition = transition
    self.unsavedEntries = unsavedEntries
  }

  /// Entries the transition puts on screen that were not on screen before.
  ///
  /// Read from the transition's steps alone, so a guard that looks at them
  /// costs the same whatever the size of the state.
  ///
  /// - Complexity: O(*s*) in the entries the transition's steps carry.
  public var arrivingEntries: [NavigationEntry<Schema>] {
    transition.arrivingEntries
  }
}
