import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// Draws the frame; only the rows that changed reach the terminal.
  func draw() {
    guard !isSuspended else { return }
    let (rows, columns) = terminal.size
    let lines =
      rows < FrameLayout.minimumRows || columns < FrameLayout.minimumColumns
      ? tooSmall(rows: rows, columns: columns) : frameLines(rows: rows, columns: columns)
    let rendered = lines.map { $0.fitted(to: columns).rendered() }
    terminal.write(frame.update(rendered, columns: columns))
  }

  func frameLines(rows: Int, columns: Int) -> [StyledLine] {
    var lines = [tabBar(), StyledLine(app.breadcrumb(fitting: columns), .dim)]
    let height = rows - 5
    switch mode {
    case .help(let top): lines += helpLines(top: top, height: height, columns: columns)
    case .history(let row, let top):
      lines += historyLines(row: row, top: top, height: height, columns: columns)
    default: lines += screenLines(height: height, columns: columns)
    }
    lines.append(statusLine(columns: columns))
    lines.append(hintLine(columns: columns))
    return lines
  }

  private func tooSmall(rows: Int, columns: Int) -> [StyledLine] {
    let notice = [
      StyledLine("Window too small (\(columns)×\(rows))", .bold),
      StyledLine("pmi needs \(FrameLayout.minimumColumns)×\(FrameLayout.minimumRows)"),
      StyledLine("q quits"),
    ]
    let above = max(0, (rows - notice.count) / 2)
    return (Array(repeating: StyledLine(), count: above) + notice).prefix(rows)
      + Array(repeating: StyledLine(), count: max(0, rows - above - notice.count))
  }

  private func tabBar() -> StyledLine {
    var line = StyledLine()
    for (index, label) in FrameLayout.tabLabels(
      selected: app.navigator.selectedTab, columns: terminal.size.columns
    ).enumerated() {
      if index > 0 { line.append(" ") }
      line.append(
        label.text, label.tab == app.navigator.selectedTab ? Palette.selectedTab : Palette.tabs)
    }
    let team = " Team \(app.data.team.count)/\(PMIData.teamLimit) "
    return line.width + team.count + 2 <= terminal.size.columns
      ? line.padded(to: terminal.size.columns - team.count, then: StyledLine(team, .dim)) : line
  }

  // MARK: - The screen

  private func screenLines(height: Int, columns: Int) -> [StyledLine] {
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

  /// `64 of 1025`, or `3 of 1025 match “pika”`.
  private func listPlace() -> String? {
    guard isList else { return nil }
    let total = screen.actions.count
    guard !content.choices.isEmpty else { return "0 of \(total) match “\(filter)”" }
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
      var row = StyledLine(
        isHighlighted ? "▸ " : "  ", isHighlighted ? Palette.highlightText : .plain)
      row.append(choiceLabel(screen.actions[index], isHighlighted: isHighlighted))
      return isHighlighted ? row.fitted(to: columns, background: Palette.highlight) : row
    }
  }

  /// A Pokédex row shows its types in their colours; other rows their label.
  private func choiceLabel(_ action: ScreenAction, isHighlighted: Bool) -> StyledLine {
    let style = isHighlighted ? Palette.highlightText : TextStyle.plain
    guard isList, case .push(.pokemon(let number)) = action.intent,
      let monster = app.catalogue.monster(number)
    else { return StyledLine(action.label, style) }
    var line = StyledLine(monster.title.padded(to: 18), style)
    for type in monster.types {
      line.append(
        " " + type, isHighlighted ? style : TextStyle(foreground: Palette.color(ofType: type)))
    }
    return line
  }

  // MARK: - Overlays

  private func helpLines(top: Int, height: Int, columns: Int) -> [StyledLine] {
    var lines = [StyledLine("Keys — ↑↓ scroll, any other key closes", Palette.title)]
    let bindings = KeyBinding.all.dropFirst(top).prefix(height)
    for binding in bindings {
      var line = StyledLine("  " + binding.label.padded(to: 14), Palette.hintKey)
      line.append(binding.summary)
      lines.append(line)
    }
    return lines + Array(repeating: StyledLine(), count: height - bindings.count)
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

  // MARK: - The bottom rows

  private func statusLine(columns: Int) -> StyledLine {
    switch mode {
    case .prompt(let prompt, let editor):
      var line = StyledLine(prompt.label, Palette.hintKey)
      let field = editor.beforeCursor + "▏" + editor.afterCursor
      let room = columns - prompt.label.count - 1
      line.append(TerminalText.truncatingHead(field, to: room), Palette.prompt)
      return line
    case .confirm(_, let question): return StyledLine(question, Palette.message)
    default:
      return StyledLine(
        message.map { TerminalText.truncatingTail($0, to: columns) } ?? "", Palette.message)
    }
  }

  /// The keys that work here, as many as fit, most useful first.
  private func hintLine(columns: Int) -> StyledLine {
    let hints: [String]
    switch mode {
    case .prompt(.filter, _): hints = ["⏎ keep filter", "Esc clear", "Ctrl-U erase"]
    case .prompt: hints = ["⏎ go", "Esc cancel", "Ctrl-U erase", "←→ move"]
    case .history: hints = ["↑↓ move", "⏎ jump there", "Esc close"]
    case .help: hints = ["↑↓ scroll", "any key closes"]
    case .confirm: hints = ["y yes", "any other key: no"]
    case .browsing:
      let isStacked = !app.navigator.state.activeStack.isEmpty
      // The screen's own keys first, then help and quit, so those stay in
      // a narrow window when the rest is left out. Back only where it goes
      // somewhere (or clears a filter).
      let canGoBack = isStacked || !app.navigator.presentations.isEmpty || !filter.isEmpty
      let all = KeyBinding.all.filter {
        $0.applies(isList: isList, hasNeighbours: hasNeighbours, isStacked: isStacked)
          && ($0.command != .back || canGoBack)
      }.compactMap(\.hint)
      let first = ["↑↓ move", "⏎ open", "⌫ back", "? help", "q quit"].filter(all.contains)
      hints = first + all.filter { !first.contains($0) }
    }
    var line = StyledLine()
    for hint in hints {
      let parts = hint.split(separator: " ", maxSplits: 1).map(String.init)
      let width = (line.width == 0 ? 0 : 2) + hint.count
      guard line.width + width <= columns else { break }
      if line.width > 0 { line.append("  ") }
      line.append(parts[0], Palette.hintKey)
      if parts.count > 1 { line.append(" " + parts[1], .dim) }
    }
    return line
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
