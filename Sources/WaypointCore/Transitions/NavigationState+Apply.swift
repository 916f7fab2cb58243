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
  public mutating func apply(_ transition: StateTransition<Schema>) throws(NavigationError<Schema>)
  {
    var copy = self
    for step in transition.steps { try copy.apply(step) }
    copy.nextIdentity = max(copy.nextIdentity, transition.nextIdentity)
    copy.checkInvariants()
    self = copy
  }

  /// Performs one step.
  ///
  /// - Throws: When the step names a tab, presentation or entry the state does
  ///   not have, or adds an identity already in use. The state may then be
  ///   partly changed; ``apply(_:)-(StateTransition<Schema>)`` rolls back for you.
  public mutating func apply(_ step: Step<Schema>) throws(NavigationError<Schema>) {
    switch step {
    case .dismiss(let presentation):
      guard let index = presentations.firstIndex(where: { $0.id == presentation.id }) else {
        throw .unknownPresentation(presentation.id)
      }
      presentations.removeSubrange(index...)
    case .selectTab(_, let tab):
      _ = try resolve(.tab(tab))
      selectedTab = tab
    case .pop(let location, let target, _):
      try popEntries(at: location, to: target)
    case .push(let location, let entry):
      try claim(entry.id.rawValue)
      try setEntries(entries(at: try resolve(location)) + [entry], at: location)
    case .update(let location, _, let entry):
      try updateEntry(entry, at: location)
    case .replace(let location, let removed, let pushed):
      let remaining = try entriesBelowTop(removed, at: location)
      for entry in pushed { try claim(entry.id.rawValue) }
      try setEntries(remaining + pushed, at: location)
    case .present(let presentation):
      for raw in [presentation.id.rawValue] + presentation.allEntries.map(\.id.rawValue) {
        try claim(raw)
      }
      presentations.append(presentation)
    }
  }

  /// Checks that an identity is free and moves the counter past it.
  ///
  /// Fresh identities are at or above the counter, so the common case costs no scan.
  private mutating func claim(_ raw: UInt64) throws(NavigationError<Schema>) {
    guard raw < Self.maximumIdentity else {
      throw .invalidState(.identityNotBelowCounter(raw, counter: Self.maximumIdentity))
    }
    if raw < nextIdentity, isInUse(raw) { throw .identityInUse(raw) }
    nextIdentity = max(nextIdentity, raw + 1)
  }

  private func isInUse(_ raw: UInt64) -> Bool {
    allEntries.contains { $0.id.rawValue == raw }
      || presentations.contains { $0.id.rawValue == raw }
  }

  private mutating func popEntries(at location: StackLocation<Schema>, to target: EntryID?)
    throws(NavigationError<Schema>)
  {
    let entries = entries(at: try resolve(location))
    guard let target, target != root(at: location)?.id else {
      return try setEntries([], at: location)
    }
    guard let index = entries.firstIndex(where: { $0.id == target }) else {
      throw .unknownEntry(target, in: location)
    }
    try setEntries(Array(entries[...index]), at: location)
  }

  private mutating func updateEntry(
    _ entry: NavigationEntry<Schema>, at location: StackLocation<Schema>
  )
    throws(NavigationError<Schema>)
  {
    let location = try resolve(location)
    if case .presentation(let id) = location,
      let index = presentations.firstIndex(where: { $0.id == id }),
      presentations[index].root.id == entry.id
    {
      presentations[index].root = entry
      return
    }
    var entries = entries(at: location)
    guard let index = entries.firstIndex(where: { $0.id == entry.id }) else {
      throw .unknownEntry(entry.id, in: location)
    }
    entries[index] = entry
    try setEntries(entries, at: location)
  }

  /// The entries that stay when `removed` are taken off the top.
  private func entriesBelowTop(
    _ removed: [NavigationEntry<Schema>], at location: StackLocation<Schema>
  )
    throws(NavigationError<Schema>) -> [NavigationEntry<Schema>]
  {
    let entries = entries(at: try resolve(location))
    guard removed.count <= entries.count else {
      throw .notEnoughEntries(requested: removed.count, available: entries.count, in: location)
    }
    let split = entries.count - removed.count
    for (entry, expected) in zip(entries[split...], removed) where entry.id != expected.id {
      throw .unknownEntry(expected.id, in: location)
    }
    return Array(entries[..<split])
  }
}
