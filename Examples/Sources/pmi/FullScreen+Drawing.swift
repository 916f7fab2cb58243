import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// Draws the frame; only the rows that changed reach the terminal.
  func draw() {
    guard !isSuspended else { return }
    // A message may take more rows than the last one: the highlight stays in sight.
    keepHighlightVisible()
    let (rows, columns) = terminal.size
    let lines =
      isTooSmall ? tooSmall(rows: rows, columns: columns) : frameLines(rows: rows, columns: columns)
    let rendered = lines.map { $0.fitted(to: columns).rendered() }
    terminal.write(frame.update(rendered, columns: columns))
    if !isTooSmall { reportTheScreenShown() }
  }

  func frameLines(rows: Int, columns: Int) -> [StyledLine] {
    var lines = [tabBar(), StyledLine(app.breadcrumb(fitting: columns), .dim)]
    let height = bodyHeight
    switch mode {
    case .help(let top): lines += helpLines(top: top, height: height, columns: columns)
    case .timeline(let top): lines += timelineLines(top: top, height: height)
    case .history(let row, let top):
      lines += historyLines(row: row, top: top, height: height, columns: columns)
    case _ where showsHalfSheet:
      lines += halfSheetLines(height: height, columns: columns)
    default:
      lines +=
        isSplit
        ? splitLines(height: height, columns: columns)
        : screenLines(height: height, columns: columns)
    }
    lines += statusLines(columns: columns)
    lines.append(hintLine(columns: columns))
    return lines
  }

  /// Whether the window is too small for the layout: a notice covers it.
  var isTooSmall: Bool {
    let (rows, columns) = terminal.size
    return rows < FrameLayout.minimumRows || columns < FrameLayout.minimumColumns
  }

  /// The keys that work under the too-small notice, which shows none of
  /// the screen: quitting, suspending, redrawing.
  static func commandWhenTooSmall(_ key: Key) -> BrowseCommand? {
    switch key {
    case .character("q"), .control("c"): .quit
    case .control("z"): .suspend
    case .control("l"): .redraw
    default: nil
    }
  }

  private func tooSmall(rows: Int, columns: Int) -> [StyledLine] {
    let notice =
      [
        StyledLine("Window too small (\(columns)×\(rows))", .bold),
        StyledLine("pmi needs \(FrameLayout.minimumColumns)×\(FrameLayout.minimumRows)"),
        StyledLine("q quits"),
      ] + (message.map { [StyledLine($0, Palette.message)] } ?? [])
    let above = max(0, (rows - notice.count) / 2)
    return (Array(repeating: StyledLine(), count: above) + notice).prefix(rows)
      + Array(repeating: StyledLine(), count: max(0, rows - above - notice.count))
  }

  /// The tabs, the selected one highlighted; all dimmed while a sheet is
  /// up, since the sheet covers them and they do not switch.
  private func tabBar() -> StyledLine {
    var line = StyledLine()
    let isCovered = !app.navigator.state.presentations.isEmpty
    for (index, label) in FrameLayout.tabLabels(
      selected: app.navigator.state.selectedTab, columns: terminal.size.columns,
      hidden: app.navigator.state.hiddenTabs
    ).enumerated() {
      if index > 0 { line.append(" ") }
      let isSelected = label.tab == app.navigator.state.selectedTab
      line.append(
        label.text, isCovered ? .dim : isSelected ? Palette.selectedTab : Palette.tabs)
    }
    let team = " Team \(app.data.team.count)/\(PMIData.teamLimit) "
    return line.width + team.count + 2 <= terminal.size.columns
      ? line.padded(to: terminal.size.columns - team.count, then: StyledLine(team, .dim)) : line
  }

  // MARK: - The screen

  func screenLines(height: Int, columns: Int) -> [StyledLine] {
    var title = StyledLine(screen.title, Palette.title)
    if let position = listPlace() {
      title = title.padded(to: columns - position.count, then: StyledLine(position, .dim))
    }
    var lines = [title]
    let shown = content.lines.dropFirst(top).prefix(height)
    for line in shown { lines.append(bodyLine(line, columns: columns)) }
    lines += Array(repeating: StyledLine(), count: height - shown.count)
    return lines
  }

  /// `64 of 1025`, or `3 of 1025 match “pika”`; nothing on the Search tab
  /// before a query, which has no rows to count ("0 of 0 match “”" said so).
  private func listPlace() -> String? {
    guard isList else { return nil }
    let total = screen.actions.count
    guard !content.choices.isEmpty else {
      return filter.isEmpty ? nil : "0 of \(total) match “\(filter)”"
    }
    let place = "\(position + 1) of \(content.choices.count)"
    return filter.isEmpty ? place : "\(place) match “\(filter)” (of \(total))"
  }

  private func bodyLine(_ line: ScreenContent.Line, columns: Int) -> StyledLine {
    switch line {
    case .blank: return StyledLine()
    case .fact(let fact):
      var indented = StyledLine("  ")
      indented.append(fact)
      return indented
    case .choice(let index):
      let isHighlighted = index == highlightedAction
      // Beside the list, the row its tab's stack selects is marked.
      let marker = isHighlighted ? "▸ " : index == selectedListRow ? "• " : "  "
      var row = StyledLine(marker, isHighlighted ? Palette.highlightText : .plain)
      row.append(choiceLabel(screen.actions[index], isList: isList, isHighlighted: isHighlighted))
      return isHighlighted ? row.fitted(to: columns, background: Palette.highlight) : row
    }
  }

  /// A Pokédex row shows its types in their colours; other rows their label.
  func choiceLabel(_ action: ScreenAction, isList: Bool, isHighlighted: Bool) -> StyledLine {
    let style = isHighlighted ? Palette.highlightText : TextStyle.plain
    guard isList, case .push(.pokemon(let number)) = action.intent,
      let monster = app.catalogue.monster(number)
    else { return StyledLine(action.label, style) }
    var line = StyledLine(monster.title.padded(to: titleWidth), style)
    for type in monster.types {
      line.append(
        " " + type, isHighlighted ? style : TextStyle(foreground: Palette.color(ofType: type)))
    }
    return line
  }

  // MARK: - Overlays

  private func helpLines(top: Int, height: Int, columns: Int) -> [StyledLine] {
    let lines = [StyledLine("Keys — ↑↓ scroll, any other key closes", Palette.title)]
    let shown = helpText(columns: columns).dropFirst(top).prefix(height)
    return lines + shown + Array(repeating: StyledLine(), count: height - shown.count)
  }

  /// Every key and what it does, each summary wrapped beside its keys, then
  /// what a wide window does.
  func helpText(columns: Int) -> [StyledLine] {
    let wide =
      "At \(FrameLayout.splitColumns) columns or more, the Pokédex and Berries show their list "
      + "on the left and the screen it selects on the right: ⏎ on a row shows it there, "
      + "/ filters the list and keeps that screen, g shows the number there. "
      + "Narrow the window and the same screens are one at a time again."
    return keyHelp(columns: columns) + [StyledLine()]
      + TerminalText.wrapped(wide, to: max(10, columns - 2)).map { StyledLine("  " + $0, .dim) }
  }

  private func keyHelp(columns: Int) -> [StyledLine] {
    KeyBinding.all.flatMap { binding in
      let summary = TerminalText.wrapped(binding.summary, to: max(10, columns - 16))
      return summary.enumerated().map { index, part in
        var line = StyledLine(
          "  " + (index == 0 ? binding.label : "").padded(to: 14), Palette.hintKey)
        line.append(part)
        return line
      }
    }
  }

  private func historyLines(row: Int, top: Int, height: Int, columns: Int) -> [StyledLine] {
    var lines = [StyledLine("Back history — Enter jumps there, Esc closes", Palette.title)]
    let titles = app.history()
    // Scrolled here too, so the highlight shows from the first frame and after a resize.
    let top = Viewport.top(keeping: row, from: top, height: height, count: titles.count)
    let shown = titles.indices.dropFirst(top).prefix(height)
    for index in shown {
      let here = index == titles.count - 1 ? "  (here)" : ""
      let text = "\(index). \(titles[index])\(here)"
      if index == row {
        lines.append(
          StyledLine("▸ " + text, Palette.highlightText).fitted(
            to: columns, background: Palette.highlight))
      } else {
        lines.append(StyledLine("  " + text, here.isEmpty ? .plain : .dim))
      }
    }
    return lines + Array(repeating: StyledLine(), count: height - shown.count)
  }
}

extension StyledLine {
  /// This line, spaces up to `column`, then `tail`: a right-aligned note.
  func padded(to column: Int, then tail: StyledLine) -> StyledLine {
    var line = self
    line.append(String(repeating: " ", count: max(1, column - width)))
    line.append(tail)
    return line
  }
}
