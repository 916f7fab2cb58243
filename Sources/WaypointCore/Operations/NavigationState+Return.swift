extension NavigationState {
  /// Returns to the return point named `point` with `value`, in one transition.
  ///
  /// The nearest entry whose ``EntryOptions/returnPoint`` is `point` (the top
  /// presentation first, then the selected tab, then the other tabs in bar
  /// order) comes on screen: its tab is selected, the presentations above it
  /// are dismissed and the entries above it popped. `value` waits in the
  /// state, addressed to that entry, until ``takeReturnValue(at:)`` takes it;
  /// it is part of the snapshot, so a relaunch does not lose it.
  ///
  /// ```swift
  /// try state.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
  /// try state.present(.berry(id: 1))
  /// try state.return(to: "pokemon", with: .berry(id: 7))
  /// state.takeReturnValue(at: "pokemon")  // .berry(id: 7), once
  /// ```
  ///
  /// - Throws: ``NavigationError/unknownReturnPoint(_:)`` when no entry is
  ///   that return point; the state is unchanged.
  @discardableResult
  public mutating func `return`(to point: String, with value: Schema.ReturnValue)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    guard let id = returnPoint(point) else { throw .unknownReturnPoint(point) }
    var next = self
    next.journal.steps = []
    try next.navigate(toEntry: id)
    let transition = transition(next.journal.steps ?? [])
    next.journal = journal
    self = next
    journal.steps?.append(contentsOf: transition.steps)
    returnValues[id] = value
    return transition
  }

  /// Takes the value returned to the nearest return point named `point`
  /// that holds one: each value is taken once, and `nil` when none waits.
  ///
  /// A screen that is a return point asks for its value when it appears,
  /// also after a relaunch, which keeps values waiting.
  public mutating func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    guard let id = returnPoint(point, holdingValue: true) else { return nil }
    return returnValues.removeValue(forKey: id)
  }

  /// The nearest entry that is the return point `point`, top presentation first.
  package func returnPoint(_ point: String, holdingValue: Bool = false) -> EntryID? {
    let selected = tabStacks.filter { $0.tab == selectedTab }
    let stacks =
      presentations.reversed().map { [$0.root] + $0.stack }
      + (selected + tabStacks.filter { $0.tab != selectedTab }).map { Array($0.stack) }
    for stack in stacks {
      for entry in stack.reversed() where entry.options.returnPoint == point {
        if !holdingValue || returnValues[entry.id] != nil { return entry.id }
      }
    }
    return nil
  }

  /// Brings entry `id` on screen: selects its tab, dismisses what is above
  /// it and pops the entries over it.
  private mutating func navigate(toEntry id: EntryID) throws(NavigationError<Schema>) {
    guard let location = entry(id)?.location else { throw .unknownEntry(id, in: activeLocation) }
    switch location {
    case .tab(let tab):
      dismissAll()
      if tab != selectedTab { try selectTab(tab) }
    case .presentation(let presentation):
      if let index = presentations.firstIndex(where: { $0.id == presentation }),
        index + 1 < presentations.count
      {
        try dismiss(presentations[index + 1].id)
      }
    }
    try pop(to: id, in: location)
  }

  /// The entry a screen returns to when `id` finishes: the one beneath it on
  /// its stack, or beneath its presentation; `id` itself over a tab's root,
  /// which is no entry.
  package func returnAddress(finishing id: EntryID) -> EntryID {
    guard let location = entry(id)?.location else { return id }
    if case .presentation(let presentation) = location, root(at: location)?.id == id {
      guard let index = presentations.firstIndex(where: { $0.id == presentation }) else {
        return id
      }
      if index > 0 {
        let below = presentations[index - 1]
        return below.stack.last?.id ?? below.root.id
      }
      return tabStacks[selectedTabIndex].stack.last?.id ?? id
    }
    let entries = entries(at: location)
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return id }
    if index > 0 { return entries[index - 1].id }
    return root(at: location)?.id ?? id
  }
}
