extension NavigationState {
  /// Where the user is, in one line: the tab shown and its screens, then each presentation with its
  /// style, its root, its detent and its screens.
  ///
  /// ```swift
  /// state.breadcrumb()
  /// // "pokedex › pokemon(id: 25) › sheet: quickLook(id: 25) (medium)"
  /// state.breadcrumb(tabTitle: { $0.title }, title: { titles[$0] ?? "\($0)" })
  /// // "Pokédex › #025 Pikachu › sheet: Quick look (medium)"
  /// ```
  ///
  /// An app without a tab bar (``SingleTab``) starts at its first screen, and is at `main` while
  /// nothing is pushed or presented. A navigator's timeline ends with it, and so does every failure
  /// of the test kit. Control characters and invisible ones are escaped (`\u{1B}`), so a title
  /// made from a link cannot reach a terminal raw.
  ///
  /// - Parameters:
  ///   - tabTitle: A tab's name; its description by default.
  ///   - title: A screen's name; its route's description by default.
  /// - Returns: The names joined by ` › `, such as `pokedex › pokemon(id: 25)`.
  public func breadcrumb(
    tabTitle: (Schema.Tab) -> String = { "\($0)" }, title: (Schema.Route) -> String = { "\($0)" }
  ) -> String {
    var parts = Schema.Tab.self == SingleTab.self ? [] : [tabTitle(selectedTab)]
    parts += (stack(at: .tab(selectedTab)) ?? []).map { title($0.route) }
    for presentation in presentations {
      let detent = presentation.selectedDetent.map { " (\($0))" } ?? ""
      parts.append("\(presentation.style): \(title(presentation.root.route))\(detent)")
      parts += presentation.stack.map { title($0.route) }
    }
    let line = parts.isEmpty ? tabTitle(selectedTab) : parts.joined(separator: " › ")
    return MessageText.describing(line)
  }
}
