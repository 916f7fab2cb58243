import Foundation
import Testing

/// pmi in a pseudo-terminal as a new user met it (issue 29): each test is a
/// rough edge they found, through the real binary.
@Suite(.serialized) struct PMINewUserTests {
  static let wide = (rows: 40, columns: 160)

  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
  }

  /// A state file whose team holds Pikachu.
  static func stateWithPikachu() throws -> URL {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\nquit\n")
    return state
  }

  // MARK: - Alerts

  /// A jump back through the history under an alert popped the screens
  /// beneath it and left the alert floating over the Team list.
  @Test func aJumpBackUnderAnAlertCancelsTheAlert() throws {
    let pmi = try PTYSession.started(state: try Self.stateWithPikachu(), ["open", "pmi://team/25"])
    pmi.waitFor("Team › Team: Pikachu")
    pmi.send("j\r")
    pmi.waitFor("Team › Team: Pikachu › Release Pikachu?")
    pmi.send("b")
    pmi.waitFor("the history, the alert last") {
      $0.contains("  2. Release Pikachu?  (here)") && $0.contains("▸ 1. Team: Pikachu")
    }
    pmi.send("k\r")
    pmi.waitFor("the Team list, the alert gone") { $0.count > 2 && $0[1] == "Team" }
    #expect(pmi.screen[2] == "Team")
    #expect(pmi.screen.contains("Pikachu stays in your team."))
    #expect(pmi.screen[0].hasSuffix("Team 1/6"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Release? and Reset? opened with the destructive button highlighted, so
  /// a second Enter released; they open on the safe choice.
  @Test func alertsOpenOnTheSafeChoice() throws {
    let pmi = try PTYSession.started(state: try Self.stateWithPikachu(), ["open", "pmi://team/25"])
    pmi.waitFor("Team › Team: Pikachu")
    pmi.send("j\r")
    pmi.waitFor("Keep highlighted") { highlighted($0) == "▸ Keep" }
    pmi.send("\r")
    pmi.waitFor("Pikachu stays in your team.")
    pmi.send("4")
    pmi.waitFor("Reset your team")
    pmi.send("Gk\r")  // the last row hides the Berries tab; the one above resets
    pmi.waitFor("Cancel highlighted") { highlighted($0) == "▸ Cancel" }
    pmi.send("\r")
    pmi.waitFor("Your team stays as it is.")
    #expect(pmi.screen[0].hasSuffix("Team 1/6"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  // MARK: - Small windows, suspension, other sessions

  /// At 40×12 the first choice sat below the facts, so a Pokémon's type and
  /// first stats could never be scrolled into view: ↑ on the first choice
  /// now shows what is above it, and ↓ comes back to it.
  @Test func aPokemonsFactsScrollIntoViewAt40x12() throws {
    let pmi = try PTYSession.started(rows: 12, columns: 40, ["open", "pmi://pokedex/25"])
    pmi.waitFor("Pokédex › #025 Pikachu")
    pmi.waitFor("the first choice") { highlighted($0) == "▸ ← #024 Arbok" }
    #expect(!pmi.screen.contains { $0.hasPrefix("  Type: ") })
    pmi.send("kkkkkkk")
    pmi.waitFor("the type and the first stat") { screen in
      screen.contains("  Type: Electric · 0.4 m · 6 kg")
        && screen.contains { $0.hasPrefix("  HP ") }
    }
    #expect(highlighted(pmi.screen) == nil, "the first choice is below, still highlighted")
    pmi.send("jjjj")  // the highlighted choice comes back into view
    pmi.waitFor("the first choice again") { highlighted($0) == "▸ ← #024 Arbok" }
    pmi.send("j")
    pmi.waitFor("the second choice") { highlighted($0) == "▸ → #026 Raichu" }
    pmi.send("kkkkkkkkkG")  // End goes to the last choice, even from the facts
    pmi.waitFor("the last choice") { highlighted($0) == "▸ Share link" }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// A window resized while pmi was stopped (Ctrl-Z, then `fg`) sends pmi no
  /// SIGWINCH: the text stayed wrapped for the old width, even after Ctrl-L.
  @Test func aResizeWhileSuspendedIsDrawnAtTheNewWidth() throws {
    let pmi = try PTYSession.started(rows: 30, columns: 100, ["open", "pmi://berries/64"])
    pmi.waitFor("  Held: If holder is hit by a special move, attacker loses 1/8 of its max HP.")
    pmi.suspend()
    pmi.resize(rows: 24, columns: 40, signalling: false)
    pmi.resume()
    pmi.send("\u{0C}")  // Ctrl-L
    pmi.waitFor("the effect wrapped at 40 columns") { screen in
      screen.contains("  Held: If holder is hit by a special")
        && screen.contains("  move, attacker loses 1/8 of its max")
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  #if os(Linux)
    /// After another session added a member, the header said 2/6 while the
    /// Team list still showed one: a save that takes in another session's
    /// team now shows it whole.
    @Test func theTeamListFollowsAnotherSessionsChange() throws {
      let state = try Self.stateWithPikachu()
      let pmi = try PTYSession.started(state: state)
      pmi.send("3")
      pmi.waitFor("the Team list") { $0.contains("▸ #025 Pikachu") }
      let other = try PMIProcess.run(
        ["--state-file", state.path], input: "open pmi://pokedex/6\ntap 4\nquit\n")
      #expect(other.status == 0)
      let watcher = try SaveWatcher(state)
      pmi.send("j")  // a change, so this session saves and takes in the other's team
      _ = watcher.saves(atLeast: 1)
      pmi.send("k")
      // Where the highlight sits depends on whether the save came before or
      // after `j` moved it, so only the rows are compared, not the marker.
      pmi.waitFor("the header and the list with two members") { screen in
        screen.first?.hasSuffix("Team 2/6") == true
          && screen.contains { $0.dropFirst(2) == "#006 Charizard" }
      }
      pmi.send("q")
      #expect(pmi.waitForExit() == 0)
    }
  #endif

  /// In a window too small to draw, keys still ran unseen.
  ///
  /// Enter opened a Pokémon behind the notice. Only quitting works there now.
  @Test func aWindowTooSmallActsOnNoKeyButQuit() throws {
    let pmi = try PTYSession.started(rows: 12, columns: 40)
    pmi.resize(rows: 6, columns: 20)
    pmi.waitFor("Window too small")
    pmi.send("j\r")
    pmi.waitFor("Only q works here.")
    pmi.resize(rows: 12, columns: 40)
    pmi.waitFor("the list as it was") { $0.count > 1 && $0[1] == "Pokédex" }
    #expect(highlighted(pmi.screen)?.hasPrefix("▸ #001 Bulbasaur") == true)
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  // MARK: - The export

  /// Jumping back through the history from the running export cancelled it
  /// without a word.
  @Test func leavingTheExportThroughTheHistorySaysNothingWasWritten() throws {
    let pmi = try PTYSession.started(
      state: try Self.stateWithPikachu(), ["open", "pmi://export"],
      environment: ["PMI_EXPORT_SECONDS": "600"])
    pmi.waitFor("Start export")
    pmi.send("\r")
    pmi.waitFor("Export › Exporting")
    pmi.send("b")
    pmi.waitFor("the history") { $0.contains("▸ 0. Export") }
    pmi.send("\r")
    pmi.waitFor("Export cancelled: nothing was written.")
    #expect(pmi.screen[1] == "Export")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Quitting while the export ran said nothing, and the next launch showed
  /// a progress bar that never moved.
  @Test func quittingTheExportSaysNothingWasWritten() throws {
    let state = try Self.stateWithPikachu()
    let pmi = try PTYSession.started(
      state: state, ["open", "pmi://export"], environment: ["PMI_EXPORT_SECONDS": "600"])
    pmi.waitFor("Start export")
    pmi.send("\r")
    pmi.waitFor("Export › Exporting")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    #expect(pmi.standardError == "pmi: Export cancelled: nothing was written.\n")
    let team = state.deletingLastPathComponent().appendingPathComponent("team.txt")
    #expect(!FileManager.default.fileExists(atPath: team.path))
    let again = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(again.output.contains("\nExport\n"), "the sheet, not its progress")
  }

  /// Quitting on "Export finished" said nothing, and the next launch showed
  /// it saying "Nothing was written", with the dead progress screen behind it.
  @Test func quittingTheFinishedExportSaysWhereItWrote() throws {
    let state = try Self.stateWithPikachu()
    let pmi = try PTYSession.started(state: state, ["open", "pmi://export"])
    pmi.waitFor("Start export")
    pmi.send("\r")
    pmi.waitFor("Export › Exporting › Export finished")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
    let team = state.deletingLastPathComponent().appendingPathComponent("team.txt")
    #expect(pmi.standardError == "pmi: Your team was written to \(team.path).\n")
    #expect(FileManager.default.fileExists(atPath: team.path))
    let again = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(again.output.contains("\nPokédex › #025 Pikachu\n"), "where the export began")
  }

  // MARK: - Lists and Pokémon

  /// `#1006 Iron Valiant Fairy Fighting`: the longest titles ran into their types.
  @Test func fourDigitRowsKeepTheirTypesApart() throws {
    let pmi = try PTYSession.started()
    pmi.send("G")
    pmi.waitFor("the last Pokémon") { highlighted($0)?.hasPrefix("▸ #1025 Pecharunt") == true }
    #expect(pmi.screen.contains("  #1006 Iron Valiant  Fairy Fighting"))
    #expect(pmi.screen.contains("  #1001 Wo-Chien      Dark Grass"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// After "Add to team" the highlight landed on "Settings", the choice that
  /// took the place of the one that went: a second Enter switched tabs.
  @Test func addingToTheTeamLeavesTheHighlightOffATabSwitch() throws {
    let pmi = try PTYSession.started(["open", "pmi://pokedex/25"])
    pmi.send("jjjj")
    pmi.waitFor("Add to team highlighted") { highlighted($0) == "▸ Add to team" }
    pmi.send("\r")
    pmi.waitFor("Pikachu joined your team.")
    #expect(highlighted(pmi.screen) == "▸ Evolves into #026 Raichu")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// `/` on a Pokémon showed nothing until Enter: the list it filters now
  /// shows as the filter is typed, and Esc goes back to the Pokémon.
  @Test func aFilterFromAPokemonShowsItsListLive() throws {
    let pmi = try PTYSession.started(["open", "pmi://pokedex/6"])
    pmi.waitFor("Pokédex › #006 Charizard")
    pmi.send("/pika")
    pmi.waitFor("Pikachu alone, live") { screen in
      highlighted(screen)?.hasPrefix("▸ #025 Pikachu") == true
        && screen.contains { $0.hasPrefix("Pokédex") && $0.hasSuffix("match “pika” (of 1025)") }
    }
    pmi.send("\u{1B}")
    pmi.waitFor("Charizard again") { $0.count > 2 && $0[2] == "#006 Charizard" }
    #expect(pmi.screen[1] == "Pokédex › #006 Charizard")
    pmi.send("/pika\r")
    pmi.waitFor("the list, filtered") { $0.count > 1 && $0[1] == "Pokédex" }
    #expect(highlighted(pmi.screen)?.hasPrefix("▸ #025 Pikachu") == true)
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  // MARK: - Numbers typed or clicked

  /// `g` with a number past Int's range trapped (arithmetic overflow).
  @Test func goToTakesAnyNumber() throws {
    let pmi = try PTYSession.started()
    pmi.send("g-9223372036854775808\r")
    pmi.waitFor("There is no number “-9223372036854775808” on this list.")
    pmi.send("j")
    pmi.waitFor("#002 highlighted") { highlighted($0)?.hasPrefix("▸ #002 Ivysaur") == true }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// A mouse report's coordinates come from the terminal as digits: a row of
  /// Int.max (or Int.min) over a scrolled list trapped.
  @Test func aClickAtAnyCoordinateIsSafe() throws {
    let pmi = try PTYSession.started()
    pmi.send("G")
    pmi.waitFor("the last Pokémon") { highlighted($0)?.hasPrefix("▸ #1025 Pecharunt") == true }
    pmi.send("\u{1B}[<0;10;9223372036854775807M\u{1B}[<0;10;-9223372036854775808Mk")
    pmi.waitFor("#1024 highlighted") { highlighted($0)?.hasPrefix("▸ #1024 Terapagos") == true }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}

// MARK: - The split view

extension PMINewUserTests {
  /// The wheel over the list moved the highlight of the screen beside it;
  /// it now moves the list's, as a click there gives the list the keys.
  @Test func theWheelOverTheListMovesTheList() throws {
    let pmi = try PTYSession.started(
      rows: Self.wide.rows, columns: Self.wide.columns, ["open", "pmi://pokedex/25"])
    pmi.waitFor("Pikachu on the right") { $0.count > 2 && $0[2].contains("│#025 Pikachu") }
    pmi.send("\u{1B}[<65;10;10M")
    pmi.waitFor("the list's highlight three rows on") { screen in
      highlighted(screen)?.hasPrefix("▸ #028 Sandslash") == true
        && screen.contains { $0.hasPrefix("• #025 Pikachu") }
    }
    #expect(pmi.screen[2].contains("│#025 Pikachu"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Without colour both sides showed `▸`, so which one had the keys could
  /// not be told; the side without them marks its row `•`.
  @Test func withoutColourOnlyTheSideWithTheKeysShowsTheHighlight() throws {
    let pmi = try PTYSession.started(
      rows: Self.wide.rows, columns: Self.wide.columns, ["open", "pmi://pokedex/25"],
      environment: ["NO_COLOR": "1"])
    pmi.waitFor("Pikachu on the right") { $0.count > 2 && $0[2].contains("│#025 Pikachu") }
    pmi.waitFor("Pikachu's first choice highlighted") {
      $0.contains { $0.contains("│▸ ← #024 Arbok") }
    }
    #expect(pmi.screen.filter { $0.contains("▸") }.count == 1)
    #expect(pmi.screen.contains { $0.hasPrefix("• #025 Pikachu") })
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
