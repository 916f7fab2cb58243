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
  ///
  /// Every tab shown keeps a label, its number (its key) first: where the
  /// names do not fit, the tabs not selected are cut to four letters
  /// (`2 Berr`), then to their numbers, so a 40-column bar still shows
  /// `5 Sear` where "[5 Search]" used to fall off its end.
  static func tabLabels(selected: PMI.Tab, columns: Int, hidden: Set<PMI.Tab>)
    -> [(tab: PMI.Tab, text: String)]
  {
    // A hidden tab leaves the bar; the others keep their numbers (their keys).
    let shown = PMI.Tab.allCases.enumerated().filter { !hidden.contains($0.element) }
    func labels(padded: Bool, letters: Int?) -> [(tab: PMI.Tab, text: String)] {
      shown.map { index, tab in
        let title = tab == selected ? tab.title : String(tab.title.prefix(letters ?? .max))
        let label = title.isEmpty ? "\(index + 1)" : "\(index + 1) \(title)"
        return (tab, tab == selected ? "[\(label)]" : padded ? " \(label) " : label)
      }
    }
    let choices = [
      labels(padded: columns >= 46, letters: nil), labels(padded: false, letters: 4),
      labels(padded: false, letters: 0),
    ]
    // Labels are parted by a space.
    return choices.first { $0.map(\.text.count).reduce(-1) { $0 + $1 + 1 } <= columns }
      ?? choices[choices.count - 1]
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
