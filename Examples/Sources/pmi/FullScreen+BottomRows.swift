import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  /// The status rows: a prompt, a question, or the message for the last
  /// key, wrapped onto as many rows as it needs up to half the body, so a
  /// link's error keeps its valid range and its "did you mean" at 40×12.
  func statusLines(columns: Int) -> [StyledLine] {
    switch mode {
    case .prompt(let prompt, let editor):
      var line = StyledLine(prompt.label, Palette.hintKey)
      let field = editor.beforeCursor + "▏" + editor.afterCursor
      let room = columns - prompt.label.count - 1
      line.append(TerminalText.truncatingHead(field, to: room), Palette.prompt)
      return [line]
    default:
      guard let message else { return [StyledLine()] }
      let most = max(1, (terminal.size.rows - 5) / 2)
      var lines = TerminalText.wrapped(message, to: columns)
      if lines.count > most {
        lines = Array(lines.prefix(most))
        lines[most - 1] = TerminalText.truncatingTail(lines[most - 1] + " …", to: columns)
      }
      return lines.map { StyledLine($0, Palette.message) }
    }
  }

  /// The keys that work here, as many as fit, most useful first.
  func hintLine(columns: Int) -> StyledLine {
    let hints: [String]
    switch mode {
    case .prompt(.filter, _): hints = ["⏎ keep filter", "Esc clear", "Ctrl-U erase"]
    case .prompt: hints = ["⏎ go", "Esc cancel", "Ctrl-U erase", "←→ move"]
    case .history: hints = ["↑↓ move", "⏎ jump there", "Esc close"]
    case .help: hints = ["↑↓ scroll", "any key closes"]
    case .timeline: hints = ["↑↓ scroll", "t Esc close"]
    case .browsing:
      // The screen's own keys first, then help and quit, so those stay in
      // a narrow window when the rest is left out; and only keys that work
      // here (no Back on a locked screen, no tabs under a sheet). The screen
      // is asked once, not once a binding.
      let (isList, hasNeighbours, isStacked) = (isList, hasNeighbours, isStacked)
      let all = KeyBinding.all.filter {
        $0.applies(isList: isList, hasNeighbours: hasNeighbours, isStacked: isStacked)
          && works($0.command)
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
