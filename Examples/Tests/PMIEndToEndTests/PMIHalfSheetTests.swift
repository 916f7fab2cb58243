import Foundation
import Testing

/// The quick look, in the real binary on a pseudo-terminal.
///
/// A Pokémon in a sheet at the medium detent, drawn over the lower half with
/// the list beneath still in sight. Each step waits for what the screen
/// shows, never for a time.
@Suite(.serialized) struct PMIHalfSheetTests {
  /// The row of the sheet's grabber line, when a half sheet is drawn.
  static func grabber(_ screen: [String]) -> Int? {
    screen.firstIndex { $0.contains("── Quick look") }
  }

  /// Whether the screen shows the list above the grabber, near the middle,
  /// and Pikachu's sheet below it.
  ///
  /// The list is as it was left, scrolled a row to show #025 with a row
  /// below it: its rows from #002.
  static func showsHalfSheet(_ screen: [String]) -> Bool {
    guard let row = grabber(screen) else { return false }
    return row >= screen.count / 3 && row <= screen.count * 2 / 3
      && screen[3].hasPrefix("  #002 Ivysaur")
      && screen[(row + 1)...].contains { $0.contains("Pikachu") }
  }

  /// The highlighted row of the sheet, if it is drawn below the grabber.
  static func highlightedInSheet(_ screen: [String]) -> String? {
    guard let row = grabber(screen) else { return nil }
    return screen[(row + 1)...].first { $0.hasPrefix("▸ ") }
  }

  /// Bulbasaur's choices, in the order the quick look lists them.
  static let bulbasaurChoices = [
    "→ #002 Ivysaur", "Evolves into #002 Ivysaur", "Add to team", "Choose a berry", "Settings",
    "Share link",
  ]

  /// pmi on a fresh Pokédex, #001 Bulbasaur in a quick look.
  static func bulbasaursQuickLook(rows: Int, columns: Int) throws -> PTYSession {
    let pmi = try PTYSession.started(rows: rows, columns: columns)
    pmi.send("i")
    pmi.waitFor("Bulbasaur's quick look") { screen in
      grabber(screen).map { screen[$0 + 1].hasPrefix("#001 Bulbasaur") } == true
    }
    return pmi
  }

  @Test func aQuickLookRestsAtHalfHeightIsDraggedAndComesBackAfterARelaunch() throws {
    let state = PMIProcess.stateFile()
    var pmi = try PTYSession.started(rows: 30, columns: 100, state: state, [])
    pmi.send("g25\r")
    pmi.waitFor("#025 highlighted") {
      PTYSession.highlighted($0)?.hasPrefix("▸ #025 Pikachu") == true
    }
    pmi.send("i")
    pmi.waitFor("Pikachu's quick look over the lower half", Self.showsHalfSheet)
    pmi.send("i")  // dragged up: the sheet takes the whole body
    pmi.waitFor("the sheet at full height") { screen in
      Self.grabber(screen) == nil && !screen.contains { $0.contains("#001 Bulbasaur") }
        && screen.contains { $0.contains("Pikachu") }
    }
    pmi.send("i")  // and down again
    pmi.waitFor("the half sheet again", Self.showsHalfSheet)
    pmi.send("w")  // where: on the status line
    pmi.waitFor("where the user is, on the status line") { screen in
      screen.contains { $0.contains("Where: Pokédex › sheet: #025 Pikachu (medium)") }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)

    pmi = try PTYSession.started(rows: 30, columns: 100, state: state, [])
    pmi.waitFor("the half sheet after the relaunch", Self.showsHalfSheet)
    pmi.send("\u{7F}")  // Back closes the sheet
    pmi.waitFor("the list, Pikachu highlighted") { screen in
      Self.grabber(screen) == nil
        && PTYSession.highlighted(screen)?.hasPrefix("▸ #025 Pikachu") == true
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The quick look scrolled as if it had the whole body (issue 39).
  ///
  /// At 80×24 none of its choices was ever drawn (Down, Down, Enter added
  /// Bulbasaur unseen), at 100×30 End moved the highlight out of sight, and
  /// at 40×12 it was always below the last row drawn. Each key leaves the
  /// highlighted choice drawn in the sheet.
  @Test(arguments: zip([24, 30, 12], [80, 100, 40]))
  func theQuickLooksHighlightIsAlwaysDrawn(rows: Int, columns: Int) throws {
    let pmi = try Self.bulbasaursQuickLook(rows: rows, columns: columns)
    let choices = Self.bulbasaurChoices
    // Down to the last choice, Home, End, then up again from the last.
    let steps =
      choices.indices.dropFirst().map { ("j", $0) } + [("\u{1B}[H", 0), ("G", choices.count - 1)]
      + choices.indices.dropLast().reversed().map { ("k", $0) }
    let first = pmi.waitFor("“\(choices[0])” drawn, highlighted") {
      Self.highlightedInSheet($0) == "▸ " + choices[0]
    }
    guard first else { return }
    for (key, index) in steps {
      pmi.send(key)
      let drawn = pmi.waitFor("“\(choices[index])” highlighted after \(key.debugDescription)") {
        Self.highlightedInSheet($0) == "▸ " + choices[index]
      }
      guard drawn else { return }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// A click on the terminal's `row` (counted from 0, as the screen's lines are).
  static func click(row: Int) -> String {
    "\u{1B}[<0;10;\(row + 1)M\u{1B}[<0;10;\(row + 1)m"
  }

  /// A click in the quick look hit the row of the full-height layout.
  ///
  /// Two clicks on its title opened "Choose a berry", and a click on "Add
  /// to team" did nothing. A click hits what is drawn where it lands, and
  /// the dimmed list beneath takes none.
  @Test func aClickInTheQuickLookHitsTheRowDrawnThere() throws {
    let pmi = try Self.bulbasaursQuickLook(rows: 30, columns: 100)
    pmi.waitFor("Add to team drawn") { Self.grabber($0) != nil && $0.contains("  Add to team") }
    let screen = pmi.screen
    let grabber = try #require(Self.grabber(screen))
    let add = try #require(screen.firstIndex(of: "  Add to team"))
    pmi.send(Self.click(row: grabber + 1) + Self.click(row: grabber + 1))  // the sheet's title
    pmi.send(Self.click(row: grabber - 2) + Self.click(row: grabber - 2))  // the list beneath
    pmi.send(Self.click(row: add))
    pmi.waitFor("Add to team highlighted") { Self.highlightedInSheet($0) == "▸ Add to team" }
    #expect(pmi.screen[1] == "#001 Bulbasaur", "no click opened anything")
    #expect(pmi.screen[0].hasSuffix("Team 0/6"))
    // The highlight may have scrolled the sheet: a click on it where it is now runs it.
    pmi.send(Self.click(row: try #require(pmi.screen.firstIndex(of: "▸ Add to team"))))
    pmi.waitFor("Bulbasaur in the team") { $0[0].hasSuffix("Team 1/6") }
    #expect(Self.grabber(pmi.screen) == grabber, "still the quick look")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The list above the quick look started at #001 whatever its filter,
  /// its query or its scroll.
  ///
  /// Under "Results for “pika”." it listed Bulbasaur. It shows the rows the
  /// list showed before the sheet came up.
  @Test(
    arguments: zip(
      ["/pika\r", "g300\r", "opmi://search?q=pika\r"],
      ["▸ #025 Pikachu", "▸ #300 Skitty", "▸ #025 Pikachu"]))
  func theListAboveTheQuickLookIsAsItWas(keys: String, highlighted: String) throws {
    let pmi = try PTYSession.started(rows: 30, columns: 100)
    pmi.send(keys)
    pmi.waitFor("\(highlighted) highlighted") {
      PTYSession.highlighted($0)?.hasPrefix(highlighted) == true
    }
    let list = pmi.screen
    pmi.send("i")
    pmi.waitFor("the quick look") { Self.grabber($0) != nil }
    let screen = pmi.screen
    let grabber = try #require(Self.grabber(screen))
    // The list's title, then its rows as it drew them, the highlight's marker aside.
    #expect(screen[2] == String(list[2].prefix { $0 != " " }))
    let rows = { (screen: [String]) in screen[3..<grabber].map { $0.dropFirst(2) } }
    #expect(rows(screen) == rows(list))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The quick look's footer offered ←→ and `g`, which failed there.
  ///
  /// They said "The stack of presentation#1 is empty: nothing to pop." It offers only the keys that work on a sheet; → does nothing there, and
  /// ← is Back, which closes it.
  @Test func theQuickLooksFooterOffersOnlyKeysThatWork() throws {
    let pmi = try Self.bulbasaursQuickLook(rows: 30, columns: 100)
    let footer = "↑↓ move  ⏎ open  ⌫ back  ? help  q quit  o link"
    pmi.waitFor("the sheet's keys in the footer") { $0.last == footer }
    pmi.send("\u{1B}[C")  // →
    pmi.send("\u{1B}[D")  // ←: back, the sheet closes
    pmi.waitFor("the list, Bulbasaur highlighted") { screen in
      Self.grabber(screen) == nil && PTYSession.highlighted(screen)?.hasPrefix("▸ #001") == true
    }
    #expect(pmi.screen[pmi.screen.count - 2].isEmpty, "no key failed")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// "Share link" in the quick look said "This screen has no link.", and
  /// "Settings" switched the tab behind the sheet and left the sheet up.
  ///
  /// The link is the Pokémon's; Settings closes the sheet and shows Settings.
  @Test func theQuickLooksShareLinkAndSettingsDoWhatTheySay() throws {
    let pmi = try Self.bulbasaursQuickLook(rows: 30, columns: 100)
    pmi.send("G\r")
    pmi.waitFor("the Pokémon's link") { $0[$0.count - 2] == "Link: pmi://pokedex/1" }
    #expect(pmi.screen[1] == "#001 Bulbasaur", "the quick look stays")
    pmi.send("k\r")
    pmi.waitFor("Settings, the sheet closed") { screen in
      Self.grabber(screen) == nil && screen[2] == "Settings"
    }
    #expect(pmi.screen[0].hasPrefix(" 1 Pokédex   2 Berries   3 Team  [4 Settings]"))
    pmi.send("\u{7F}")  // Back has no sheet left to close
    pmi.waitFor("Back refused on the tab's root") { $0[2] == "Settings" && $0[$0.count - 2] != "" }
    #expect(Self.grabber(pmi.screen) == nil)
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
