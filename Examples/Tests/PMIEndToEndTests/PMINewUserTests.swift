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
    pmi.send("G\r")
    pmi.waitFor("Cancel highlighted") { highlighted($0) == "▸ Cancel" }
    pmi.send("\r")
    pmi.waitFor("Your team stays as it is.")
    #expect(pmi.screen[0].hasSuffix("Team 1/6"))
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
