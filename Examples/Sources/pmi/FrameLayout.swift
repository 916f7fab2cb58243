import PocketMonsterIndex

/// Where things are on the window, shared by drawing and by mouse clicks.
enum FrameLayout {
  /// Rows above the body: tab bar, breadcrumb, title.
  static let bodyStart = 3
  /// The smallest window the layout fits.
  static let minimumColumns = 30
  static let minimumRows = 10
  /// From this width on, the Pokédex and Berries show their list beside
  /// the screen it selects.
  static let splitColumns = 140

  /// How a half sheet shares a body of `height` rows (the title row not
  /// counted, as for a full screen): the rows of the screen beneath, its
  /// title first; the grabber; the sheet's title, then its body, never
  /// less than a row.
  static func halfSheet(height: Int) -> (beneath: Int, sheetBody: Int) {
    let sheetBody = max(1, (height + 1) / 2 - 1)
    return (max(0, height - 1 - sheetBody), sheetBody)
  }

  /// The list's width beside the screen it selects; one column more is the rule.
  static func listWidth(columns: Int) -> Int {
    min(64, columns * 2 / 5)
  }

  /// The tab bar's labels, as line mode prints them (`[1 Pokédex]  2 Berries …`),
  /// or closer together when the window is narrow.
  static func tabLabels(selected: PMI.Tab, columns: Int, hidden: Set<PMI.Tab>)
    -> [(tab: PMI.Tab, text: String)]
  {
    let isNarrow = columns < 46
    // A hidden tab leaves the bar; the others keep their numbers (their keys).
    return PMI.Tab.allCases.enumerated().filter { !hidden.contains($0.element) }.map {
      index, tab in
      let label = "\(index + 1) \(tab.title)"
      return (tab, tab == selected ? "[\(label)]" : isNarrow ? label : " \(label) ")
    }
  }

  /// The tab whose label is at `column` (from 1) of the tab bar, as it is
  /// drawn: without the `hidden` tabs, like ``tabLabels(selected:columns:hidden:)``.
  static func tab(atColumn column: Int, selected: PMI.Tab, columns: Int, hidden: Set<PMI.Tab>)
    -> PMI.Tab?
  {
    var start = 1
    for (tab, text) in tabLabels(selected: selected, columns: columns, hidden: hidden) {
      let end = start + text.count
      if (start..<end).contains(column) { return tab }
      start = end + 1
    }
    return nil
  }
}
