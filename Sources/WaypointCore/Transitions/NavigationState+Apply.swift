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
    _ = try applyTelling(transition)
  }

  /// Applies a transition and tells what it changed.
  private mutating func applyTelling(_ transition: StateTransition<Schema>)
    throws(NavigationError<Schema>) -> AppliedChange
  {
    TransitionCounter.countApplication()
    var change = AppliedChange.nothing
    for step in transition.steps {
      let stepChange = try applyTelling(step)
      change = change == .nothing ? stepChange : .several
    }
    nextIdentity = max(nextIdentity, transition.nextIdentity)
    checkInvariants()
    return change
  }

  /// Applies a transition this state's own planner has just made, which fits by construction, and
  /// returns it.
  mutating func commit(_ transition: StateTransition<Schema>) -> StateTransition<Schema> {
    applyPlanned(transition)
    journal.steps?.append(contentsOf: transition.steps)
    return transition
  }

  /// Applies a transition planned from this very state, which fits by construction (a step that
  /// does not is a bug in the planner, and traps), and tells what it changed.
  @discardableResult
  package mutating func applyPlanned(_ transition: StateTransition<Schema>) -> AppliedChange {
    do {
      return try applyTelling(transition)
    } catch {
      preconditionFailure("A planned transition does not fit its state: \(error)")
    }
  }

  /// Performs one step.
  ///
  /// - Throws: When the step names a tab, presentation or entry the state does not have.
  package mutating func apply(_ step: Step<Schema>) throws(NavigationError<Schema>) {
    _ = try applyTelling(step)
  }

  /// Performs one step and tells what it changed.
  private mutating func applyTelling(_ step: Step<Schema>) throws(NavigationError<Schema>)
    -> AppliedChange
  {
    switch step {
    case .dismiss(let presentation):
      guard let index = presentations.lastIndex(where: { $0.id == presentation.id }) else {
        throw .unknownPresentation(presentation.id)
      }
      let dismissed = presentations.count - index
      presentations.removeSubrange(index...)
      return dismissed == 1 ? .dismissed : .several
    case .selectTab(_, let tab):
      _ = try resolve(.tab(tab))
      selectedTab = tab
      return .several
    case .pop(let location, let target, let removed):
      let place = try place(of: location)
      let keep = try keptCount(at: place, poppingTo: target, location)
      // The step names what it takes away; a list that is not what lies above the target would make
      // every reader of the step wrong.
      guard entries(at: place).count - keep == removed.count else {
        throw .notEnoughEntries(
          requested: removed.count, available: entries(at: place).count - keep, in: location)
      }
      try checkTop(removed, at: place, location)
      modifyEntries(at: place) { $0.removeSubrange(keep...) }
      return Self.change(ofStackAt: place)
    case .push(let location, let entry):
      let place = try place(of: location)
      modifyEntries(at: place) { $0.append(entry) }
      return Self.change(ofStackAt: place)
    case .update(let location, let before, let entry):
      // An update changes options only: identity and route stay.
      guard before.id == entry.id, before.route == entry.route else {
        throw .unknownEntry(entry.id, in: location)
      }
      try update(entry, at: try place(of: location), location)
      return .several
    case .updatePresentation(let before, let after):
      guard before.id == after.id,
        let index = presentations.firstIndex(where: { $0.id == after.id })
      else { throw .unknownPresentation(after.id) }
      presentations[index] = presentations[index].withOptions(of: after)
      return .several
    case .replace(let location, let removed, let pushed):
      let place = try place(of: location)
      try checkTop(removed, at: place, location)
      modifyEntries(at: place) {
        $0.removeLast(removed.count)
        $0.append(contentsOf: pushed)
      }
      return Self.change(ofStackAt: place)
    case .present(let presentation):
      presentations.append(presentation)
      return .presented
    case .arrangeTabs(let tabs, let hidden, let sections):
      arrange(tabs, hidden: hidden, sections: sections)
      return .several
    case .search(let query):
      searchQuery = query
      return .several
    }
  }

  /// Gives an entry on the stack at `place` (or its presentation's root) new options, keeping its
  /// route; updates are most often of the top entry, so the search starts there.
  private mutating func update(
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
  private func checkTop(
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
  private func keptCount(
    at place: Place, poppingTo target: EntryID?, _ location: StackLocation<Schema>
  ) throws(NavigationError<Schema>) -> Int {
    guard let target, target != root(at: place)?.id else { return 0 }
    guard let index = entries(at: place).lastIndex(where: { $0.id == target }) else {
      throw .unknownEntry(target, in: location)
    }
    return index + 1
  }

  /// One step's change to the stack stored at `place`.
  @inline(__always)
  private static func change(ofStackAt place: Place) -> AppliedChange {
    if case .tab(let index) = place { return .tabStack(index) }
    return .several
  }
}
