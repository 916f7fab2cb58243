import Foundation
import PocketMonsterIndex
import Testing

/// Saved files holding what the app never writes, through the real binary.
///
/// Numbers at the edge of Int, members that are no Pokémon, rows before the
/// list, a back lock from a past run: every one of them trapped or stranded
/// pmi on the old main; now each is left out and said.
@Suite(.serialized) struct PMIHostileDataTests {
  /// A state file in a fresh folder, holding `snapshot` if given, and a team
  /// file holding `team` if given.
  static func files(snapshot: String? = nil, team: String? = nil) throws -> URL {
    let state = PMIProcess.stateFile()
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let snapshot { try Data(snapshot.utf8).write(to: state) }
    if let team { try Data(team.utf8).write(to: state.appendingPathExtension("team.json")) }
    return state
  }

  static func snapshot(pokedex stack: String) -> String {
    #"{"app":1,"format":1,"state":{"next":9,"selected":"pokedex","tabs":[{"name":"pokedex","stack":[\#(stack)]}]}}"#
  }

  static let minimum = "-9223372036854775808"

  /// `Catalogue.monster(_:)` computed `number - 1`, which traps for Int.min,
  /// at every launch, `open --print` included.
  @Test func aPokemonNumberedIntMinIsLeftOut() throws {
    let state = try Self.files(
      snapshot: Self.snapshot(pokedex: #"{"id":1,"route":{"pokemon":{"_0":\#(Self.minimum)}}}"#))
    let printed = try PMIProcess.run([
      "open", "pmi://berries/3", "--print", "--state-file", state.path,
    ])
    #expect(printed.status == 0)
    #expect(printed.output.contains("No. 3 Pecha Berry"))
    let browsed = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    #expect(browsed.status == 0)
    #expect(browsed.output.contains("Left out 1 screen that no longer exists."))
  }

  /// A member Int.min trapped on the Team tab, the export sheet and `--reset`.
  @Test func aTeamOfNumbersThatAreNoPokemonIsCleanedAndSaid() throws {
    let state = try Self.files(
      team: #"{"signedIn":false,"team":[\#(Self.minimum),25,25,0,1,2,3,4,5,6]}"#)
    let team = state.appendingPathExtension("team.json")
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "tab team\nopen pmi://export\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.errors == """
        pmi: warning: Left out of the team file (4 entries): member \(Self.minimum) is not a Pokédex number (1 to 1025); member 25 is listed twice; member 0 is not a Pokédex number (1 to 1025); and 1 more.
        pmi: warning: The team file as it was is kept as \(team.path).damaged.

        """)
    #expect(result.output.contains("  1. #025 Pikachu\n  2. #001 Bulbasaur"))
    #expect(result.output.contains("Writes your team of 6 (Pikachu, Bulbasaur, Ivysaur,"))
    // Never saved back: the file holds the cleaned team.
    #expect(
      try Data(contentsOf: team)
        == Data(#"{"lists":{},"signedIn":false,"team":[25,1,2,3,4,5]}"#.utf8))
  }

  @Test func resetOfATeamOfNumbersThatAreNoPokemonWorks() throws {
    let state = try Self.files(team: #"{"signedIn":false,"team":[\#(Self.minimum),25]}"#)
    let result = try PMIProcess.run(["--reset", "--yes", "--state-file", state.path])
    #expect(result.status == 0)
    #expect(result.errors.hasSuffix("pmi: forgot the last session and your team of 1 (Pikachu).\n"))
  }

  /// A team file of thousands of members that are no Pokémon printed a
  /// warning line for each; it is one line.
  @Test func thousandsOfBadMembersAreOneWarningLine() throws {
    let members = (2_000..<7_000).map(String.init).joined(separator: ",")
    let state = try Self.files(team: #"{"signedIn":false,"team":[\#(members)]}"#)
    let result = try PMIProcess.run([
      "open", "pmi://pokedex/25", "--print", "--state-file", state.path,
    ])
    #expect(result.status == 0)
    let quoted = [2_000, 2_001, 2_002].map { PMIData.Issue.unknownMember($0).description }
    #expect(
      result.errors
        == "pmi: warning: Left out of the team file (5000 entries): "
        + quoted.joined(separator: "; ") + "; and 4997 more.\n")
  }

  /// A negative saved row trapped line mode on its first screen.
  @Test func aListRowBeforeTheListStartsAtTheTop() throws {
    let state = try Self.files(
      team: #"{"signedIn":false,"team":[],"lists":{"pokedex":{"row":-25,"top":-3}}}"#)
    let result = try PMIProcess.run(["--state-file", state.path], input: "print\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("  1. #001 Bulbasaur"))
    #expect(
      result.errors.hasPrefix(
        "pmi: warning: Left out of the team file: the pokedex position, row -25 from -3, "
          + "is outside its 1025 rows.\n"))
  }

  /// A back lock restored from a past run stranded the tab: back, `pop 0`
  /// and reselecting the tab all refused.
  @Test func aBackLockDoesNotOutliveTheRunThatSetIt() throws {
    let state = try Self.files(
      snapshot: Self.snapshot(
        pokedex: #"{"id":1,"route":{"pokemon":{"_0":25}},"opt":{"locked":true}}"#))
    let result = try PMIProcess.run(["--state-file", state.path], input: "back\nquit\n")
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let screens = result.screens
    try #require(screens.count > 1)
    #expect(screens[0].contains("Pokédex › #025 Pikachu"))
    #expect(
      screens[1].hasPrefix(
        "back\n[1 Pokédex]  2 Berries   3 Team   4 Settings   5 Search \nPokédex\n"))
  }
}
