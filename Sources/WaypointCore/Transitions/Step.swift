/// One atomic change a UI can animate on its own.
///
/// A ``StateTransition`` is an ordered list of steps. Steps carry the entries they add or remove,
/// so a reader (an animation, an analytics hook, a test) needs nothing else, and the navigator and
/// its display replay them.
public enum Step<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// A presentation goes away, together with its stack.
  case dismiss(Presentation<Schema>)
  /// The tab bar selects another tab.
  case selectTab(from: Schema.Tab, to: Schema.Tab)
  /// A stack pops to an entry (`nil`: to its root), removing `removed`, bottom first.
  case pop(StackLocation<Schema>, to: EntryID?, removed: [NavigationEntry<Schema>])
  /// An entry is pushed onto a stack.
  case push(StackLocation<Schema>, NavigationEntry<Schema>)
  /// An entry already on a stack gets new options; its identity and route stay.
  case update(StackLocation<Schema>, from: NavigationEntry<Schema>, to: NavigationEntry<Schema>)
  /// A presentation gets new options (``Presentation/detents`` and the rest); its entries stay.
  case updatePresentation(from: Presentation<Schema>, to: Presentation<Schema>)
  /// The top `removed` entries give way to `pushed`, animated as one push.
  case replace(
    StackLocation<Schema>, removed: [NavigationEntry<Schema>], pushed: [NavigationEntry<Schema>])
  /// A presentation comes up with its root; its stack follows as push steps.
  case present(Presentation<Schema>)
  /// The tab bar becomes these tabs, hidden ones included, with these hidden and these sections
  /// (see ``NavigationState/arrangeTabs(_:hidden:sections:)``).
  case arrangeTabs([Schema.Tab], hidden: Set<Schema.Tab>, sections: [Schema.Tab: String])
  /// The search tab's query becomes this text.
  case search(String)

  /// The entries this step takes off their stack.
  package var removedEntries: [NavigationEntry<Schema>] {
    switch self {
    case .dismiss(let presentation): presentation.allEntries
    case .pop(_, _, let removed), .replace(_, let removed, _): removed
    case .selectTab, .push, .update, .updatePresentation, .present, .arrangeTabs, .search: []
    }
  }

  /// The entries this step puts on a stack.
  package var addedEntries: [NavigationEntry<Schema>] {
    switch self {
    case .push(_, let entry): [entry]
    case .replace(_, _, let pushed): pushed
    case .present(let presentation): presentation.allEntries
    case .dismiss, .selectTab, .pop, .update, .updatePresentation, .arrangeTabs, .search: []
    }
  }
}

extension Step: CustomStringConvertible {
  /// One line that says what the step does and where.
  ///
  /// For example `push entry#5 pokemon(id: 98) on tab(pokedex)`.
  ///
  /// Routes are shown as Swift describes them, with the C1 and bidirectional controls Swift leaves
  /// raw escaped: a route may carry a link's text.
  public var description: String {
    MessageText.describing(plainDescription)
  }

  private var plainDescription: String {
    switch self {
    case .dismiss(let presentation):
      "dismiss \(presentation.id) (\(presentation.root.route))"
    case .selectTab(let from, let to):
      "select tab \(to) (was \(from))"
    case .pop(let location, let target, let removed):
      "pop \(removed.count) on \(location) to \(target.map(\.description) ?? "root")"
    case .push(let location, let entry):
      "push \(entry.id) \(entry.route) on \(location)"
    case .update(let location, _, let entry):
      "update \(entry.id) \(entry.route) on \(location)"
    case .updatePresentation(_, let presentation):
      "update \(presentation.id) \(presentation.style) (\(presentation.root.route))"
    case .replace(let location, let removed, let pushed):
      "replace \(removed.count) on \(location) with \(pushed.map { "\($0.id) \($0.route)" })"
    case .present(let presentation):
      "present \(presentation.id) \(presentation.style) (\(presentation.root.route))"
    case .arrangeTabs(let tabs, let hidden, _):
      "arrange tabs \(tabs.map { "\($0)" }.joined(separator: ", ")), hiding "
        + (hidden.isEmpty
          ? "none" : tabs.filter(hidden.contains).map { "\($0)" }.joined(separator: ", "))
    case .search(let query):
      "search \(query.debugDescription)"
    }
  }
}

extension NavigationState {
  /// Performs one step: here, beside the cases, so a new kind of step is written in this file
  /// and the display's alone.
  ///
  /// - Throws: When the step names a tab, presentation or entry the state does not have.
  package mutating func apply(_ step: Step<Schema>) throws(NavigationError<Schema>) {
    switch step {
    case .dismiss(let presentation):
      guard let index = presentations.lastIndex(where: { $0.id == presentation.id }) else {
        throw .unknownPresentation(presentation.id)
      }
      presentations.removeSubrange(index...)
    case .selectTab(_, let tab):
      _ = try resolve(.tab(tab))
      selectedTab = tab
    case .pop(let location, let target, let removed):
      let place = try place(of: location)
      let keep = try keptCount(at: place, poppingTo: target, location)
      // The step names what it takes away; a list that is not what lies above the target would make
      // every reader of the step wrong.
      guard entries(at: place).count - keep == removed.count else {
        throw .notEnoughEntries(
          requested: removed.count, available: entries(at: place).count - keep, in: location)
      }
      try checkTop(removed, at: place, location)
      modifyEntries(at: place) { $0.removeSubrange(keep...) }
    case .push(let location, let entry):
      let place = try place(of: location)
      modifyEntries(at: place) { $0.append(entry) }
    case .update(let location, let before, let entry):
      // An update changes options only: identity and route stay.
      guard before.id == entry.id, before.route == entry.route else {
        throw .unknownEntry(entry.id, in: location)
      }
      try update(entry, at: try place(of: location), location)
    case .updatePresentation(let before, let after):
      guard before.id == after.id,
        let index = presentations.firstIndex(where: { $0.id == after.id })
      else { throw .unknownPresentation(after.id) }
      presentations[index] = presentations[index].withOptions(of: after)
    case .replace(let location, let removed, let pushed):
      let place = try place(of: location)
      try checkTop(removed, at: place, location)
      modifyEntries(at: place) {
        $0.removeLast(removed.count)
        $0.append(contentsOf: pushed)
      }
    case .present(let presentation):
      presentations.append(presentation)
    case .arrangeTabs(let tabs, let hidden, let sections):
      arrange(tabs, hidden: hidden, sections: sections)
    case .search(let query):
      searchQuery = query
    }
  }
}
