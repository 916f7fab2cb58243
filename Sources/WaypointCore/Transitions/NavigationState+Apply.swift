extension NavigationState {
  /// Replays a transition's steps, as a UI or a test that mirrors the state would.
  ///
  /// Applying the transition an operation returned to the state the operation
  /// started from gives the state the operation produced; the same holds for the
  /// planner (``transition(to:)``). The identity counter never moves backwards.
  ///
  /// - Parameter transition: Steps made from this state.
  /// - Throws: The first step that does not fit this state; the state is then
  ///   left exactly as it was.
  /// - Complexity: O(*s* + *t*) for *s* entries the steps carry and *t* tabs
  ///   and presentations: the steps change the stacks in place. A step that
  ///   reuses an identity below the counter (a survivor popped and pushed back)
  ///   makes it O(*n*) in the entries of the state, once.
  public mutating func apply(_ transition: StateTransition<Schema>) throws(NavigationError<Schema>)
  {
    let counter = nextIdentity
    var ledger = IdentityLedger()
    var undo: [Undo] = []
    undo.reserveCapacity(transition.steps.count)
    do {
      for step in transition.steps { undo.append(try apply(step, &ledger)) }
    } catch {
      for record in undo.reversed() { revert(record) }
      nextIdentity = counter
      throw error
    }
    nextIdentity = max(nextIdentity, transition.nextIdentity)
    checkInvariants()
  }

  /// Performs one step.
  ///
  /// - Throws: When the step names a tab, presentation or entry the state does
  ///   not have, or adds an identity already in use; the state is then left
  ///   as it was.
  public mutating func apply(_ step: Step<Schema>) throws(NavigationError<Schema>) {
    var ledger = IdentityLedger()
    _ = try apply(step, &ledger)
  }

  /// How to take one applied step back; steps are checked before they change
  /// anything, so a failing step needs no record.
  enum Undo {
    case selectTab(Schema.Tab)
    case restorePresentations([Presentation<Schema>])
    case removePresentation
    /// Take `count` entries off the top of the stack, then put `entries` back.
    case restack(Place, count: Int, entries: [NavigationEntry<Schema>])
    case restoreEntry(Place, index: Int, NavigationEntry<Schema>)
    case restoreRoot(presentation: Int, NavigationEntry<Schema>)
  }

  /// The identities in use, known only once a step claims one below the
  /// counter: fresh identities (the common case) need no look-up at all.
  struct IdentityLedger {
    var inUse: Set<UInt64>?

    mutating func release(_ entries: [NavigationEntry<Schema>]) {
      guard inUse != nil else { return }
      for entry in entries { inUse?.remove(entry.id.rawValue) }
    }
  }

  private mutating func apply(_ step: Step<Schema>, _ ledger: inout IdentityLedger)
    throws(NavigationError<Schema>) -> Undo
  {
    switch step {
    case .dismiss(let presentation):
      guard let index = presentations.lastIndex(where: { $0.id == presentation.id }) else {
        throw .unknownPresentation(presentation.id)
      }
      let removed = Array(presentations[index...])
      presentations.removeSubrange(index...)
      if ledger.inUse != nil {
        for presentation in removed {
          ledger.inUse?.remove(presentation.id.rawValue)
          ledger.release(presentation.allEntries)
        }
      }
      return .restorePresentations(removed)
    case .selectTab(_, let tab):
      _ = try resolve(.tab(tab))
      defer { selectedTab = tab }
      return .selectTab(selectedTab)
    case .pop(let location, let target, _):
      let place = try place(of: location)
      let keep = try keptCount(at: place, poppingTo: target, location)
      let removed = modifyEntries(at: place) { entries in
        let removed = Array(entries[keep...])
        entries.removeSubrange(keep...)
        return removed
      }
      ledger.release(removed)
      return .restack(place, count: 0, entries: removed)
    case .push(let location, let entry):
      let place = try place(of: location)
      try claim(CollectionOfOne(entry.id.rawValue), &ledger)
      modifyEntries(at: place) { $0.append(entry) }
      return .restack(place, count: 1, entries: [])
    case .update(let location, _, let entry):
      let place = try place(of: location)
      if case .presentation(let index) = place, presentations[index].root.id == entry.id {
        defer { presentations[index].root = entry }
        return .restoreRoot(presentation: index, presentations[index].root)
      }
      // Updates are most often of the top entry: search from the top.
      guard let index = entries(at: place).lastIndex(where: { $0.id == entry.id }) else {
        throw .unknownEntry(entry.id, in: location)
      }
      let old = modifyEntries(at: place) { entries in
        defer { entries[index] = entry }
        return entries[index]
      }
      return .restoreEntry(place, index: index, old)
    case .replace(let location, let removed, let pushed):
      let place = try place(of: location)
      try checkTop(removed, at: place, location)
      try claim(pushed.lazy.map { $0.id.rawValue }, &ledger)
      let taken = modifyEntries(at: place) { entries in
        let taken = Array(entries.suffix(removed.count))
        entries.removeLast(removed.count)
        entries.append(contentsOf: pushed)
        return taken
      }
      ledger.release(taken)
      return .restack(place, count: pushed.count, entries: taken)
    case .present(let presentation):
      try claim(
        [presentation.id.rawValue, presentation.root.id.rawValue]
          + presentation.stack.entries.map { $0.id.rawValue }, &ledger)
      presentations.append(presentation)
      return .removePresentation
    }
  }

  /// Takes back a step `apply` made.
  private mutating func revert(_ undo: Undo) {
    switch undo {
    case .selectTab(let tab): selectedTab = tab
    case .restorePresentations(let removed): presentations += removed
    case .removePresentation: presentations.removeLast()
    case .restack(let place, let count, let entries):
      modifyEntries(at: place) {
        $0.removeLast(count)
        $0.append(contentsOf: entries)
      }
    case .restoreEntry(let place, let index, let entry):
      modifyEntries(at: place) { $0[index] = entry }
    case .restoreRoot(let index, let entry):
      presentations[index].root = entry
    }
  }

  /// Checks that identities are free and moves the counter past them; checks
  /// them all before claiming any, so a refusal changes nothing.
  ///
  /// Fresh identities are at or above the counter, so the common case costs no
  /// look-up; the first one below it builds the ledger of identities in use.
  private mutating func claim(
    _ identities: some Collection<UInt64>, _ ledger: inout IdentityLedger
  ) throws(NavigationError<Schema>) {
    var highest = nextIdentity
    var seen: Set<UInt64>?
    for raw in identities {
      guard raw < Self.maximumIdentity else {
        throw .invalidState(.identityNotBelowCounter(raw, counter: Self.maximumIdentity))
      }
      if raw < nextIdentity {
        if ledger.inUse == nil { ledger.inUse = identitiesInUse() }
        if ledger.inUse?.contains(raw) == true { throw .identityInUse(raw) }
      }
      if identities.count > 1 {
        if seen == nil { seen = [] }
        if seen?.insert(raw).inserted == false { throw .identityInUse(raw) }
      }
      highest = max(highest, raw + 1)
    }
    if ledger.inUse != nil { for raw in identities { ledger.inUse?.insert(raw) } }
    nextIdentity = highest
  }

  private func identitiesInUse() -> Set<UInt64> {
    var identities = Set<UInt64>()
    for tabStack in tabStacks {
      for entry in tabStack.stack.entries { identities.insert(entry.id.rawValue) }
    }
    for presentation in presentations {
      identities.insert(presentation.id.rawValue)
      identities.insert(presentation.root.id.rawValue)
      for entry in presentation.stack.entries { identities.insert(entry.id.rawValue) }
    }
    return identities
  }

  /// How many entries stay when a stack pops to `target` (`nil` or the
  /// presentation's root: none). The target is just below what goes, so the
  /// search starts from the top.
  private func keptCount(
    at place: Place, poppingTo target: EntryID?, _ location: StackLocation<Schema>
  ) throws(NavigationError<Schema>) -> Int {
    guard let target, target != root(at: place)?.id else { return 0 }
    guard let index = entries(at: place).lastIndex(where: { $0.id == target }) else {
      throw .unknownEntry(target, in: location)
    }
    return index + 1
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
}
