extension NavigationState {
  /// Pops the top entry of a stack.
  ///
  /// Popping never dismisses: on a presentation whose stack is empty it throws;
  /// use ``dismiss()`` to close the presentation.
  ///
  /// - Parameter location: The stack; `nil` for the active stack.
  /// - Returns: One pop step.
  /// - Throws: ``NavigationError/stackIsEmpty(_:)`` or an unknown location.
  @discardableResult
  public mutating func pop(in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    try pop(count: 1, in: location)
  }

  /// Pops the top `count` entries of a stack in one step.
  ///
  /// A count of zero changes nothing and returns an empty transition, so a
  /// count computed by the caller needs no special case.
  ///
  /// - Parameters:
  ///   - count: How many entries to pop; zero or more.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One pop step that removes `count` entries, or none for zero.
  /// - Throws: ``NavigationError/negativeCount(_:)``,
  ///   ``NavigationError/stackIsEmpty(_:)``,
  ///   ``NavigationError/notEnoughEntries(requested:available:in:)`` or an unknown location.
  @discardableResult
  public mutating func pop(count: Int, in location: StackLocation<Schema>? = nil)
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
    return try popToIndex(depth - count - 1, at: location)
  }

  /// Pops a stack to its root. Already at the root, the transition is empty.
  ///
  /// - Parameter location: The stack; `nil` for the active stack.
  /// - Returns: One pop step, or none.
  /// - Throws: An unknown location.
  @discardableResult
  public mutating func popToRoot(in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    try popToIndex(-1, at: try resolve(location))
  }

  /// Pops a stack down to the entry with `id`, which stays on top.
  ///
  /// A presentation's root entry is a valid target: popping to it pops to root.
  /// Popping to the entry already on top gives an empty transition.
  ///
  /// - Parameters:
  ///   - id: The entry to land on.
  ///   - location: The stack; `nil` for the active stack.
  /// - Returns: One pop step, or none.
  /// - Throws: ``NavigationError/unknownEntry(_:in:)`` or an unknown location.
  @discardableResult
  public mutating func pop(to id: EntryID, in location: StackLocation<Schema>? = nil)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let location = try resolve(location)
    if root(at: location)?.id == id { return try popToIndex(-1, at: location) }
    guard let index = entries(at: location).firstIndex(where: { $0.id == id }) else {
      throw .unknownEntry(id, in: location)
    }
    return try popToIndex(index, at: location)
  }

  /// Pops to the lowest entry that satisfies `predicate`, the root of a
  /// presentation included: the one furthest back.
  ///
  /// ```swift
  /// try state.popToFirst { $0.route == .list }
  /// ```
  ///
  /// - Parameters:
  ///   - location: The stack; `nil` for the active stack.
  ///   - predicate: Chooses the entry to land on.
  /// - Returns: One pop step, or none when the match is on top.
  /// - Throws: ``NavigationError/noMatchingEntry(in:)`` or an unknown location.
  /// - Complexity: O(*n*) in the depth of the stack.
  @discardableResult
  public mutating func popToFirst(
    in location: StackLocation<Schema>? = nil,
    where predicate: (NavigationEntry<Schema>) -> Bool
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try pop(toMatchIn: location, fromTop: false, where: predicate)
  }

  /// Pops to the highest entry that satisfies `predicate`, the root of a
  /// presentation included: the nearest one going back.
  ///
  /// ```swift
  /// try state.popToLast(in: .tab(.pokedex)) { $0.route == .list }
  /// ```
  ///
  /// - Parameters:
  ///   - location: The stack; `nil` for the active stack.
  ///   - predicate: Chooses the entry to land on.
  /// - Returns: One pop step, or none when the match is on top.
  /// - Throws: ``NavigationError/noMatchingEntry(in:)`` or an unknown location.
  /// - Complexity: O(*n*) in the depth of the stack.
  @discardableResult
  public mutating func popToLast(
    in location: StackLocation<Schema>? = nil,
    where predicate: (NavigationEntry<Schema>) -> Bool
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    try pop(toMatchIn: location, fromTop: true, where: predicate)
  }

  private mutating func pop(
    toMatchIn location: StackLocation<Schema>?,
    fromTop: Bool,
    where predicate: (NavigationEntry<Schema>) -> Bool
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let location = try resolve(location)
    let candidates = (root(at: location).map { [$0] } ?? []) + entries(at: location)
    let match = fromTop ? candidates.last(where: predicate) : candidates.first(where: predicate)
    guard let match else { throw .noMatchingEntry(in: location) }
    return try pop(to: match.id, in: location)
  }

  /// Pops so that the entry at `index` is on top; -1 pops to the root.
  private mutating func popToIndex(_ index: Int, at location: StackLocation<Schema>)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    guard let step = popStep(to: index, at: location) else { return transition([]) }
    let transition = transition([step])
    try apply(transition)
    return transition
  }

  /// The step that pops a stack so the entry at `index` is on top, or `nil`
  /// when it is on top already. It copies only the entries that go, and holds
  /// nothing of the stack afterwards, so `apply` pops in place.
  private func popStep(to index: Int, at location: StackLocation<Schema>) -> Step<Schema>? {
    let entries = entries(at: location)
    guard index + 1 < entries.count else { return nil }
    let target = index >= 0 ? entries[index].id : nil
    return .pop(location, to: target, removed: Array(entries[(index + 1)...]))
  }
}
