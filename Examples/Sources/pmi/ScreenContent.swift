import Foundation
import PMITerminal
import PocketMonsterIndex

/// The lines of a screen's body as the full screen shows them: facts (stats
/// as bars, text wrapped to the window), then the choices; a list is the
/// rows its filter shows.
///
/// Knows which line each choice is on, for scrolling and for clicks.
struct ScreenContent {
  /// A line of the body.
  enum Line {
    case fact(StyledLine)
    case choice(Int)
    case blank
  }

  let lines: [Line]
  /// The action index of each choice shown, in order (a filter shows some).
  let choices: [Int]
  /// The body line of the first choice.
  let firstChoiceLine: Int

  /// The body of `screen`, `width` columns wide, showing the choices
  /// `choices` (action indexes; a filtered list shows some).
  init(screen: Screen, choices: [Int], width: Int) {
    var lines: [Line] = []
    for fact in screen.facts { lines += Self.lines(of: fact, width: width).map(Line.fact) }
    self.choices = choices
    if !lines.isEmpty, !choices.isEmpty { lines.append(.blank) }
    firstChoiceLine = lines.count
    lines += choices.map(Line.choice)
    self.lines = lines
  }

  private static func lines(of fact: ScreenFact, width: Int) -> [StyledLine] {
    switch fact {
    case .text(let text):
      // Wrapped, not cut: a berry's effect is a sentence or two.
      return TerminalText.wrapped(text, to: width).map { StyledLine($0) }
    case .types(let types, let detail):
      var line = StyledLine("Type: ")
      for (index, type) in types.enumerated() {
        if index > 0 { line.append("/") }
        line.append(type, TextStyle(foreground: Palette.color(ofType: type), isBold: true))
      }
      line.append(" · " + detail)
      return [line]
    case .stats(let stats): return statBars(stats, width: width)
    }
  }

  /// `HP   55 ██████░░░░░░` for each stat, then the total.
  private static func statBars(_ stats: Monster.Stats, width: Int) -> [StyledLine] {
    let length = max(4, min(40, width - 12))
    var lines = stats.named.map { name, value in
      let filled = max(
        1, Int((Double(value) / Double(Monster.Stats.maximum) * Double(length)).rounded()))
      var line = StyledLine(name.padded(to: 4), .dim)
      line.append(String(value).leftPadded(to: 3) + " ")
      line.append(
        String(repeating: "█", count: filled), TextStyle(foreground: Palette.color(ofStat: value)))
      line.append(String(repeating: "░", count: length - filled), .dim)
      return line
    }
    lines.append(StyledLine("Total \(stats.total)", .bold))
    return lines
  }
}

extension String {
  /// Padded with spaces on the right to `width` characters.
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// Padded with spaces on the left to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
