extension NavigationState {
  /// Returns to the return point named `point` with `value`, in one transition.
  ///
  /// The nearest entry whose ``EntryOptions/returnPoint`` is `point` (the top presentation first,
  /// then the selected tab, then the others) comes on screen: its tab selected, what is above it
  /// dismissed and popped. `value` waits in the state, addressed to it and saved with the snapshot,
  /// until ``takeReturnValue(at:)`` takes it.
  ///
  /// A point on a hidden tab is shown again or refused, as ``NavigationPolicy/revealsHiddenTabs``
  /// says, as for a link to that tab.
  ///
  /// - Throws: ``NavigationError/unknownReturnPoint(_:)`` when no entry is that point;
  ///   ``NavigationError/tabHidden(_:)`` when it is on a hidden tab the policy does not reveal.
  @discardableResult
  public mutating func `return`(
    to point: String, with value: Schema.ReturnValue, policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    guard let id = returnPoint(point), let location = entry(id)?.location else {
      throw .unknownReturnPoint(point)
    }
    var next = self
    next.journal.steps = []
    if case .presentation(let shown) = location,
      let index = presentations.firstIndex(where: { $0.id == shown }),
      index + 1 < presentations.count
    {
      try next.dismiss(presentations[index + 1].id)
    } else if case .tab(let tab) = location {
      next.dismissAll()
      if tab != selectedTab { try next.selectTab(tab, policy: policy) }
    }
    try next.pop(to: id, in: location)
    returnValues[id] = value
    return commit(transition(next.journal.steps ?? []))
  }

  /// Takes the value returned to the nearest return point named `point` that holds one, once; `nil`
  /// when none waits.
  public mutating func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    returnPoint(point, holdingValue: true).flatMap { returnValues.removeValue(forKey: $0) }
  }

  /// The nearest entry that is the return point `point`.
  package func returnPoint(_ point: String, holdingValue: Bool = false) -> EntryID? {
    let tabs =
      (tabStacks.filter { $0.tab == selectedTab } + tabStacks.filter { $0.tab != selectedTab })
      .map { Array($0.stack) }
    let stacks = presentations.reversed().map { [$0.root] + $0.stack } + tabs
    return stacks.lazy.flatMap { $0.reversed() }.first {
      $0.options.returnPoint == point && (!holdingValue || returnValues[$0.id] != nil)
    }?.id
  }

  /// The entry a screen returns to when `id` goes: the one beneath it, or beneath its presentation;
  /// `id` itself over a tab's root, no entry.
  package func returnAddress(finishing id: EntryID) -> EntryID {
    guard let location = entry(id)?.location else { return id }
    var below = tabStacks[selectedTabIndex].stack.map(\.id)
    for presentation in presentations {
      if presentation.root.id == id { break }
      below = [presentation.root.id] + presentation.stack.map(\.id)
      if case .presentation(presentation.id) = location { break }
    }
    if case .tab(let tab) = location { below = stack(at: .tab(tab))?.map(\.id) ?? [] }
    return below.prefix { $0 != id }.last ?? id
  }
}
