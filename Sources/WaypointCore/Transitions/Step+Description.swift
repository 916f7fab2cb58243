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
      "arrange tabs \(tabs), hiding \(tabs.filter(hidden.contains))"
    case .search(let query):
      "search \(query.debugDescription)"
    }
  }
}
