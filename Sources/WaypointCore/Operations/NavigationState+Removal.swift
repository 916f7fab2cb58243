extension NavigationState {
  /// Removes every entry that satisfies `predicate`, from every stack, in one transition; use it
  /// when the item a screen shows is deleted.
  ///
  /// Entries above a removed one stay (the user lands on what was beneath the deleted screen). A
  /// presentation whose root is removed is dismissed together with the presentations above it.
  ///
  /// - Parameter predicate: Chooses the entries to remove.
  /// - Returns: Dismissals, pops and the re-pushes of surviving entries (same identities), or an
  ///   empty transition when nothing matches.
  /// - Complexity: O(*n*) in the number of entries in the state.
  @discardableResult
  public mutating func removeEntries(where predicate: (NavigationEntry<Schema>) -> Bool)
    -> StateTransition<Schema>
  {
    commit(planRemoveEntries(where: predicate))
  }

  /// Changes the options of an entry in place: its selection or its back lock.
  ///
  /// - Parameters:
  ///   - id: The entry, on any stack or as a presentation root.
  ///   - change: Edits the options.
  /// - Returns: One update step, or none when the options did not change.
  /// - Throws: ``NavigationError/unknownEntry(_:in:)`` (on the active stack's location) when no
  ///   entry has `id`.
  @discardableResult
  public mutating func updateOptions(
    of id: EntryID,
    _ change: (inout EntryOptions<Schema.Selection>) -> Void
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planUpdateOptions(of: id, change))
  }

  /// The transition of ``removeEntries(where:)``, planned without changing the state.
  ///
  /// Stacks with nothing to remove stay shared with this state, so the planner skips them at once.
  package func planRemoveEntries(where predicate: (NavigationEntry<Schema>) -> Bool)
    -> StateTransition<Schema>
  {
    var next = self
    for index in next.tabStacks.indices where next.tabStacks[index].stack.contains(where: predicate)
    {
      next.tabStacks[index].stack.removeAll(where: predicate)
    }
    if let firstRemoved = next.presentations.firstIndex(where: { predicate($0.root) }) {
      next.presentations.removeSubrange(firstRemoved...)
    }
    for index in next.presentations.indices
    where next.presentations[index].stack.contains(where: predicate) {
      next.presentations[index].stack.removeAll(where: predicate)
    }
    return plannedTransition(to: next)
  }

  /// The transition of ``updateOptions(of:_:)``, planned without changing the state.
  package func planUpdateOptions(
    of id: EntryID, _ change: (inout EntryOptions<Schema.Selection>) -> Void
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    guard let (entry, location) = entry(id) else { throw .unknownEntry(id, in: activeLocation) }
    var updated = entry
    change(&updated.options)
    guard updated != entry else { return transition([]) }
    return transition([.update(location, from: entry, to: updated)])
  }
}
