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
    guard case let (id, location)? = returnPoint(point) else {
      throw .unknownReturnPoint(point)
    }
    let transition = try planReturn(to: id, at: location, policy: policy)
    returnValues[id] = value
    return commit(transition)
  }

  /// The transition of a return to the entry `id` at `location`, planned without changing the
  /// state: the presentations above it dismissed, its tab selected, then its stack popped to it.
  ///
  /// Dismissing and selecting leave the entry's stack as it is, so its pop is planned from this
  /// state too, and the plan costs what the return changes.
  private func planReturn(
    to id: EntryID, at location: StackLocation<Schema>, policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    var steps: [Step<Schema>] = []
    switch location {
    case .presentation(let shown):
      if let index = presentations.firstIndex(where: { $0.id == shown }),
        index + 1 < presentations.count
      {
        steps = try planDismiss(presentations[index + 1].id).steps
      }
    case .tab(let tab):
      steps = planDismiss(from: 0).steps
      if tab != selectedTab { steps += try planSelectTab(tab, policy: policy).steps }
    }
    steps += try planPop(to: id, in: location).steps
    return transition(steps)
  }

  /// Takes the value returned to the nearest return point named `point` that holds one, once; `nil`
  /// when none waits.
  public mutating func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    returnPoint(point, holdingValue: true).flatMap { returnValues.removeValue(forKey: $0.id) }
  }

  /// The nearest entry that is the return point `point`, and the stack it is on: the presentations
  /// from the top, each from the top of its stack down to its root, then the selected tab's stack
  /// from the top, then the other tabs' in bar order; with `holdingValue`, the nearest that holds a
  /// value.
  ///
  /// It walks the stacks in place, from the top, so a point near the top is found at once.
  package func returnPoint(_ point: String, holdingValue: Bool = false)
    -> (id: EntryID, location: StackLocation<Schema>)?
  {
    func isPoint(_ entry: NavigationEntry<Schema>) -> Bool {
      entry.options.returnPoint == point && (!holdingValue || returnValues[entry.id] != nil)
    }
    for presentation in presentations.reversed() {
      if let entry = presentation.stack.last(where: isPoint) {
        return (entry.id, .presentation(presentation.id))
      }
      if isPoint(presentation.root) {
        return (presentation.root.id, .presentation(presentation.id))
      }
    }
    let selected = selectedTabIndex
    if let entry = tabStacks[selected].stack.last(where: isPoint) {
      return (entry.id, .tab(selectedTab))
    }
    for tabStack in tabStacks where tabStack.tab != selectedTab {
      if let entry = tabStack.stack.last(where: isPoint) { return (entry.id, .tab(tabStack.tab)) }
    }
    return nil
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
