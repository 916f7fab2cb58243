import Testing

@testable import PMITerminal

@Suite struct TerminalTextTests {
  @Test func controlCharactersBecomeVisibleStandIns() {
    #expect(TerminalText.sanitized("a\u{1B}]0;pwned\u{07}b") == "a␛]0;pwned␇b")
    #expect(TerminalText.sanitized("\u{9B}2J\u{202E}x\u{7F}\tz") == "\u{FFFD}2J\u{FFFD}x␡ z")
    #expect(TerminalText.sanitized("Flabébé ♀") == "Flabébé ♀")
  }

  /// Characters that draw nothing: raw, `2`, U+200B, `5` reads as `25`.
  @Test(arguments: [
    ("2\u{200B}5", "2\u{FFFD}5"),
    ("\u{200C}\u{200D}\u{2060}\u{2064}\u{FEFF}", String(repeating: "\u{FFFD}", count: 5)),
    ("pmi\u{E0001}\u{E0070}\u{E007F}", "pmi\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("a\u{2028}b\u{AD}c", "a\u{FFFD}b\u{FFFD}c"),
  ])
  func invisibleCharactersBecomeVisible(text: String, shown: String) {
    #expect(TerminalText.sanitized(text) == shown)
  }

  @Test func widthsCountColumns() {
    #expect(TerminalText.width(of: "Pokédex") == 7)
    #expect(TerminalText.width(of: "ポケモン") == 8)
    #expect(TerminalText.width(of: "e\u{301}") == 1)
  }

  @Test func cuttingKeepsTheEndThatMatters() {
    #expect(TerminalText.truncatingTail("Pokédex › #025 Pikachu", to: 10) == "Pokédex ›…")
    #expect(TerminalText.truncatingHead("Pokédex › #025 Pikachu", to: 10) == "…5 Pikachu")
    #expect(TerminalText.truncatingHead("short", to: 10) == "short")
    #expect(TerminalText.truncatingTail("ポケモン", to: 5) == "ポケ…")
  }

  @Test func longTextWrapsBetweenWords() {
    let effect =
      "Held: If holder is hit by a special move, attacker loses 1/8 of its max HP. Single use."
    #expect(
      TerminalText.wrapped(effect, to: 40) == [
        "Held: If holder is hit by a special", "move, attacker loses 1/8 of its max HP.",
        "Single use.",
      ])
    #expect(
      TerminalText.wrapped("pmi://pokedex/2000000000", to: 10) == [
        "pmi://poke", "dex/200000", "0000",
      ])
    #expect(TerminalText.wrapped("ポケモン", to: 3) == ["ポ", "ケ", "モ", "ン"])
    #expect(TerminalText.wrapped("", to: 10) == [""])
    #expect(TerminalText.wrapped("ab", to: 1) == ["a", "b"])
  }

  @Test func aStyledLineIsFittedToTheWidthExactly() {
    var line = StyledLine("#025 ", .bold)
    line.append("Pikachu\u{1B}[2J", TextStyle(foreground: 220))
    #expect(line.plainText == "#025 Pikachu␛[2J")
    #expect(line.fitted(to: 12).plainText == "#025 Pikach…")
    #expect(line.fitted(to: 20).plainText == "#025 Pikachu␛[2J    ")
    #expect(line.fitted(to: 20, background: 24).spans.allSatisfy { $0.style.background == 24 })
  }

  @Test func colourIsOffForNoColorDumbTerminalsAndPipes() {
    let term = ["TERM": "xterm-256color"]
    #expect(ColorSupport.isEnabled(environment: term, outputIsTerminal: true))
    #expect(!ColorSupport.isEnabled(environment: term, outputIsTerminal: false))
    #expect(
      !ColorSupport.isEnabled(
        environment: ["TERM": "xterm", "NO_COLOR": "1"], outputIsTerminal: true))
    #expect(!ColorSupport.isEnabled(environment: ["TERM": "dumb"], outputIsTerminal: true))
    #expect(!ColorSupport.isEnabled(environment: [:], outputIsTerminal: true))
  }
}

/// A frame's dashes, arrows, rules and shapes are measured and cut a scalar a column, as the walk
/// over characters measures them, and a combining mark still takes the walk.
@Suite struct ColumnPerScalarTests {
  static let texts = [
    "──────", "▸ #025 Pikachu", "← #024 Arbok", "Evolves into #026 Raichu → ok",
    "HP 35 · Atk 55 — total 320", "“quoted” … and ‘single’", "é and ñ", "e\u{301} combines",
    "漢字 wide", "▸ e\u{301}",
  ]

  @Test(arguments: texts)
  func widthAndPrefixAgreeWithTheCharacterWalk(text: String) {
    let walked = text.reduce(0) { $0 + TerminalText.width(of: $1) }
    #expect(TerminalText.width(of: text) == walked)
    for columns in 0...walked + 1 {
      var used = 0
      var end = text.startIndex
      for index in text.indices {
        let next = used + TerminalText.width(of: text[index])
        guard next <= columns else { break }
        (used, end) = (next, text.index(after: index))
      }
      #expect(TerminalText.prefix(text, fitting: columns) == text[..<end], "\(columns) columns")
    }
  }
}
