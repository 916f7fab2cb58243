extension NavigationTarget: CustomStringConvertible {
  /// One sentence: the tab, its stack and what is presented.
  ///
  /// For example `tab pokedex with [pokemon(id: 98), pokemon(id: 99)], nothing presented` or `the
  /// selected tab as it is, presenting sheet export`.
  public var description: String {
    let tab = self.tab.map { "tab \($0)" } ?? "the selected tab"
    let stack = self.stack.map { " with " + Self.describe($0) } ?? " as it is"
    let presented =
      presentations.isEmpty
      ? "nothing presented"
      : "presenting " + presentations.map(Self.describe).joined(separator: ", then ")
    // A route may carry a link's text: escape what Swift's description leaves raw.
    return MessageText.describing(tab + stack + ", " + presented)
  }

  private static func describe(_ elements: [StackElement<Schema>]) -> String {
    "[" + elements.map(describe).joined(separator: ", ") + "]"
  }

  private static func describe(_ element: StackElement<Schema>) -> String {
    "\(element.route)" + (element.options.summary.map { " (\($0))" } ?? "")
  }

  private static func describe(_ presentation: Presentation) -> String {
    let stack = presentation.stack.isEmpty ? "" : " with " + describe(presentation.stack)
    return "\(presentation.style) \(describe(presentation.root))\(stack)"
  }
}
