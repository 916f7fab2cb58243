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
        pmi: Unknown tab 'nowhere': pokedex, berries, team or settings.
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
    let screens = result.output.components(separatedBy: "\n» ")
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

  /// The README's pmi section names every line-mode command `help` lists.
  @Test func theReadmeListsEveryLineModeCommand() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Pocket Monster Index").last)
    let help = try PMIProcess.run(
      ["--state-file", PMIProcess.stateFile().path], input: "help\nquit\n")
    let usages = help.output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .flatMap {
        $0.split(separator: "  ", omittingEmptySubsequences: true).first?
          .components(separatedBy: ", ") ?? []
      }
    #expect(usages.count == 13)
    for usage in usages {
      #expect(section.contains("`\(usage)`"), "the README should list \(usage)")
    }
  }
}
