// The plumbing every operation goes through: resolving locations, reading and
// writing one stack, allocating identities. The checks live here, once.
extension NavigationState {
  /// The location an operation acts on: `location`, checked, or the active one.
  func resolve(_ location: StackLocation<Schema>?) throws(NavigationError<Schema>)
    -> StackLocation<Schema>
  {
    guard let location else { return activeLocation }
    switch location {
    case .tab(let tab):
      guard tabStacks.contains(where: { $0.tab == tab }) else { throw .unknownTab(tab) }
    case .presentation(let id):
      guard presentation(id) != nil else { throw .unknownPresentation(id) }
    }
    return location
  }

  /// The entries of a resolved location's stack, bottom first.
  func entries(at location: StackLocation<Schema>) -> [NavigationEntry<Schema>] {
    stack(at: location)?.entries ?? []
  }

  /// The presentation root under a resolved location's stack, if it has one.
  package func root(at location: StackLocation<Schema>) -> NavigationEntry<Schema>? {
    guard case .presentation(let id) = location else { return nil }
    return presentation(id)?.root
  }

  /// Replaces the entries of an existing stack.
  mutating func setEntries(_ entries: [NavigationEntry<Schema>], at location: StackLocation<Schema>)
    throws(NavigationError<Schema>)
  {
    switch location {
    case .tab(let tab):
      guard let index = tabStacks.firstIndex(where: { $0.tab == tab }) else {
        throw .unknownTab(tab)
      }
      tabStacks[index].stack.entries = entries
    case .presentation(let id):
      guard let index = presentations.firstIndex(where: { $0.id == id }) else {
        throw .unknownPresentation(id)
      }
      presentations[index].stack.entries = entries
    }
  }

  /// Hands out the next identity.
  mutating func allocateIdentity() -> UInt64 {
    precondition(
      nextIdentity < Self.maximumIdentity,
      "Identity counter exhausted at \(nextIdentity); states are validated to stay far below it.")
    defer { nextIdentity += 1 }
    return nextIdentity
  }

  /// A new entry with a fresh identity.
  mutating func makeEntry(_ element: PathElement<Schema>) -> NavigationEntry<Schema> {
    NavigationEntry(
      id: EntryID(rawValue: allocateIdentity()), route: element.route, options: element.options)
  }

  /// Throws if a stack of `depth` entries breaks the depth policy.
  func checkDepth(
    _ depth: Int, at location: StackLocation<Schema>, policies: NavigationPolicies
  ) throws(NavigationError<Schema>) {
    if let limit = policies.maximumDepth, depth > limit {
      throw .depthLimitExceeded(limit: limit, resultingDepth: depth, in: location)
    }
  }

  /// A transition of `steps` that ends with this state's identity counter.
  package func transition(_ steps: [Step<Schema>]) -> StateTransition<Schema> {
    StateTransition(steps: steps, nextIdentity: nextIdentity)
  }
}
