extension NavigationState {
  /// Replays a transition made from this state: the one application of every navigation, and how a
  /// display follows the navigator step by step.
  ///
  /// Transitions come from this state's own planners (or from the state a display follows), so each
  /// step fits; a step that does not is a bug in the caller, and the state is then left part-way.
  ///
  /// - Throws: The first step that does not fit this state.
  /// - Complexity: O(*s* + *t*) for *s* entries the steps carry and *t* tabs and presentations:
  ///   steps change the stacks in place.
  package mutating func apply(_ transition: StateTransition<Schema>)
    throws(NavigationError<Schema>)
  {
    TransitionCounter.countApplication()
    for step in transition.steps { try apply(step) }
    nextIdentity = max(nextIdentity, transition.nextIdentity)
    checkInvariants()
  }

  /// Applies a transition this state's own planner has just made, which fits by construction, and
  /// returns it.
  mutating func commit(_ transition: StateTransition<Schema>) -> StateTransition<Schema> {
    applyPlanned(transition)
    journal.steps?.append(contentsOf: transition.steps)
    return transition
  }

  /// Applies a transition planned from this very state, which fits by construction (a step that
  /// does not is a bug in the planner, and traps).
  package mutating func applyPlanned(_ transition: StateTransition<Schema>) {
    do {
      try apply(transition)
    } catch {
      preconditionFailure("A planned transition does not fit its state: \(error)")
    }
  }

  /// Gives an entry on the stack at `place` (or its presentation's root) new options, keeping its
  /// route; updates are most often of the top entry, so the search starts there.
  mutating func update(
    _ entry: NavigationEntry<Schema>, at place: Place, _ location: StackLocation<Schema>
  ) throws(NavigationError<Schema>) {
    if case .presentation(let index) = place, presentations[index].root.id == entry.id {
      guard presentations[index].root.route == entry.route else {
        throw .unknownEntry(entry.id, in: location)
      }
      presentations[index].root = entry
      return
    }
    guard let index = entries(at: place).lastIndex(where: { $0.id == entry.id }),
      entries(at: place)[index].route == entry.route
    else {
      throw .unknownEntry(entry.id, in: location)
    }
    modifyEntries(at: place) { $0[index] = entry }
  }

  /// Checks that the top of a stack is `removed`, by identity.
  func checkTop(
    _ removed: [NavigationEntry<Schema>], at place: Place, _ location: StackLocation<Schema>
  ) throws(NavigationError<Schema>) {
    let entries = entries(at: place)
    guard removed.count <= entries.count else {
      throw .notEnoughEntries(requested: removed.count, available: entries.count, in: location)
    }
    for (entry, expected) in zip(entries.suffix(removed.count), removed)
    where entry.id != expected.id {
      throw .unknownEntry(expected.id, in: location)
    }
  }

  /// How many entries stay when a stack pops to `target` (`nil` or the presentation's root: none).
  ///
  /// The target is just below what goes, so the search starts from the top and costs what the pop
  /// removes.
  func keptCount(
    at place: Place, poppingTo target: EntryID?, _ location: StackLocation<Schema>
  ) throws(NavigationError<Schema>) -> Int {
    guard let target, target != root(at: place)?.id else { return 0 }
    guard let index = entries(at: place).lastIndex(where: { $0.id == target }) else {
      throw .unknownEntry(target, in: location)
    }
    return index + 1
  }
}
