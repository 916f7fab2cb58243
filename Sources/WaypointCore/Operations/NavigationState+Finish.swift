extension NavigationState {
  /// Takes a screen off, with everything above it, without knowing its parent.
  ///
  /// A screen only needs its own identity to finish: on a stack, its stack pops to the entry
  /// beneath it (or to the root); as the root of a presentation, that presentation is dismissed
  /// with the ones above it.
  ///
  /// - Parameter id: The finishing screen's entry, wherever it is.
  /// - Returns: One pop step, or the dismissals.
  /// - Throws: ``NavigationError/unknownEntry(_:in:)`` (naming the active location) when no entry
  ///   has `id`.
  @discardableResult
  public mutating func finish(_ id: EntryID) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    commit(try planFinish(id))
  }

  /// The transition of ``finish(_:)``, planned without changing the state.
  package func planFinish(_ id: EntryID) throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    guard let (_, location) = entry(id) else { throw .unknownEntry(id, in: activeLocation) }
    if case .presentation(let presentationID) = location, root(at: location)?.id == id {
      return try planDismiss(presentationID)
    }
    let entries = entries(at: location)
    guard let index = entries.lastIndex(where: { $0.id == id }) else {
      throw .unknownEntry(id, in: location)
    }
    return index == 0
      ? try planPopToRoot(in: location) : try planPop(to: entries[index - 1].id, in: location)
  }
}
