import Foundation
import Testing

/// A wide window shows the Pokédex and Berries as a split view, the list
/// beside the screen it selects, and a narrow one the same stack one screen
/// at a time: resizing back and forth loses nothing.
@Suite(.serialized) struct PMISplitViewTests {
  static let wide = (rows: 40, columns: 160)
  static let narrow = (rows: 30, columns: 100)

  /// The list on the left with `row` selected, and `title` on the right.
  ///
  /// The selected row is marked `▸` while the list has the keys, `•` while
  /// the screen beside it has them.
  func sideBySide(_ screen: [String], list row: String, detail title: String) -> Bool {
    screen.count > 2 && screen[2].hasPrefix("Pokédex") && screen[2].contains("│" + title)
      && screen.contains {
        ($0.hasPrefix("▸ " + row) || $0.hasPrefix("• " + row)) && $0.contains("│")
      }
  }

  /// One screen at a time: `title` alone, with Back offered.
  func alone(_ screen: [String], _ title: String, breadcrumb: String) -> Bool {
    screen.count > 2 && screen[1] == breadcrumb && screen[2] == title
      && !screen.contains { $0.contains("│") } && screen.last?.contains("⌫ back") == true
  }

  @Test func wideThenNarrowThenWideAgainShowsTheSameStack() throws {
    let state = PMIProcess.stateFile()
    var pmi = try PTYSession.started(rows: Self.wide.rows, columns: Self.wide.columns, state: state)
    pmi.waitFor("No Pokémon selected")
    pmi.send("g25\r")
    pmi.waitFor("the list and Pikachu side by side") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    pmi.resize(rows: Self.narrow.rows, columns: Self.narrow.columns)
    pmi.waitFor("Pikachu on the stack, with Back to the list") {
      alone($0, "#025 Pikachu", breadcrumb: "Pokédex › #025 Pikachu")
    }
    pmi.resize(rows: Self.wide.rows, columns: Self.wide.columns)
    pmi.waitFor("side by side again") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    // Deeper on the right, then narrow: the whole stack, top first.
    pmi.send("jjj\r")  // Evolves into #026 Raichu
    pmi.waitFor("Raichu on the right, Back marked") {
      sideBySide($0, list: "#025 Pikachu", detail: "‹ #026 Raichu")
    }
    pmi.resize(rows: Self.narrow.rows, columns: Self.narrow.columns)
    pmi.waitFor("Raichu on the stack") {
      alone($0, "#026 Raichu", breadcrumb: "Pokédex › #025 Pikachu › #026 Raichu")
    }
    pmi.send("\u{7F}")
    pmi.waitFor("back to Pikachu") {
      alone($0, "#025 Pikachu", breadcrumb: "Pokédex › #025 Pikachu")
    }
    pmi.resize(rows: Self.wide.rows, columns: Self.wide.columns)
    pmi.waitFor("Pikachu beside the list") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    // A relaunch shows the same columns.
    pmi = try PTYSession.started(rows: Self.wide.rows, columns: Self.wide.columns, state: state)
    pmi.waitFor("the relaunch, side by side") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func enterSelectsARowIntoTheDetailAndBackReturnsToTheList() throws {
    let pmi = try PTYSession.started(rows: Self.wide.rows, columns: Self.wide.columns)
    pmi.send("jjj\r")
    pmi.waitFor("Charmander on the right") {
      sideBySide($0, list: "#004 Charmander", detail: "#004 Charmander")
    }
    #expect(pmi.screen[1] == "Pokédex › #004 Charmander")
    pmi.send("\u{7F}")  // from the right's first screen: the list has the keys again
    pmi.waitFor("the list's position") { $0[2].contains("4 of 1025") }
    pmi.send("j\r")  // another row replaces the selection
    pmi.waitFor("Charmeleon on the right") {
      sideBySide($0, list: "#005 Charmeleon", detail: "#005 Charmeleon")
    }
    #expect(pmi.screen[1] == "Pokédex › #005 Charmeleon")
    pmi.send("\u{7F}\u{7F}")  // on the list, Back goes nowhere
    pmi.waitFor("Already at the top of Pokédex")
    #expect(pmi.screen[1] == "Pokédex › #005 Charmeleon")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func berriesAreASplitViewTooAndTheOtherTabsAreNot() throws {
    let pmi = try PTYSession.started(rows: Self.wide.rows, columns: Self.wide.columns)
    pmi.send("2")
    pmi.waitFor("No berry selected")
    pmi.send("g16\r")
    pmi.waitFor("a berry on the right") { screen in
      screen.count > 2 && screen[2].hasPrefix("Berries") && screen[2].contains("│")
        && screen[1].hasPrefix("Berries › ")
    }
    pmi.send("3")
    // The whole Team frame, not only its tab bar: a frame may arrive in parts.
    pmi.waitFor("the Team tab, one screen wide") { screen in
      screen.first?.contains("[3 Team]") == true && !screen.contains { $0.contains("│") }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  @Test func aFilterBesideTheScreenKeepsIt() throws {
    let pmi = try PTYSession.started(
      rows: Self.wide.rows, columns: Self.wide.columns, ["open", "pmi://pokedex/25"])
    pmi.waitFor("Pikachu on the right") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    pmi.send("/char\r")
    pmi.waitFor("the list filtered, Pikachu still on the right") { screen in
      screen[2].contains("match “char”") && screen[2].contains("│#025 Pikachu")
    }
    pmi.send("\r")
    pmi.waitFor("Charmander on the right") {
      sideBySide($0, list: "#004 Charmander", detail: "#004 Charmander")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}

extension PMISplitViewTests {
  /// A click on the list gives it the keys, a click on its highlighted row
  /// shows it on the right; a click on the right gives the keys back there.
  @Test func clicksMoveTheKeysBetweenTheListAndTheScreen() throws {
    let pmi = try PTYSession.started(
      rows: Self.wide.rows, columns: Self.wide.columns, ["open", "pmi://pokedex/25"])
    pmi.waitFor("Pikachu on the right") {
      sideBySide($0, list: "#025 Pikachu", detail: "#025 Pikachu")
    }
    pmi.send("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")  // the list's second row: #002
    pmi.waitFor("#002 highlighted, #025 still marked") { screen in
      PTYSession.highlighted(screen)?.hasPrefix("▸ #002 Ivysaur") == true
        && screen.contains { $0.hasPrefix("• #025 Pikachu") }
    }
    pmi.send("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")  // again: it shows on the right
    pmi.waitFor("Ivysaur on the right") {
      sideBySide($0, list: "#002 Ivysaur", detail: "#002 Ivysaur")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
