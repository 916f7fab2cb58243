import PMITerminal

/// A key of the full screen: the keys, what it does, where it applies.
///
/// ``all`` is the one list: keys are dispatched from it, and the help
/// screen and the footer's hints are written from it.
struct KeyBinding {
  /// Where a binding applies.
  enum Scope {
    case everywhere, lists, details, stacked
  }

  let keys: [Key]
  /// The keys as the help screen shows them.
  let label: String
  let summary: String
  /// A short hint for the footer, if the binding earns a place there.
  let hint: String?
  let scope: Scope
  let command: BrowseCommand

  static let all: [KeyBinding] = [
    KeyBinding(
      keys: [.up, .character("k")], label: "↑ k", summary: "move up", hint: "↑↓ move",
      scope: .everywhere, command: .up),
    KeyBinding(
      keys: [.down, .character("j")], label: "↓ j", summary: "move down", hint: nil,
      scope: .everywhere, command: .down),
    KeyBinding(
      keys: [.enter, .character("l")], label: "Enter l",
      summary: "open the highlighted row (beside a list: show it on the right)",
      hint: "⏎ open", scope: .everywhere, command: .open),
    KeyBinding(
      keys: [.left], label: "←", summary: "previous Pokémon or berry, in place",
      hint: "←→ prev/next", scope: .details, command: .previous),
    KeyBinding(
      keys: [.right], label: "→", summary: "next Pokémon or berry, in place", hint: nil,
      scope: .details, command: .next),
    KeyBinding(
      keys: [.backspace, .escape, .character("h"), .left], label: "⌫ Esc h",
      summary: "back (Esc clears a filter first; beside a list, from its first screen to the list)",
      hint: "⌫ back", scope: .stacked,
      command: .back),
    KeyBinding(
      keys: [.pageUp, .character("p")], label: "PgUp p", summary: "a page up", hint: nil,
      scope: .everywhere, command: .pageUp),
    KeyBinding(
      keys: [.pageDown, .character("n"), .character(" ")], label: "PgDn n Space",
      summary: "a page down", hint: "PgUp/PgDn", scope: .lists, command: .pageDown),
    KeyBinding(
      keys: [.home], label: "Home", summary: "first row", hint: nil, scope: .everywhere,
      command: .first),
    KeyBinding(
      keys: [.end, .character("G")], label: "End G", summary: "last row", hint: nil,
      scope: .everywhere, command: .last),
    KeyBinding(
      keys: [.character("/")], label: "/",
      summary: "filter the list by name, type or number (on a Pokémon or berry: its list)",
      hint: "/ filter", scope: .everywhere, command: .filter),
    KeyBinding(
      keys: [.character("g"), .character("#")], label: "g #",
      summary:
        "go to a number: on a list its row, on a Pokémon or berry that one (beside a list: shown)",
      hint: "g go to", scope: .everywhere, command: .goTo),
    KeyBinding(
      keys: [.tab], label: "Tab", summary: "next tab", hint: "Tab tabs", scope: .everywhere,
      command: .nextTab),
    KeyBinding(
      keys: [.backTab], label: "Shift-Tab", summary: "previous tab", hint: nil,
      scope: .everywhere, command: .previousTab),
    KeyBinding(
      keys: (1...5).map { .character(Character(String($0))) }, label: "1-5",
      summary: "a tab by number (again: back to its list)", hint: nil, scope: .everywhere,
      command: .tab(0)),
    KeyBinding(
      keys: [.character("i")], label: "i",
      summary:
        "quick look: the highlighted Pokémon in a sheet over the lower half (i again: full height, and back)",
      hint: "i look", scope: .everywhere, command: .peek),
    KeyBinding(
      keys: [.character("b")], label: "b", summary: "back history: jump back several screens",
      hint: "b history", scope: .stacked, command: .history),
    KeyBinding(
      keys: [.character("t")], label: "t",
      summary:
        "timeline: the screens shown, the navigations and the guards' decisions, and who caused each",
      hint: nil, scope: .everywhere, command: .timeline),
    KeyBinding(
      keys: [.character("w")], label: "w",
      summary: "where: the tab, the screens and the sheets you are in, on one line", hint: nil,
      scope: .everywhere, command: .whereAmI),
    KeyBinding(
      keys: [.character("o"), .character(":")], label: "o :", summary: "open a pmi:// link",
      hint: "o link", scope: .everywhere, command: .openLink),
    KeyBinding(
      keys: [.character("?")], label: "?", summary: "this help", hint: "? help",
      scope: .everywhere, command: .help),
    KeyBinding(
      keys: [.character("q"), .control("c")], label: "q Ctrl-C",
      summary: "quit (the session is saved)", hint: "q quit", scope: .everywhere, command: .quit),
    KeyBinding(
      keys: [.control("z")], label: "Ctrl-Z", summary: "suspend to the shell (fg returns)",
      hint: nil, scope: .everywhere, command: .suspend),
    KeyBinding(
      keys: [.control("l")], label: "Ctrl-L", summary: "redraw the screen", hint: nil,
      scope: .everywhere, command: .redraw),
  ]

  /// Whether the binding applies on a screen like this.
  func applies(isList: Bool, hasNeighbours: Bool, isStacked: Bool) -> Bool {
    switch scope {
    case .everywhere: true
    case .lists: isList
    case .details: hasNeighbours
    case .stacked: isStacked || command == .back
    }
  }

  /// The command `key` runs on a screen like this, the first binding that applies.
  static func command(
    for key: Key, isList: Bool, hasNeighbours: Bool, isStacked: Bool
  ) -> BrowseCommand? {
    for binding in all
    where binding.keys.contains(key)
      && binding.applies(isList: isList, hasNeighbours: hasNeighbours, isStacked: isStacked)
    {
      if case .tab = binding.command, case .character(let digit) = key {
        return .tab(digit.wholeNumberValue ?? 1)
      }
      return binding.command
    }
    return nil
  }
}
