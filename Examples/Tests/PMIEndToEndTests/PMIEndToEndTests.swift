import Foundation
import Testing

/// The real executable, driven through pipes: what a newcomer or a script sees.
@Suite(.serialized) struct PMIEndToEndTests {
  @Test func openPrintShowsKinglerUnderThePokedexTab() throws {
    let state = PMIProcess.stateFile()
    let result = try PMIProcess.run([
      "open", "pmi://pokedex/99", "--print", "--state-file", state.path,
    ])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "[1 Pokédex]  2 Berries   3 Team   4 Settings   5 Search ")
    #expect(lines.contains("Pokédex › #099 Kingler"))
    #expect(lines.contains("#099 Kingler"))
    #expect(lines.contains("  Type: Water · 1.3 m · 60 kg"))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: [
    (
      "pmi://pokedex/pikachu",
      "pmi: Parameter 'id' is 'pikachu', which is not a number from 1 to 1025.\n"
    ),
    ("pmi://pokedx/25", "pmi: No route matches '/pokedx/25'. Did you mean '/pokedex/:id'?\n"),
    ("mailto:ash@example.com", "pmi: The scheme 'mailto' is not handled by this app.\n"),
    // A zero-width space is spelled out: shown raw, 2, U+200B, 5 would read as '25'.
    (
      "pmi://pokedex/2%E2%80%8B5",
      #"pmi: Parameter 'id' is '2\u{200B}5', which is not a number from 1 to 1025."#
        + "\n"
    ),
    // Links fold ASCII capitals only: the KELVIN SIGN is not a k, however written.
    (
      "pmi://po%E2%84%AAedex/25",
      "pmi: No route matches '/po\u{212A}edex/25'. Did you mean '/pokedex/:id'?\n"
    ),
    (
      "pmi://PO%E2%84%AAEDEX/25",
      "pmi: No route matches '/PO\u{212A}EDEX/25'. Did you mean '/pokedex/:id'?\n"
    ),
  ])
  func aBadLinkExitsNonZeroWithTheRoutersMessage(link: String, message: String) throws {
    let result = try PMIProcess.run([
      "open", link, "--print", "--state-file", PMIProcess.stateFile().path,
    ])
    #expect(result.status == 1)
    #expect(result.errors == message)
    #expect(result.output.isEmpty)
  }

  @Test func lineModeDrivesTheAppAndARelaunchRestoresIt() throws {
    let state = PMIProcess.stateFile()
    let first = try PMIProcess.run(
      ["--state-file", state.path],
      input: "open pmi://berries/16\ntap 2\ntab pokedex\nnext\ntap 5\nquit\n")
    #expect(first.status == 0)
    #expect(first.output.contains("Berries › No. 16 Razz Berry › No. 17 Bluk Berry"))
    #expect(first.output.contains("Pokédex › #025 Pikachu"))
    let second = try PMIProcess.run(
      ["--state-file", state.path], input: "print\ntab berries\nquit\n")
    let screens = second.screens
    try #require(screens.count > 2)
    #expect(
      screens[0].contains("Pokédex › #025 Pikachu"),
      "the relaunch should start where the last run ended")
    #expect(screens[2].contains("Berries › No. 16 Razz Berry › No. 17 Bluk Berry"))
  }

  @Test(arguments: [
    (
      "not a snapshot at all",
      "pmi: warning: Could not restore the last session (STATE cannot be read: The data is not "
        + "a Waypoint snapshot.); starting fresh. The damaged file is kept as STATE.damaged.\n"
    ),
    (
      #"{"format":1,"app":1,"state":{"tabs":[{"name":"pokedex","stack":["#,
      "pmi: warning: Not restored: snapshot: the snapshot is cut short or damaged at byte 64; what follows is lost\n"
    ),
  ])
  func aCorruptStateFileStartsCleanWithAWarningAndIsKept(content: String, warning: String) throws {
    let state = PMIProcess.stateFile()
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: state)
    let result = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(result.status == 0)
    #expect(result.errors.hasPrefix(warning.replacingOccurrences(of: "STATE", with: state.path)))
    #expect(result.errors.contains("kept as \(state.path).damaged.\n"))
    let kept = try Data(contentsOf: state.appendingPathExtension("damaged"))
    #expect(kept == Data(content.utf8), "the damaged file is kept as it was, beside the new one")
    #expect(
      result.output.hasPrefix("[1 Pokédex]  2 Berries   3 Team   4 Settings   5 Search \nPokédex\n")
    )
    let again = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(again.errors.isEmpty, "the clean session was saved over the corrupt one")
  }

  @Test func resetForgetsTheLastSession() throws {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(["open", "pmi://pokedex/7", "--print", "--state-file", state.path])
    let refused = try PMIProcess.run(["--reset", "--state-file", state.path], input: "quit\n")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "pmi: --reset forgets the last session. Add --yes to confirm when not at a terminal.\n")
    // Without a terminal the reset is all a script asked for: no page follows it.
    let result = try PMIProcess.run(
      ["--reset", "--yes", "--state-file", state.path], input: "quit\n")
    #expect(result.status == 0 && result.output.isEmpty)
    #expect(result.errors == "pmi: forgot the last session.\n")
    // Line mode asked for by name reads its commands after the reset.
    let then = try PMIProcess.run(
      ["--reset", "--yes", "--line-mode", "--state-file", state.path], input: "quit\n")
    #expect(then.status == 0)
    #expect(
      then.output.hasPrefix("[1 Pokédex]  2 Berries   3 Team   4 Settings   5 Search \nPokédex\n"))
  }

  @Test func helpListsEveryOptionAndTheCommands() throws {
    let result = try PMIProcess.run(["--help"])
    #expect(result.status == 0)
    for option in ["--state-file <path>", "--reset", "--yes", "--line-mode", "--version", "open"] {
      #expect(result.output.contains(option), "--help should mention \(option)")
    }
  }

  /// The real binary prints the map the checked-in file holds.
  @Test func mapPrintsTheNavigationMapFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("navigation-map.json")
    let result = try PMIProcess.run(["map"])
    #expect(result.status == 0)
    #expect(result.errors == "")
    // Compared as JSON values: how JSONEncoder spaces an empty array differs between Foundations.
    let printed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? NSDictionary
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? NSDictionary
    #expect(printed != nil && printed == saved)
    let table = try PMIProcess.run(["map", "--table"])
    #expect(table.status == 0)
    #expect(table.output.split(separator: "\n").count == 12)
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try PMIProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("pmi 1."))
  }
}
