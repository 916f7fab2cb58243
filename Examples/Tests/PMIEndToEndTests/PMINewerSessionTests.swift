import Foundation
import PocketMonsterIndex
import Testing

/// A session a newer pmi saved, through the real binary: the old pmi called
/// it damage, moved it to `.damaged` and saved its own over it; now it says
/// which format it found, exits 1, and both files stay as they were.
@Suite(.serialized) struct PMINewerSessionTests {
  // Computed: LeakSanitizer cannot see a static `Data`'s buffer (its address
  // carries an enum tag) and calls it leaked.
  static var newer: Data { Data(#"{"app":3,"format":2,"state":{"windows":[]}}"#.utf8) }
  static var team: Data { Data(#"{"signedIn":false,"team":[25]}"#.utf8) }

  /// A fresh folder holding a newer pmi's session and a team.
  static func files() throws -> (state: URL, team: URL) {
    let state = PMIProcess.stateFile()
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    try newer.write(to: state)
    let teamFile = state.appendingPathExtension("team.json")
    try team.write(to: teamFile)
    return (state, teamFile)
  }

  static func entries(of state: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
      .sorted()
  }

  static func refusal(_ state: URL) -> StoreError {
    .unsupportedFormat(path: state.path, found: 2, supported: 1)
  }

  @Test func aSessionANewerPMISavedIsRefusedAndKept() throws {
    let (state, team) = try Self.files()
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: cannot use the saved session: \(Self.refusal(state)). Nothing was changed.\n")
    #expect(try Data(contentsOf: state) == Self.newer)
    #expect(try Data(contentsOf: team) == Self.team)
    #expect(try Self.entries(of: state) == ["navigation.wpt", "navigation.wpt.team.json"])
  }

  /// `open --print` saves nothing: it starts fresh, says why, and exits 0.
  @Test func printingFromANewerSessionStartsFreshAndKeepsIt() throws {
    let (state, _) = try Self.files()
    let result = try PMIProcess.run([
      "open", "pmi://berries/3", "--print", "--state-file", state.path,
    ])
    #expect(result.status == 0)
    #expect(
      result.errors
        == "pmi: warning: Could not restore the last session (\(Self.refusal(state))); "
        + "starting fresh.\n")
    #expect(try Data(contentsOf: state) == Self.newer)
  }

  @Test func aResetForgetsNothingOfANewerSession() throws {
    let (state, team) = try Self.files()
    let result = try PMIProcess.run(["--reset", "--yes", "--state-file", state.path])
    #expect(result.status == 1)
    #expect(result.errors.hasSuffix("pmi: nothing was forgotten: \(Self.refusal(state)).\n"))
    #expect(try Data(contentsOf: state) == Self.newer)
    #expect(try Data(contentsOf: team) == Self.team)
  }
}
