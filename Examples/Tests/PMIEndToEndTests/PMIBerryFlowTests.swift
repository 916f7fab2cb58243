import Foundation
import PocketMonsterIndex
import Testing
import Waypoint

/// "Choose a berry" through the real binary: the choice is left open by a
/// quit, finished after the relaunch, and the berry reaches the Pokémon
/// through its return point.
@Suite(.serialized) struct PMIBerryFlowTests {
  /// pmi at Bulbasaur, with "Choose a berry" chosen: the chooser is up.
  static func choosingABerryForBulbasaur(state: URL) throws -> PTYSession {
    let pmi = try PTYSession.started(state: state, ["open", "pmi://pokedex/1"])
    pmi.waitFor("Pokédex › #001 Bulbasaur")
    pmi.send("jjj")
    pmi.waitFor("the Choose a berry row") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Choose a berry") == true
    }
    pmi.send("\r")
    pmi.waitFor("Choose a berry for Bulbasaur")
    return pmi
  }

  /// Gives the chooser's first berry, and waits until Bulbasaur holds it.
  static func giveTheFirstBerry(in pmi: PTYSession) {
    pmi.waitFor("the first berry highlighted") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Give Cheri Berry") == true
    }
    pmi.send("\r")
    pmi.waitFor("Holds Cheri Berry.")
  }

  @Test func aBerryChosenAfterARelaunchReachesThePokemon() throws {
    let state = PMIProcess.stateFile()
    let first = try Self.choosingABerryForBulbasaur(state: state)
    first.send("q")
    #expect(first.waitForExit() == 0)

    let second = try PTYSession.started(state: state)
    second.waitFor("Choose a berry for Bulbasaur")
    Self.giveTheFirstBerry(in: second)
    #expect(second.screen.contains { $0.contains("Pokédex › #001 Bulbasaur") })
    #expect(!second.screen.contains { $0.contains("Choose a berry for") })
    second.send("q")
    #expect(second.waitForExit() == 0)
  }

  /// The sheet promises the berry stays "even after a quit": the Pokémon
  /// still holds it at the next launch, the choice long finished.
  @Test func aBerryThePokemonHoldsSurvivesTheNextQuit() throws {
    let state = PMIProcess.stateFile()
    let first = try Self.choosingABerryForBulbasaur(state: state)
    Self.giveTheFirstBerry(in: first)
    first.send("q")
    #expect(first.waitForExit() == 0)

    let second = try PTYSession.started(state: state, ["open", "pmi://pokedex/1"])
    second.waitFor("Pokédex › #001 Bulbasaur")
    second.waitFor("Holds Cheri Berry.")
    second.send("q")
    #expect(second.waitForExit() == 0)
  }

  /// A session saved with the chooser up over Pokémon `number`, as pmi
  /// saves it: the Pokémon's screen is the return point beneath the sheet.
  static func savedWithTheChooserUp(over number: Int) throws -> URL {
    let state = PMIProcess.stateFile()
    var saved = PMIState.initial
    try saved.push(.pokemon(number))
    let pokemon = try #require(saved.visibleEntry?.id)
    try saved.updateOptions(of: pokemon) { $0.returnPoint = "pokemon" }
    try saved.present(.chooseBerry(number))
    try PMIStore(stateURL: state).save(saved, PMIData())
    return state
  }

  /// The launch's warnings, one a line, without the `pmi: warning: ` before each.
  static func warnings(_ result: PMIProcess.Result) -> [String] {
    result.errors.split(separator: "\n").map { String($0.dropFirst("pmi: warning: ".count)) }
  }

  /// A chooser cut off from its Pokémon by a damaged session file is left out.
  ///
  /// The file is cut after the sheet, before the Pokédex's stack
  /// (presentations are written before tabs): the chooser came back alone,
  /// every berry failed with "No entry is the return point 'pokemon'.", and
  /// the launch said only "dropped 0 entries". Now the chooser is left out,
  /// and said to be.
  @Test func aChooserCutOffFromItsPokemonIsLeftOutAndSaid() throws {
    let state = try Self.savedWithTheChooserUp(over: 1)
    let whole = try Data(contentsOf: state)
    let text = String(decoding: whole, as: UTF8.self)
    let tabs = try #require(text.range(of: #""name" : "pokedex","#))
    let cut = text.utf8.distance(from: text.startIndex, to: tabs.upperBound)
    try whole.prefix(cut).write(to: state)

    let result = try PMIProcess.run(["--state-file", state.path], input: "tap 1\nquit\n")
    #expect(result.status == 0)
    let screens = result.screens
    try #require(screens.count > 1)
    #expect(screens[0].split(separator: "\n").dropFirst().first == "Pokédex")
    #expect(screens[1].contains("#001 Bulbasaur\n"), "tap 1 opens the list's first row")
    let warnings = Self.warnings(result)
    #expect(!warnings.contains { $0.contains("dropped 0 entries") })
    #expect(warnings.first?.hasPrefix("Not restored: snapshot: the snapshot is cut short") == true)
    #expect(
      warnings.last
        == "Left out the berry chooser for Bulbasaur, whose Pokémon's screen was not restored.")
  }

  /// The chooser over a Pokémon the catalogue no longer has: the Pokémon
  /// was left out and the chooser stayed, failing every berry.
  @Test func aChooserForAPokemonThatNoLongerExistsIsLeftOutWithIt() throws {
    let state = try Self.savedWithTheChooserUp(over: 2000)
    let result = try PMIProcess.run(["--state-file", state.path], input: "tap 1\nquit\n")
    #expect(result.status == 0)
    let screens = result.screens
    try #require(screens.count > 1)
    #expect(screens[0].split(separator: "\n").dropFirst().first == "Pokédex")
    #expect(screens[1].contains("#001 Bulbasaur\n"))
    #expect(
      Self.warnings(result) == [
        "Left out 1 screen that no longer exists, and the berry chooser for #2000, whose "
          + "Pokémon's screen was not restored."
      ])
  }
}
