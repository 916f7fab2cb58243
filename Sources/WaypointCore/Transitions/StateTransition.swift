/// What an operation did: its ordered steps and who asked for it.
///
/// ```swift
/// let transition = try state.navigate(to: target)
/// for batch in transition.batches(for: .oneArrivalPerUpdate) {
///   await ui.apply(batch)   // one push per UI update
/// }
/// ```
///
/// Applying a transition's steps to the state it was made from gives the state
/// the operation produced (see ``NavigationState/apply(_:)-(StateTransition<Schema>)``).
public struct StateTransition<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// The atomic steps, in the order a UI should perform them.
  public package(set) var steps: [Step<Schema>]
  /// Who or what asked for the transition.
  public var cause: TransitionCause
  /// The identity counter of the resulting state, so replaying the steps also
  /// reproduces the identities the operation allocated.
  public package(set) var nextIdentity: UInt64

  package init(steps: [Step<Schema>], cause: TransitionCause = .app, nextIdentity: UInt64) {
    self.steps = steps
    self.cause = cause
    self.nextIdentity = nextIdentity
  }

  /// Whether the transition changes nothing on screen.
  public var isEmpty: Bool { steps.isEmpty }

  /// Every entry the transition takes off screen for good, in step order.
  ///
  /// An entry popped and pushed back by the same transition (a survivor above a
  /// removed entry, see ``NavigationState/removeEntries(where:)``) is not listed.
  public var removedEntries: [NavigationEntry<Schema>] {
    let returning = Set(steps.flatMap(\.addedEntries).map(\.id))
    return steps.flatMap(\.removedEntries).filter { !returning.contains($0.id) }
  }

  /// The steps grouped into UI updates for `mode`.
  ///
  /// In ``ReplayMode/oneArrivalPerUpdate`` each batch ends with one arrival;
  /// dismissals, tab changes and pops ride along with the arrival that follows
  /// them. Steps after the last arrival form a final batch.
  ///
  /// - Returns: Non-empty batches whose concatenation is ``steps``.
  public func batches(for mode: ReplayMode) -> [[Step<Schema>]] {
    guard !steps.isEmpty else { return [] }
    guard mode == .oneArrivalPerUpdate else { return [steps] }
    var batches: [[Step<Schema>]] = []
    var current: [Step<Schema>] = []
    for step in steps {
      current.append(step)
      if step.isArrival {
        batches.append(current)
        current = []
      }
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }
}
