import Foundation
import Testing

/// Line mode as a script uses it: what fails says so on standard error and
/// in the exit status, lists filter and go to numbers, and a link is written
/// the same way everywhere.
@Suite(.serialized) struct PMILineModeTests {
  /// Every command once failed silently: errors on standard output, exit 0.
  @Test func failedCommandsGoToStandardErrorAndExitNonZero() throws {
    let state = PMIProcess.stateFile()
    let result = try PMIProcess.run(
      ["--state-file", state.path],
      input: "open pmi://pokedx/1\ntap 99\ntab nowhere\nfrobnicate\nback\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.errors == """
        pmi: No route matches '/pokedx/1'. Did you mean '/pokedex/:id'?
        pmi: There is no choice 99 here.
        pmi: Unknown tab 'nowhere': pokedex, berries, team, settings or search (or 1-5).
        pmi: Unknown command 'frobnicate'. Type help for the list.
        pmi: Already at the top of Pokédex.

        """)
    #expect(!result.output.contains("No route matches") && !result.output.contains("choice 99"))
    let fine = try PMIProcess.run(
      ["--state-file", state.path], input: "tab berries\ntap 1\nback\nquit\n")
    #expect(fine.status == 0 && fine.errors.isEmpty)
    #expect(try PMIProcess.run(["--help"]).output.contains("\nExit status: 0 when everything"))
  }

  @Test func listsFilterAndGoToANumber() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: "filter fire\ntap 3\nback\ngo 25\ntap 5\ngo 150\nfilter\nquit\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    let screens = result.screens
    try #require(screens.count > 7)
    #expect(screens[1].contains("  1. #004 Charmander  Fire\n"))
    #expect(screens[1].contains(" of 1025 match “fire” — filter alone shows all\nPage 1 of "))
    #expect(screens[2].contains("Pokédex › #006 Charizard"))
    #expect(screens[3].contains(" match “fire”"), "Back shows the list as it was left")
    #expect(screens[4].contains("Page 2 of 52"), "go 25 clears a filter that hides #025")
    #expect(screens[4].hasSuffix("#025 Pikachu is choice 5 of this page: tap 5 opens it.\n"))
    #expect(screens[5].contains("Pokédex › #025 Pikachu"))
    #expect(screens[6].contains("Pokédex › #150 Mewtwo\n"), "in place of Pikachu")
    // On a Pokémon, a filter goes back to its list, here as it was left.
    #expect(screens[7].contains("Pokédex\n") && screens[7].contains("Page 2 of 52"))
  }

  /// A link is written one way everywhere: the link field's.
  ///
  /// `o 25` was an unknown command and `pmi open pokedex/25` had no scheme,
  /// while the link field took `pokedex/25`.
  @Test(arguments: [
    "pokedex/25", "/pokedex/25", "pmi://pokedex/25", "PMI://pokedex/25",
    "https://pmi.example.com/pokedex/25",
  ])
  func aLinkIsWrittenTheSameWayEverywhere(link: String) throws {
    let printed = try PMIProcess.run(
      ["open", link, "--print", "--state-file", PMIProcess.stateFile().path])
    #expect(printed.status == 0 && printed.output.contains("Pokédex › #025 Pikachu\n"))
    let lines = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "o \(link)\nquit\n")
    #expect(lines.status == 0 && lines.output.contains("Pokédex › #025 Pikachu\n"))
  }

  /// pmi's README (Examples/README.md) names every line-mode command `help` lists.
  @Test func theReadmeListsEveryLineModeCommand() throws {
    let section = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md"), encoding: .utf8)
    let help = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "help\nquit\n")
    let usages = help.output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .flatMap {
        $0.split(separator: "  ", omittingEmptySubsequences: true).first?
          .components(separatedBy: ", ") ?? []
      }
    #expect(usages.count == 16)
    for usage in usages {
      #expect(section.contains("`\(usage)`"), "the README should list \(usage)")
    }
  }
}

/// Line mode as a new user met it (issue 29): numbers of any size, commands
/// that lacked their argument or failed on a Pokémon, the back history under
/// an alert, and words in the singular.
extension PMILineModeTests {
  /// `tap -9223372036854775808` and `tab -9223372036854775808` trapped on
  /// arithmetic overflow (exit 132), and so did `go`; a fuzzer of line-mode
  /// commands found it in 42 of 204 runs.
  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "-1", "99999999999999999999"])
  func aNumberOfAnySizeIsReadWithoutOverflow(number: String) throws {
    let commands = ["tap", "tab", "go", "pop"].map { "\($0) \(number)\n" }.joined()
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: commands + "open pokedex/25\ngo \(number)\nquit\n")
    #expect(result.status == 1)
    let notANumber = "pmi: '\(number)' is not a number.\n"
    let isInt = Int(number) != nil
    #expect(
      result.errors
        == (isInt ? "pmi: There is no choice \(number) here.\n" : notANumber)
        + "pmi: Unknown tab '\(number)': pokedex, berries, team, settings or search (or 1-5).\n"
        + "pmi: There is no number “\(number)” on this list.\n"
        + (isInt ? "pmi: There is no screen \(number) in the history.\n" : notANumber)
        + "pmi: There is no Pokémon “\(number)”: the Pokédex goes from 1 to 1025.\n")
  }

  /// `go` and `open` alone said "There is no number “”" and a link error:
  /// a command that needs an argument says which.
  @Test func aMissingArgumentIsNamed() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: "go\nopen\no\ntap\ntab\npop\nfilter\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.errors == """
        pmi: go needs a number, such as “go 25”.
        pmi: open needs a link, such as “open pokedex/25”.
        pmi: open needs a link, such as “open pokedex/25”.
        pmi: tap needs a number, such as “tap 1”.
        pmi: tab needs a tab, such as “tab berries”.
        pmi: pop needs a number, such as “pop 0”.

        """)
  }

  /// `next` and `prev` said "Only the Pokédex and Berries lists have pages"
  /// on a Pokémon: there they show the next or previous one in its place.
  @Test func nextAndPrevOnAPokemonShowItsNeighbours() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: "open pokedex/25\nnext\nprev\nprev\nopen berries/2\nnext\nquit\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    let breadcrumbs = result.screens.compactMap {
      $0.split(separator: "\n").first { $0.hasPrefix("Pokédex") || $0.hasPrefix("Berries") }
    }
    #expect(
      breadcrumbs == [
        "Pokédex", "Pokédex › #025 Pikachu", "Pokédex › #026 Raichu", "Pokédex › #025 Pikachu",
        "Pokédex › #024 Arbok", "Berries › No. 2 Chesto Berry", "Berries › No. 3 Pecha Berry",
      ])
  }

  /// Under an alert, `history` listed the alert as screen 2 and `pop 2` said
  /// there was none; `pop 1` popped beneath the alert and left it up.
  @Test func popUnderAnAlertCancelsTheAlert() throws {
    let state = try PMINewUserTests.stateWithPikachu()
    let result = try PMIProcess.run(
      ["--state-file", state.path],
      input: "open pmi://team/25\ntap 2\nhistory\npop 2\npop 1\nquit\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    let screens = result.screens
    try #require(screens.count > 5)
    #expect(screens[3].hasSuffix("  2. Release Pikachu?  (here)\n"))
    #expect(screens[4].contains("\nTeam › Team: Pikachu › Release Pikachu?\n"))
    #expect(screens[5].contains("\nTeam › Team: Pikachu\n"))
    #expect(screens[5].hasSuffix("\nPikachu stays in your team.\n"))
  }

  /// "Sign in" chosen in Settings said "The trainer profile needs a
  /// signed-in trainer", though nothing had asked for the profile.
  @Test func signingInFromSettingsSaysWhatItIs() throws {
    let result = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path],
      input: "tab settings\ntap 2\nback\ntap 1\nquit\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    let screens = result.screens.map { $0.split(separator: "\n").map(String.init) }
    try #require(screens.count > 4)
    #expect(screens[2].contains("  Red is this demo's one trainer."))
    #expect(!screens[2].contains("  The trainer profile needs a signed-in trainer."))
    #expect(screens[4].contains("  The trainer profile needs a signed-in trainer."))
  }

  /// "All 1 members leave your team", then "1 members left".
  @Test func oneMemberIsSaidInTheSingular() throws {
    let state = try PMINewUserTests.stateWithPikachu()
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "tab settings\ntap 4\ntap 1\nquit\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    let screens = result.screens.map { $0.split(separator: "\n").map(String.init) }
    try #require(screens.count > 3)
    #expect(screens[2].contains("  1 member leaves your team."))
    #expect(screens[3].last == "Your team was reset: 1 member left.")
  }
}
