extension NavigationState {
  /// Takes back a transition this state has just made, step by step from the
  /// last, and puts the identity counter back to `counter`.
  ///
  /// The navigator uses this to learn what one of the state's own operations
  /// would do without copying a stack: it runs the operation in place, takes
  /// the transition back before anything can observe it, lets the guards
  /// decide, and applies the transition again only if they allow it.
  ///
  /// - Parameters:
  ///   - transition: The transition whose steps produced this state, as an
  ///     operation returned it.
  ///   - counter: The identity counter before the transition.
  /// - Complexity: O(*s* + *t*) for *s* entries the steps carry and *t* tabs
  ///   and presentations; no stack is copied.
  package mutating func revert(_ transition: StateTransition<Schema>, counter: UInt64) {
    for step in transition.steps.reversed() { revert(step) }
    nextIdentity = counter
    checkInvariants()
  }

  /// Takes back one step, the last this state made.
  private mutating func revert(_ step: Step<Schema>) {
    switch step {
    case .dismiss(let presentation):
      presentations.append(presentation)
    case .selectTab(let tab, _):
      selectedTab = tab
    case .pop(let location, _, let removed):
      modifyEntries(at: madePlace(of: location)) { $0.append(contentsOf: removed) }
    case .push(let location, _):
      modifyEntries(at: madePlace(of: location)) { $0.removeLast() }
    case .update(let location, let old, let new):
      restore(old, replacing: new, at: madePlace(of: location))
    case .replace(let location, let removed, let pushed):
      modifyEntries(at: madePlace(of: location)) {
        $0.removeLast(pushed.count)
        $0.append(contentsOf: removed)
      }
    case .present:
      presentations.removeLast()
    }
  }

  /// Puts an updated entry's old options back, searching from the top as
  /// updates are most often of the top entry.
  private mutating func restore(
    _ old: NavigationEntry<Schema>, replacing new: NavigationEntry<Schema>, at place: Place
  ) {
    if case .presentation(let index) = place, presentations[index].root.id == new.id {
      presentations[index].root = old
      return
    }
    guard let index = entries(at: place).lastIndex(where: { $0.id == new.id }) else {
      preconditionFailure("revert: entry \(new.id) of an update step is not on its stack")
    }
    modifyEntries(at: place) { $0[index] = old }
  }

  /// The place of a stack a step of this state's last transition changed,
  /// which therefore exists.
  private func madePlace(of location: StackLocation<Schema>) -> Place {
    do {
      return try place(of: location)
    } catch {
      preconditionFailure("revert: a step's stack is gone: \(error)")
    }
  }
}
