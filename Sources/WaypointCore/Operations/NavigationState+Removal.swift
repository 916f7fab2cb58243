extension NavigationState {
  /// Removes every entry that satisfies `predicate`, from every stack, in one
  /// transition; use it when the item a screen shows is deleted.
  ///
  /// Entries above a removed one stay (the user lands on what was beneath the
  /// deleted screen). A presentation whose root is removed is dismissed together
  /// with the presentations above it.
  ///
  /// ```swift
  /// try state.removeEntries { $0.route == .teamMember(id: released) }
  /// ```
  ///
  /// - Parameter predicate: Chooses the entries to remove.
  /// - Returns: Dismissals, pops and the re-pushes of surviving entries (same
  ///   identities), or an empty transition when nothing matches.
  /// - Complexity: O(*n*) in the number of entries in the state.
  @discardableResult
  public mutating func removeEntries(where predicate: (NavigationEntry<Schema>) -> Bool)
    -> StateTransition<Schema>
  {
    do {
      let transition = try removal(where: predicate)
      try apply(transition)
      return transition
    } catch {
      preconditionFailure("Removing entries keeps the tabs, so planning cannot fail: \(error)")
    }
  }

  /// The planned transition to this state without the entries `predicate`
  /// picks. Stacks with nothing to remove are left shared with this state,
  /// so the planner skips them at once.
  private func removal(where predicate: (NavigationEntry<Schema>) -> Bool)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    var next = self
    for index in next.tabStacks.indices where next.tabStacks[index].stack.contains(where: predicate)
    {
      next.tabStacks[index].stack.entries.removeAll(where: predicate)
    }
    if let firstRemoved = next.presentations.firstIndex(where: { predicate($0.root) }) {
      next.presentations.removeSubrange(firstRemoved...)
    }
    for index in next.presentations.indices
    where next.presentations[index].stack.contains(where: predicate) {
      next.presentations[index].stack.entries.removeAll(where: predicate)
    }
    return try transition(to: next)
  }

  /// Changes the options of an entry in place: its selection or its back lock.
  ///
  /// ```swift
  /// try state.updateOptions(of: id) { $0.selection = "7" }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The entry, on any stack or as a presentation root.
  ///   - change: Edits the options.
  /// - Returns: One update step, or none when the options did not change.
  /// - Throws: ``NavigationError/unknownEntry(_:in:)`` (on the active stack's
  ///   location) when no entry has `id`.
  @discardableResult
  public mutating func updateOptions(
    of id: EntryID,
    _ change: (inout EntryOptions<Schema.Selection>) -> Void
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    guard let (entry, location) = entry(id) else { throw .unknownEntry(id, in: activeLocation) }
    var updated = entry
    change(&updated.options)
    guard updated != entry else { return transition([]) }
    let transition = transition([.update(location, from: entry, to: updated)])
    try apply(transition)
    return transition
  }
}
