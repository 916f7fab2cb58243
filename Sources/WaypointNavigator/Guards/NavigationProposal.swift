public import WaypointCore

/// A transition the navigator is about to apply, as a guard sees it.
public struct NavigationProposal<Schema: NavigationSchema>: Sendable {
  /// The state on screen now.
  public let current: NavigationState<Schema>
  /// The state the transition would produce.
  ///
  /// For the navigator's own operations this state is built only when read, by applying
  /// ``transition`` to ``current``, so a guard that decides from ``transition`` or
  /// ``arrivingEntries`` alone costs the same whatever the size of the state. Read it once and keep
  /// it if a guard needs it often.
  ///
  /// - Complexity: O(*n*) in the entries of the stacks the transition changes, when built on
  ///   reading; O(1) otherwise.
  public var proposed: NavigationState<Schema> {
    if let builtProposed { return builtProposed }
    var state = current
    do {
      try state.apply(transition)
    } catch {
      preconditionFailure("A proposal's transition does not apply to its current state: \(error)")
    }
    return state
  }
  /// The steps, with their cause.
  public let transition: StateTransition<Schema>
  /// Entries that hold unsaved changes, with the reason each gave.
  public let unsavedEntries: [EntryID: String]

  /// The proposed state, when the navigator built it to learn the transition.
  private let builtProposed: NavigationState<Schema>?

  /// A proposal of `transition` from `current`; `proposed` is the state it gives when the navigator
  /// built it to learn the transition, `nil` for the state's own operations, whose proposed state
  /// is built only if read.
  package init(
    current: NavigationState<Schema>,
    proposed: NavigationState<Schema>? = nil,
    transition: StateTransition<Schema>,
    unsavedEntries: [EntryID: String] = [:]
  ) {
    self.current = current
    self.builtProposed = proposed
    self.transition = transition
    self.unsavedEntries = unsavedEntries
  }

  /// Entries the transition puts on screen that were not on screen before.
  ///
  /// Read from the transition's steps alone, so a guard that looks at them costs the same whatever
  /// the size of the state.
  ///
  /// - Complexity: O(*s*) in the entries the transition's steps carry.
  public var arrivingEntries: [NavigationEntry<Schema>] {
    transition.arrivingEntries
  }
}
