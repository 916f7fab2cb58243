// The plumbing every operation goes through: resolving locations, reading and writing one stack,
// allocating identities. The checks live here, once.
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
      guard let presentation = presentation(id) else { throw .unknownPresentation(id) }
      guard !presentation.style.isDialog else { throw .dialogHasNoStack(id) }
    }
    return location
  }

  /// Where a stack is stored: a tab's or a presentation's index.
  enum Place {
    case tab(Int)
    case presentation(Int)
  }

  /// Where the stack at `location` is stored.
  func place(of location: StackLocation<Schema>) throws(NavigationError<Schema>) -> Place {
    switch location {
    case .tab(let tab):
      guard let index = tabStacks.firstIndex(where: { $0.tab == tab }) else {
        throw .unknownTab(tab)
      }
      return .tab(index)
    case .presentation(let id):
      guard let index = presentations.lastIndex(where: { $0.id == id }) else {
        throw .unknownPresentation(id)
      }
      return .presentation(index)
    }
  }

  /// The entries stored at `place`, bottom first.
  func entries(at place: Place) -> [NavigationEntry<Schema>] {
    switch place {
    case .tab(let index): tabStacks[index].stack
    case .presentation(let index): presentations[index].stack
    }
  }

  /// The presentation root under the stack at `place`, if it has one.
  func root(at place: Place) -> NavigationEntry<Schema>? {
    guard case .presentation(let index) = place else { return nil }
    return presentations[index].root
  }

  /// Changes the entries stored at `place` in place: nothing else holds them meanwhile, so
  /// appending and removing at the top do not copy the stack.
  @discardableResult
  mutating func modifyEntries<Result>(
    at place: Place, _ body: (inout [NavigationEntry<Schema>]) -> Result
  ) -> Result {
    switch place {
    case .tab(let index): body(&tabStacks[index].stack)
    case .presentation(let index): body(&presentations[index].stack)
    }
  }

  /// The entries of a resolved location's stack, bottom first.
  func entries(at location: StackLocation<Schema>) -> [NavigationEntry<Schema>] {
    stack(at: location) ?? []
  }

  /// The presentation root under a resolved location's stack, if it has one.
  package func root(at location: StackLocation<Schema>) -> NavigationEntry<Schema>? {
    guard case .presentation(let id) = location else { return nil }
    return presentation(id)?.root
  }

  /// How many entries a resolved location's stack holds.
  func depth(at location: StackLocation<Schema>) -> Int {
    stack(at: location)?.count ?? 0
  }

  /// The entry on top of a resolved location's stack, else its presentation's root.
  func top(at location: StackLocation<Schema>) -> NavigationEntry<Schema>? {
    stack(at: location)?.last ?? root(at: location)
  }

  /// The one way identities are handed out: from a copy of the counter, for the steps of a
  /// transition planned before it is applied.
  ///
  /// The transition carries the counter it ends with, so applying it moves the state's.
  struct IdentityAllocator {
    var next: UInt64

    mutating func entry(_ element: StackElement<Schema>) -> NavigationEntry<Schema> {
      NavigationEntry(
        id: EntryID(rawValue: identity()), route: element.route, options: element.options)
    }

    mutating func identity() -> UInt64 {
      precondition(
        next < NavigationState.maximumIdentity,
        "Identity counter exhausted at \(next); states are validated to stay far below it.")
      defer { next += 1 }
      return next
    }
  }

  /// An allocator that starts at this state's counter.
  var identities: IdentityAllocator { IdentityAllocator(next: nextIdentity) }

  /// A transition of `steps` whose identities came from `allocator`.
  func transition(
    _ steps: [Step<Schema>], _ allocator: IdentityAllocator
  ) -> StateTransition<Schema> {
    StateTransition(steps: steps, nextIdentity: allocator.next)
  }

  /// Throws if a stack of `depth` entries is past the depth limit.
  func checkDepth(
    _ depth: Int, at location: StackLocation<Schema>, limits: NavigationLimits
  ) throws(NavigationError<Schema>) {
    if let limit = limits.maximumDepth, depth > limit {
      throw .depthLimitExceeded(limit: limit, resultingDepth: depth, in: location)
    }
  }

  /// Throws if a presentation of `root` with `depth` entries on its stack would be past the depth
  /// limit; checked before its identity is handed out, so the error names what was asked for, not
  /// an identity that never came to exist.
  static func checkDepth(
    _ depth: Int, ofNewPresentationOf root: Schema.Route, limits: NavigationLimits
  ) throws(NavigationError<Schema>) {
    if let limit = limits.maximumDepth, depth > limit {
      throw .newPresentationTooDeep(root: root, limit: limit, resultingDepth: depth)
    }
  }

  /// A transition of `steps` that ends with this state's identity counter.
  package func transition(_ steps: [Step<Schema>]) -> StateTransition<Schema> {
    StateTransition(steps: steps, nextIdentity: nextIdentity)
  }
}
