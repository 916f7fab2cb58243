import Foundation
import Testing

/// "Choose a berry" through the real binary: the choice is left open by a
/// quit, finished after the relaunch, and the berry reaches the Pokémon
/// through its return point.
@Suite(.serialized) struct PMIBerryFlowTests {
  @Test func aBerryChosenAfterARelaunchReachesThePokemon() throws {
    let state = PMIProcess.stateFile()
    let first = try PTYSession.started(state: state, ["open", "pmi://pokedex/1"])
    first.waitFor("Pokédex › #001 Bulbasaur")
    first.send("jjj")
    first.waitFor("the Choose a berry row") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Choose a berry") == true
    }
    first.send("\r")
    first.waitFor("Choose a berry for Bulbasaur")
    first.send("q")
    #expect(first.waitForExit() == 0)

    let second = try PTYSession.started(state: state)
    second.waitFor("Choose a berry for Bulbasaur")
    second.waitFor("the first berry highlighted") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Give Cheri Berry") == true
    }
    second.send("\r")
    second.waitFor("Holds Cheri Berry.")
    #expect(second.screen.contains { $0.contains("Pokédex › #001 Bulbasaur") })
    #expect(!second.screen.contains { $0.contains("Choose a berry for") })
    second.send("q")
    #expect(second.waitForExit() == 0)
  }

  /// The sheet promises the berry stays "even after a quit": the Pokémon
  /// still holds it at the next launch, the choice long finished.
  @Test func aBerryThePokemonHoldsSurvivesTheNextQuit() throws {
    let state = PMIProcess.stateFile()
    let first = try PTYSession.started(state: state, ["open", "pmi://pokedex/1"])
    first.waitFor("Pokédex › #001 Bulbasaur")
    first.send("jjj")
    first.waitFor("the Choose a berry row") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Choose a berry") == true
    }
    first.send("\r")
    first.waitFor("the first berry highlighted") {
      PTYSession.highlighted($0)?.hasPrefix("▸ Give Cheri Berry") == true
    }
    first.send("\r")
    first.waitFor("Holds Cheri Berry.")
    first.send("q")
    #expect(first.waitForExit() == 0)

    let second = try PTYSession.started(state: state, ["open", "pmi://pokedex/1"])
    second.waitFor("Pokédex › #001 Bulbasaur")
    second.waitFor("Holds Cheri Berry.")
    second.send("q")
    #expect(second.waitForExit() == 0)
  }
}
