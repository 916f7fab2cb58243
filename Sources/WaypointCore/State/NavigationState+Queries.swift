extension NavigationState {
  /// The tabs in bar order.
  public var tabs: [Schema.Tab] { tabStacks.map { $0.tab } }

  /// Where pushes and pops land by default: the topmost presentation's stack if one is up, else the
  /// selected tab's.
  ///
  /// A dialog holds no stack, so while one is up this is the stack beneath it, the one the user
  /// still sees.
  public var activeLocation: StackLocation<Schema> {
    if let top = stackedPresentation { return .presentation(top.id) }
    return .tab(selectedTab)
  }

  /// The stack at ``activeLocation``.
  public var activeStack: Stack<Schema> {
    if let top = stackedPresentation { return top.stack }
    return tabStacks[selectedTabIndex].stack
  }

  /// The topmost presentation that holds a stack: the top one, or the one beneath a dialog.
  private var stackedPresentation: Presentation<Schema>? {
    presentations.last { !$0.style.isDialog }
  }

  /// The entry on screen: the top presentation's top entry (its root when its stack is empty, and a
  /// dialog's root while one is up), else the top of the selected tab's stack; `nil` when a tab's
  /// root is on screen.
  public var visibleEntry: NavigationEntry<Schema>? {
    if let top = presentations.last { return top.stack.last ?? top.root }
    return tabStacks[selectedTabIndex].stack.last
  }

  /// The screen on top as a target, what a way out describes and an app drawing its own shares.
  ///
  /// The selected tab, its stack, and the presentations over it but dialogs (a question, not a
  /// place): `router.link(for: state.screenOnTop)`.
  public var screenOnTop: NavigationTarget<Schema> {
    func element(_ entry: NavigationEntry<Schema>) -> StackElement<Schema> {
      StackElement(entry.route, options: entry.options)
    }
    return NavigationTarget(
      tab: selectedTab, stack: tabStacks[selectedTabIndex].stack.map(element),
      presentations: presentations.filter { !$0.style.isDialog }.map {
        .init(element($0.root), style: $0.style, stack: $0.stack.map(element))
      })
  }

  /// The stack at `location`, or `nil` if it does not exist.
  public func stack(at location: StackLocation<Schema>) -> Stack<Schema>? {
    switch location {
    case .tab(let tab): tabStacks.first { $0.tab == tab }?.stack
    case .presentation(let id): presentation(id)?.stack
    }
  }

  /// The presentation with `id`, if it is up.
  public func presentation(_ id: PresentationID) -> Presentation<Schema>? {
    presentations.first { $0.id == id }
  }

  /// The entry with `id` and the stack it is on, if it is anywhere in the state.
  ///
  /// A presentation's root entry reports the presentation's location.
  ///
  /// - Complexity: O(*n*) in the number of entries in the state.
  public func entry(_ id: EntryID) -> (
    entry: NavigationEntry<Schema>, location: StackLocation<Schema>
  )? {
    for tabStack in tabStacks {
      if let entry = tabStack.stack.first(where: { $0.id == id }) {
        return (entry, .tab(tabStack.tab))
      }
    }
    for presentation in presentations {
      if let entry = presentation.allEntries.first(where: { $0.id == id }) {
        return (entry, .presentation(presentation.id))
      }
    }
    return nil
  }

  /// Every entry in the state: each tab's stack in bar order, then each presentation's root and
  /// stack, bottom first.
  public var allEntries: [NavigationEntry<Schema>] {
    tabStacks.flatMap { $0.stack } + presentations.flatMap { $0.allEntries }
  }

  /// The identities among `ids` that name an entry of the state, found in one walk over the
  /// entries, which ends once every one is found.
  ///
  /// For the values waiting at return points, which an entry that went takes away: asking
  /// ``entry(_:)`` for each would walk the entries once per value.
  ///
  /// - Complexity: O(*n*) in the number of entries in the state, none for no `ids`.
  package func entryIDs(among ids: Set<EntryID>) -> Set<EntryID> {
    var found = Set<EntryID>()
    guard !ids.isEmpty else { return found }
    // A few identities are compared one by one, which costs less than hashing every entry's.
    let few = ids.count <= 8 ? ids.map(\.rawValue) : nil
    // Whether `id` is among `ids`, noting it; `true` once every one is found.
    func note(_ id: EntryID) -> Bool {
      guard few?.contains(id.rawValue) ?? ids.contains(id) else { return false }
      found.insert(id)
      return found.count == ids.count
    }
    // Reads each entry's identity in place: copying every entry would cost more than the rest.
    func noteAll(_ stack: Stack<Schema>) -> Bool {
      stack.withUnsafeBufferPointer { entries in
        for index in entries.indices where note(entries[index].id) { return true }
        return false
      }
    }
    for tabStack in tabStacks where noteAll(tabStack.stack) { return found }
    for presentation in presentations {
      if note(presentation.root.id) || noteAll(presentation.stack) { return found }
    }
    return found
  }

  /// The values among `values` whose entries are in the state.
  ///
  /// A value whose entry went can reach no one. Free without values; one walk over the entries with
  /// them.
  package func reachable(_ values: [EntryID: Schema.ReturnValue]) -> [EntryID: Schema.ReturnValue] {
    guard !values.isEmpty else { return values }
    let found = entryIDs(among: Set(values.keys))
    return found.count == values.count ? values : values.filter { found.contains($0.key) }
  }

  var selectedTabIndex: Int {
    guard let index = tabStacks.firstIndex(where: { $0.tab == selectedTab }) else {
      preconditionFailure("Selected tab '\(selectedTab)' is not one of \(tabs).")
    }
    return index
  }

  func largestIdentityInUse() -> UInt64 {
    let entryIDs = allEntries.lazy.map { $0.id.rawValue }
    let presentationIDs = presentations.lazy.map { $0.id.rawValue }
    return max(entryIDs.max() ?? 0, presentationIDs.max() ?? 0)
  }
}
