import Foundation
import PMITerminal
import PocketMonsterIndex

/// The lines of a screen's body as the full screen shows them: facts (stats
/// as bars), then the choices; a list is its rows, filtered.
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

  init(screen: Screen, catalogue: Catalogue, filter: String, width: Int) {
    var lines: [Line] = []
    for fact in screen.facts { lines += Self.lines(of: fact, width: width).map(Line.fact) }
    choices = screen.actions.indices.filter {
      filter.isEmpty || Self.matches(screen.actions[$0].label, filter)
    }
    if !lines.isEmpty, !choices.isEmpty { lines.append(.blank) }
    firstChoiceLine = lines.count
    lines += choices.map(Line.choice)
    self.lines = lines
  }

  /// Whether a row's label matches a filter: every word of it, ignoring
  /// case and accents ("pokemon" finds "Pokémon", "fire fly" Charizard).
  static func matches(_ label: String, _ filter: String) -> Bool {
    let haystack = fold(label)
    return filter.split(separator: " ").allSatisfy { haystack.contains(fold(String($0))) }
  }

  private static func fold(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        }))
  }

  private static func lines(of fact: ScreenFact, width: Int) -> [StyledLine] {
    switch fact {
    case .text(let text): return [StyledLine(text)]
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
