extension NavigationState: CustomStringConvertible {
  /// The whole tree, one line per tab, presentation and entry, indented by depth; stable enough to
  /// compare in tests.
  ///
  /// ```
  /// NavigationState
  ///   tab home (selected)
  ///     entry#1 list
  ///     entry#2 detail(3) [back locked, selection "7"]
  ///   tab search
  ///   presentation#3 sheet
  ///     entry#4 about (root)
  ///   next identity 5
  /// ```
  public var description: String {
    var lines = treeLines()
    if !searchQuery.isEmpty { lines.append("search \(searchQuery.debugDescription)") }
    lines.append("next identity \(nextIdentity)")
    return (["NavigationState"] + lines.map { "  " + $0 }).joined(separator: "\n")
  }

  /// The description's lines, unindented, or the test kit's tree.
  ///
  /// `identities: false` leaves out identities, hidden tabs and sections, and names a
  /// presentation's root on its line (`sheet about`); `label` starts an entry's line.
  package func treeLines(
    identities: Bool = true, label: (StackLocation<Schema>, Int) -> String = { _, _ in "" }
  ) -> [String] {
    func entries(_ stack: Stack<Schema>, at location: StackLocation<Schema>) -> [String] {
      stack.enumerated().map { "  " + label(location, $0) + $1.treeLine(identity: identities) }
    }
    var lines: [String] = []
    for tabStack in tabStacks {
      let selected = tabStack.tab == selectedTab ? " (selected)" : ""
      let hidden = identities && hiddenTabs.contains(tabStack.tab) ? " (hidden)" : ""
      let section = tabSections[tabStack.tab].map { " in \($0.debugDescription)" } ?? ""
      lines.append("tab \(tabStack.tab)\(selected)\(hidden)" + (identities ? section : ""))
      lines += entries(tabStack.stack, at: .tab(tabStack.tab))
    }
    for presentation in presentations {
      if identities {
        lines.append("\(presentation.id) \(presentation.style)")
        lines.append("  " + presentation.root.treeLine(suffix: " (root)"))
      } else {
        lines.append("\(presentation.style) " + presentation.root.treeLine(identity: false))
      }
      lines += entries(presentation.stack, at: .presentation(presentation.id))
    }
    return lines
  }
}

extension NavigationEntry {
  /// `entry#2 detail(3) [back locked, selection "7"]`; `detail(3) [back locked, selection "7"]`
  /// without its identity.
  func treeLine(identity: Bool = true, suffix: String = "") -> String {
    (identity ? "\(id) " : "") + "\(route)\(suffix)" + (options.summary.map { " [\($0)]" } ?? "")
  }
}
