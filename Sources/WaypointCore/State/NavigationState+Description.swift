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
    var lines = ["NavigationState"]
    for tabStack in tabStacks {
      let selected = tabStack.tab == selectedTab ? " (selected)" : ""
      let hidden = hiddenTabs.contains(tabStack.tab) ? " (hidden)" : ""
      let section = tabSections[tabStack.tab].map { " in \($0.debugDescription)" } ?? ""
      lines.append("  tab \(tabStack.tab)\(selected)\(hidden)\(section)")
      lines += tabStack.stack.map { "    " + $0.treeLine() }
    }
    for presentation in presentations {
      lines.append("  \(presentation.id) \(presentation.style)")
      lines.append("    " + presentation.root.treeLine(suffix: " (root)"))
      lines += presentation.stack.map { "    " + $0.treeLine() }
    }
    if !searchQuery.isEmpty { lines.append("  search \(searchQuery.debugDescription)") }
    lines.append("  next identity \(nextIdentity)")
    return lines.joined(separator: "\n")
  }
}

extension NavigationEntry {
  /// `entry#2 detail(3) [back locked, selection "7"]`.
  func treeLine(suffix: String = "") -> String {
    "\(id) \(route)\(suffix)" + (options.summary.map { " [\($0)]" } ?? "")
  }

}
