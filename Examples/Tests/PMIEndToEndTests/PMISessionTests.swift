import Foundation
import Testing

/// The saved session through the real binary: two sessions at once, damage,
/// failures, read-only printing and links that must be refused.
@Suite(.serialized) struct PMISessionTests {
  @Test func twoSessionsOnOneStateFileKeepEachOthersTeam() throws {
    let state = PMIProcess.stateFile()
    let first = try PipedSession(["--state-file", state.path])
    let second = try PipedSession(["--state-file", state.path])
    first.run("open pmi://pokedex/25", expecting: "#025 Pikachu")
    first.run("tap 5", expecting: "Pikachu joined your team.")
    second.run("open pmi://pokedex/6", expecting: "#006 Charizard")
    second.run("tap 4", expecting: "Charizard joined your team.")
    // An unrelated change in the first session saves over the second's.
    first.run("tab berries", expecting: "[2 Berries]")
    #expect(first.quit() == 0)
    #expect(second.quit() == 0)
    let after = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://team\nquit\n")
    #expect(after.output.contains("  1. #025 Pikachu\n  2. #006 Charizard"))
  }

  /// Berries hidden in one session stay hidden when another saves: the
  /// choice is merged as the team is, where the other session's save wrote
  /// its own tab bar over it and showed Berries again.
  @Test func twoSessionsOnOneStateFileKeepEachOthersHiddenTab() throws {
    let state = PMIProcess.stateFile()
    let first = try PipedSession(["--state-file", state.path])
    let second = try PipedSession(["--state-file", state.path])
    let withoutBerries = " 1 Pokédex  [3 Team]  4 Settings   5 Search "
    // The second session has read the files before the first hides Berries.
    second.run("print", expecting: "[1 Pokédex]  2 Berries")
    first.run("tab settings", expecting: "Hide the Berries tab")
    first.run("tap 4", expecting: "The Berries tab is hidden.")
    #expect(first.quit() == 0)
    // An unrelated change in the second session saves; its tab bar takes
    // the first one's choice.
    second.run("tab team", expecting: "[3 Team]")
    second.run("print", expecting: "Another session hid the Berries tab.")
    second.run("print", expecting: withoutBerries)
    #expect(second.quit() == 0)
    let after = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(after.output.split(separator: "\n").first.map(String.init) == withoutBerries)
  }

  @Test func aFailedSaveIsReportedOnStandardErrorAndExitsNonZero() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)  // even root cannot make a folder inside a file
    let state = blocker.appendingPathComponent("navigation.wpt")
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 1)
    // Foundation said "A file with the same name already exists", naming neither.
    #expect(
      result.errors
        == "pmi: Could not save the session: cannot create \(state.path): \(blocker.path) "
        + "is not a folder.\n")
  }

  /// A session still open after `--reset` merged against the missing team
  /// file and wrote the old team back.
  @Test func aSessionStillOpenDoesNotUndoAReset() throws {
    let state = PMIProcess.stateFile()
    let open = try PipedSession(["--state-file", state.path])
    open.run("open pmi://pokedex/25", expecting: "#025 Pikachu")
    open.run("tap 5", expecting: "Pikachu joined your team.")
    let reset = try PMIProcess.run(["--reset", "--yes", "--state-file", state.path])
    #expect(reset.errors == "pmi: forgot the last session and your team of 1 (Pikachu).\n")
    // An unrelated change in the open session saves.
    open.run("open pmi://pokedex/6", expecting: "#006 Charizard")
    open.run("tap 4", expecting: "Charizard joined your team.")
    #expect(open.quit() == 0)
    let after = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://team\nquit\n")
    #expect(after.output.contains("  1. #006 Charizard\n"))
    #expect(!after.output.contains("Pikachu"))
  }

  /// The XDG specification: a relative or empty `XDG_STATE_HOME` is ignored.
  @Test(arguments: ["", "relative/state"])
  func aRelativeOrEmptyStateHomeIsIgnored(_ value: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-e2e-\(UUID().uuidString)")
    let home = folder.appendingPathComponent("home")
    let start = folder.appendingPathComponent("start")
    try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
    let result = try PMIProcess.run(
      [], input: "open pmi://pokedex/25\nquit\n",
      environment: ["XDG_STATE_HOME": value, "HOME": home.path], in: start)
    #expect(result.status == 0)
    let saved = home.appendingPathComponent(".local/state/pmi/navigation.wpt")
    #expect(FileManager.default.fileExists(atPath: saved.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: start.path).isEmpty)
  }

  @Test func printingALinkLeavesTheSavedSessionAlone() throws {
    let state = PMIProcess.stateFile()
    _ = try PMIProcess.run(["--state-file", state.path], input: "open pmi://pokedex/99\nquit\n")
    let saved = try Data(contentsOf: state)
    let printed = try PMIProcess.run(
      ["open", "pmi://berries/3", "--print", "--state-file", state.path])
    #expect(printed.status == 0 && printed.output.contains("No. 3 Pecha Berry"))
    #expect(try Data(contentsOf: state) == saved)
    let after = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(after.output.contains("Pokédex › #099 Kingler"))
  }

  /// The launch order: the last session is restored first, then the link
  /// from the command line opens over it; the tab it does not touch keeps
  /// its restored stack.
  @Test func aLinkAtLaunchOpensOverTheRestoredSession() throws {
    let state = PMIProcess.stateFile()
    let first = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(first.status == 0)
    let second = try PMIProcess.run(
      ["open", "pmi://berries/16", "--state-file", state.path], input: "tab pokedex\nquit\n")
    #expect(second.status == 0)
    #expect(second.errors == "")
    // Each screen's breadcrumb: the link's, then the restored Pokédex's.
    let breadcrumbs = second.output.split(separator: "\n").filter { $0.contains(" › ") }
    #expect(breadcrumbs == ["Berries › No. 16 Razz Berry", "Pokédex › #025 Pikachu"])
  }

  @Test func aTeamLinkForAPokemonOffTheTeamIsRefused() throws {
    let result = try PMIProcess.run(
      ["open", "pmi://team/9", "--print", "--state-file", PMIProcess.stateFile().path])
    #expect(result.status == 1)
    #expect(result.errors == "pmi: #009 Blastoise is not in your team.\n")
    #expect(result.output.isEmpty)
  }

  @Test func hostileTextNeverReachesTheTerminalRaw() throws {
    let hostile = "pmi://pokedx/\u{1B}]0;pwned\u{07}\u{1B}[2J"
    let printed = try PMIProcess.run(
      ["open", hostile, "--print", "--state-file", PMIProcess.stateFile().path])
    #expect(printed.status == 1)
    // The library's message escapes the link's controls before pmi sees it.
    #expect(
      printed.errors
        == #"pmi: No route matches '/pokedx/\u{1B}]0;pwned\u{07}\u{1B}[2J'. Did you mean '/pokedex/:id'?"#
        + "\n")
    let lines = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "open \(hostile)\nquit\n")
    #expect(!lines.output.contains("\u{1B}") && !lines.output.contains("\u{07}"))
    #expect(!lines.errors.contains("\u{1B}") && !lines.errors.contains("\u{07}"))
    #expect(lines.errors.contains(#"\u{1B}]0;pwned\u{07}"#))
  }

  @Test func anOversizedTeamFileIsNotReadAndIsKeptAside() throws {
    let state = PMIProcess.stateFile()
    let team = state.appendingPathExtension("team.json")
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A valid team, padded past the limit: read whole, it would load Pikachu.
    let valid = Array(#"{"signedIn":false,"team":[25],"lists":{}}"#.utf8)
    try Data(valid + Array(repeating: UInt8(ascii: " "), count: 200_000 - valid.count))
      .write(to: team)
    let result = try PMIProcess.run(["--state-file", state.path], input: "tab team\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Your team is empty."))
    #expect(
      result.errors
        == "pmi: warning: Could not read the team (\(team.path) has 200000 bytes, over the "
        + "65536-byte limit); starting with an empty team. The damaged file is kept as "
        + "\(team.path).damaged.\n"
    )
    #expect(FileManager.default.fileExists(atPath: team.path + ".damaged"))
  }

  @Test func lineModeHelpListsEveryCommand() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "help\nquit\n")
    for usage in [
      "tap N", "back", "tab NAME", "next, prev", "look N", "drag", "open LINK", "filter TEXT",
      "go N", "history", "pop N", "where", "print", "help", "quit",
    ] {
      #expect(result.output.contains("\n  \(usage)  "), "help should list \(usage)")
    }
  }

  /// Line mode has the quick look and its two heights, as the full screen has them (issue 39).
  @Test func lineModeOpensAQuickLookAndDragsItBetweenItsHeights() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "look 25\ndrag\ndrag\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").filter { $0.hasPrefix("A sheet at") } == [
        "A sheet at half height — drag for full", "A sheet at full height — drag for half",
        "A sheet at half height — drag for full",
      ])
    #expect(result.output.contains("\n#025 Pikachu\n  Type: Electric"))
  }

  /// `where` prints the one line of where the user is, sheets and heights included (issue 40).
  @Test func lineModeSaysWhereTheUserIs() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: "open berries/16\nwhere\nlook 25\nw\nquit\n")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.contains("Berries › No. 16 Razz Berry"))
    #expect(lines.contains("Berries › No. 16 Razz Berry › sheet: #025 Pikachu (medium)"))
  }

  @Test func dragWithNoSheetSaysSoAndFails() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "drag\nquit\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("No sheet with two heights is up: look N opens one."))
  }

  @Test func releasingAsksFirstInLineMode() throws {
    let state = PMIProcess.stateFile()
    let result = try PMIProcess.run(
      ["--state-file", state.path],
      input: "open pmi://pokedex/25\ntap 5\nopen team/25\ntap 2\ntap 2\ntap 2\ntap 1\nquit\n")
    #expect(result.output.contains("Release Pikachu?\n──"))
    #expect(result.output.contains("  1. Release\n  2. Keep\n"))
    #expect(result.output.contains("Pikachu stays in your team."))
    #expect(result.output.contains("Released Pikachu."))
  }
}
