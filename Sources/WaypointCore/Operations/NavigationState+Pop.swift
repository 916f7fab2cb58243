extension NavigationState {
  /// Pops the top `count` entries of a stack in one step.
  ///
  /// Popping never dismisses: on a presentation whose stack is empty it throws; use ``dismiss(_:)``
  /// to close the presentation. A count of zero changes nothing and returns an empty transition, so
  /// a count computed by the caller needs no special case.
  ///
  /// - Parameters:
  ///   - count: How many entries to pop; one by default.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One pop step that removes `count` entries, or none for zero.
  /// - Throws: ``NavigationError/negativeCount(_:)``, ``NavigationError/stackIsEmpty(_:)``,
  ///   ``NavigationError/notEnoughEntries(requested:available:in:)`` or an unknown location.
  /// - Complexity: O(`count`).
  @discardableResult
  public mutating func pop(count: Int = 1, in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    commit(try planPop(count: count, in: location))
  }

  /// Pops a stack to its root.
  ///
  /// Already at the root, the transition is empty.
  ///
  /// - Parameter location: The stack; `nil` for the active stack.
  /// - Returns: One pop step, or none.
  /// - Throws: An unknown location.
  @discardableResult
  public mutating func popToRoot(in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    commit(try planPopToRoot(in: location))
  }

  /// Pops a stack down to the entry with `id`, which stays on top.
  ///
  /// A presentation's root entry is a valid target: popping to it pops to root. Popping to the
  /// entry already on top gives an empty transition.
  ///
  /// - Parameters:
  ///   - id: The entry to land on.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One pop step, or none.
  /// - Throws: ``NavigationError/unknownEntry(_:in:)`` or an unknown location.
  /// - Complexity: O(*k*) for the *k* entries above `id`: the search starts from the top.
  @discardableResult
  public mutating func pop(to id: EntryID, in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    commit(try planPop(to: id, in: location))
  }

  /// The transition of ``pop(count:in:)``, planned without changing the state.
  package func planPop(count: Int, in location: StackLocation<Schema>?)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    guard count >= 0 else { throw .negativeCount(count) }
    let location = try resolve(location)
    let depth = depth(at: location)
    guard count > 0 else { return transition([]) }
    guard depth > 0 else { throw .stackIsEmpty(location) }
    guard count <= depth else {
      throw .notEnoughEntries(requested: count, available: depth, in: location)
    }
    return planPop(toIndex: depth - count - 1, at: location)
  }

  /// The transition of ``popToRoot(in:)``, planned without changing the state.
  package func planPopToRoot(in location: StackLocation<Schema>?)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    planPop(toIndex: -1, at: try resolve(location))
  }

  /// The transition of ``pop(to:in:)``, planned without changing the state.
  package func planPop(to id: EntryID, in location: StackLocation<Schema>?)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let location = try resolve(location)
    if root(at: location)?.id == id { return planPop(toIndex: -1, at: location) }
    guard let index = entries(at: location).lastIndex(where: { $0.id == id }) else {
      throw .unknownEntry(id, in: location)
    }
    return planPop(toIndex: index, at: location)
  }

  /// The step that pops a stack so the entry at `index` is on top (-1: the root); empty when it is
  /// on top already.
  ///
  /// It copies only the entries that go.
  private func planPop(toIndex index: Int, at location: StackLocation<Schema>)
    -> StateTransition<Schema>
  {
    let entries = entries(at: location)
    guard index + 1 < entries.count else { return transition([]) }
    let target = index >= 0 ? entries[index].id : nil
    return transition([.pop(location, to: target, removed: Array(entries[(index + 1)...]))])
  }
}
