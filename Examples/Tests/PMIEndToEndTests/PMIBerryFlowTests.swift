import Foundation
import Testing

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
}
