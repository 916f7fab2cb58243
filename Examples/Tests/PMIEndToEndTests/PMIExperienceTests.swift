import Foundation
import Testing

/// A newcomer's first minutes in the full screen, through the real binary:
/// what they try and what they expect, from issue 23.
@Suite(.serialized) struct PMIExperienceTests {
  func highlighted(_ screen: [String]) -> String? {
    PTYSession.highlighted(screen)
  }

  /// Whether the list's title row says it is filtered by `text`.
  func filtered(_ screen: [String], by text: String) -> Bool {
    screen.count > 2 && screen[1] == "Pokédex" && screen[2].contains("match “\(text)”")
  }

  /// A kept filter (`/fire`, Enter) was lost on Back and on reselecting the
  /// tab; the list now comes back as it was left.
  @Test func aKeptFilterSurvivesBackAndTabSwitches() throws {
    let pmi = try PTYSession.started()
    pmi.send("/fire\r")
    pmi.waitFor("the filter kept") { filtered($0, by: "fire") }
    pmi.send("\r")
    pmi.waitFor("Pokédex › #004 Charmander")
    pmi.send("\u{7F}")
    pmi.waitFor("the filtered list after Back") {
      filtered($0, by: "fire") && highlighted($0)?.hasPrefix("▸ #004 Charmander") == true
    }
    pmi.send("jj\r")
    pmi.waitFor("Pokédex › #006 Charizard")
    pmi.send("1")  // the tab on display again: back to its list
    pmi.waitFor("the filtered list after reselecting the tab") {
      filtered($0, by: "fire") && highlighted($0)?.hasPrefix("▸ #006 Charizard") == true
    }
    pmi.send("2")
    pmi.waitFor("[2 Berries]")
    pmi.send("1")
    pmi.waitFor("the filtered list after another tab") { filtered($0, by: "fire") }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// `g` and `/` work on a Pokémon, and digits typed after them never switch tabs.
  ///
  /// `g25⏎` on Charizard did nothing, then `2` switched to Berries and
  /// Enter opened Cheri Berry. `g` and `/` now open their field on any
  /// screen, so what follows is typed into it, and Enter acts or says why not.
  @Test func goToAndFilterWorkOnADetailAndDigitsNeverSwitchTabs() throws {
    let pmi = try PTYSession.started(["open", "pmi://pokedex/6"])
    pmi.waitFor("Pokédex › #006 Charizard")
    pmi.send("g25\r")
    pmi.waitFor("Pokédex › #025 Pikachu")
    #expect(pmi.screen[0].hasPrefix("[1 Pokédex]"))
    pmi.send("/electric\r")
    pmi.waitFor("back to the list, filtered") { filtered($0, by: "electric") }
    pmi.send("3")
    pmi.waitFor("[3 Team]")
    pmi.send("g25\r")
    pmi.waitFor("Go to works on the Pokédex and Berries lists")
    #expect(pmi.screen[0].contains("[3 Team]"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Long text was cut: 50 of 64 berry effects at 80 columns, and at 40×12
  /// link errors lost the valid range and the "did you mean".
  @Test func longTextIsWrappedNotCut() throws {
    let berry = try PTYSession.started(rows: 24, columns: 80, ["open", "pmi://berries/64"])
    berry.waitFor("Berries › No. 64 Rowap Berry")
    #expect(
      berry.screen.contains(
        "  Held: If holder is hit by a special move, attacker loses 1/8 of its max HP."))
    #expect(berry.screen.contains("  Single use."))
    berry.send("q")
    #expect(berry.waitForExit() == 0)
    let small = try PTYSession.started(rows: 12, columns: 40)
    small.send("opokedx/25\r")
    small.waitFor("the whole message") {
      $0.joined(separator: " ").contains(
        "No route matches '/pokedx/25'. Did you mean '/pokedex/:id'?")
    }
    small.send("opokedex/2000\r")
    small.waitFor("the valid range") {
      $0.joined(separator: " ").contains("which is not a number from 1 to 1025.")
    }
    #expect(small.screen.count == 12 && small.screen.last?.contains("q quit") == true)
    small.send("q")
    #expect(small.waitForExit() == 0)
  }

  /// Tabs switched underneath a sheet, so the tab bar contradicted the
  /// screen; now the sheet covers them, as in an app.
  @Test func tabsDoNotSwitchUnderASheet() throws {
    let pmi = try PTYSession.started(["open", "pmi://export"])
    pmi.waitFor("Export your team")
    pmi.send("2")
    pmi.waitFor("covers the tabs")
    #expect(pmi.screen[0].hasPrefix("[1 Pokédex]"))
    #expect(pmi.screen.last?.contains("Tab tabs") == false)
    pmi.send("\u{1B}")  // Esc: the sheet, at its root, closes
    pmi.waitFor("the sheet closed") { $0[1] == "Pokédex" }
    pmi.send("2")
    pmi.waitFor("[2 Berries]")
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// The back-locked "Export finished" screen offered `⌫ back` and
  /// `b history`, which cannot work there.
  @Test func theLockedExportScreenOffersOnlyWhatWorks() throws {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\nquit\n")
    let pmi = try PTYSession.started(state: state, ["open", "pmi://export"])
    pmi.waitFor("Start export")
    pmi.send("\r")
    pmi.waitFor("Export › Exporting › Export finished")
    let footer = pmi.screen.last ?? ""
    #expect(!footer.contains("⌫ back") && !footer.contains("b history"), "footer: \(footer)")
    #expect(footer.hasPrefix("↑↓ move  ⏎ open"))
    pmi.send("b")
    pmi.waitFor("You cannot go back from here: choose Done.")
    pmi.send("\r")
    pmi.waitFor("the sheet dismissed") { $0[1] == "Pokédex › #025 Pikachu" }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Adding to the team threw the user out of the Pokédex each time; the
  /// export lived in Settings, not with the team.
  @Test func addingToTheTeamStaysOnThePokemonAndTheTeamTabExports() throws {
    let pmi = try PTYSession.started(["open", "pmi://pokedex/25"])
    pmi.waitFor("Pokédex › #025 Pikachu")
    pmi.send("jjjj")
    pmi.waitFor("Add to team highlighted") { highlighted($0)?.hasPrefix("▸ Add to team") == true }
    pmi.send("\r")
    pmi.waitFor("Pikachu joined your team.")
    #expect(pmi.screen[1] == "Pokédex › #025 Pikachu")
    #expect(pmi.screen[0].hasSuffix("Team 1/6"))
    #expect(pmi.screen.contains("  In your team."))
    pmi.send("3")
    pmi.waitFor("the export on the Team tab") { $0.contains("  Export your team") }
    pmi.send("4")
    // The whole Settings frame, not only its tab bar: a frame may arrive in parts.
    pmi.waitFor("Settings, without the export") { screen in
      screen.first?.contains("[4 Settings]") == true
        && !screen.contains { $0.contains("Export your team") }
    }
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }

  /// Release? is an alert in the navigation state, drawn as a screen of
  /// choices over the member's: Esc is its Cancel, Release releases.
  @Test func releasingAsksWithAnAlertThatEscCancels() throws {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\nquit\n")
    let pmi = try PTYSession.started(state: state, ["open", "pmi://team/25"])
    pmi.waitFor("Team › Team: Pikachu")
    pmi.send("j")
    pmi.waitFor("Release highlighted") { highlighted($0)?.hasPrefix("▸ Release") == true }
    pmi.send("\r")
    pmi.waitFor("Team › Team: Pikachu › Release Pikachu?")
    #expect(pmi.screen.contains("  Pikachu leaves your team."))
    pmi.send("\u{1B}")
    pmi.waitFor("Pikachu stays in your team.")
    #expect(pmi.screen[1] == "Team › Team: Pikachu")
    pmi.send("\r")
    pmi.waitFor("Team › Team: Pikachu › Release Pikachu?")
    pmi.send("k\r")  // the alert opens on Keep: Release is the choice above
    pmi.waitFor("Released Pikachu.")
    #expect(pmi.screen[0].hasSuffix("Team 0/6"))
    pmi.send("q")
    #expect(pmi.waitForExit() == 0)
  }
}
