/// What an operation did: its ordered steps and who asked for it.
///
/// Replaying a transition's steps on the state it was made from gives the state the operation
/// produced: that is how the navigator applies a navigation once its guards allow it, and how a
/// display follows it.
public struct StateTransition<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// The atomic steps, in the order a UI should perform them.
  public package(set) var steps: [Step<Schema>]
  /// Who or what asked for the transition.
  public var cause: TransitionCause
  /// How the display shows the transition; a transition decoded without one animates.
  public var animation: NavigationAnimation
  /// The identity counter of the resulting state, so replaying the steps also reproduces the
  /// identities the operation allocated.
  package var nextIdentity: UInt64

  package init(
    steps: [Step<Schema>], cause: TransitionCause = .app,
    animation: NavigationAnimation = .animated, nextIdentity: UInt64
  ) {
    self.steps = steps
    self.cause = cause
    self.animation = animation
    self.nextIdentity = nextIdentity
  }

  /// Whether the transition changes nothing on screen.
  package var isEmpty: Bool { steps.isEmpty }

  /// Every entry the transition takes off screen for good, in step order.
  ///
  /// An entry popped and pushed back by the same transition (a survivor above a removed entry, see
  /// ``NavigationState/removeEntries(where:)``) is not listed.
  ///
  /// - Complexity: O(*s*) in the entries the steps carry.
  public var removedEntries: [NavigationEntry<Schema>] {
    // Closures rather than key paths, here and in the package's other generic code: a key path into
    // a generic type is instantiated at run time on each evaluation, which cost every navigation
    // some 28,000 instructions here.
    let removed = steps.flatMap { $0.removedEntries }
    guard !removed.isEmpty else { return [] }
    let added = steps.flatMap { $0.addedEntries }
    guard !added.isEmpty else { return removed }
    let returning = Set(added.map { $0.id })
    return removed.filter { !returning.contains($0.id) }
  }

  /// The entries the transition puts on screen that were not on screen before it, in step order:
  /// every added entry but those an earlier step of the same transition took off (a survivor popped
  /// and pushed back).
  ///
  /// Identities are unique in a state, so an entry on screen before can only be added again after
  /// it was removed.
  ///
  /// - Complexity: O(*s*) in the entries the steps carry, whatever the size of the state.
  package var arrivingEntries: [NavigationEntry<Schema>] {
    guard steps.contains(where: { !$0.removedEntries.isEmpty }) else {
      return steps.flatMap { $0.addedEntries }
    }
    var arriving: [NavigationEntry<Schema>] = []
    var added: Set<EntryID> = []
    var leftBefore: Set<EntryID> = []
    for step in steps {
      for entry in step.removedEntries where !added.contains(entry.id) {
        leftBefore.insert(entry.id)
      }
      for entry in step.addedEntries {
        if !leftBefore.contains(entry.id) { arriving.append(entry) }
        added.insert(entry.id)
      }
    }
    return arriving
  }

}
