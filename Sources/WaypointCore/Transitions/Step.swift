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
