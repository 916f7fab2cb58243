import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// A list beside the screen it selects: the selection is the tab's stack.
@MainActor @Suite struct PMISplitTests {
  func app(_ state: PMIState = .initial) -> PMIApp {
    PMIApp(catalogue: PMIAppTests.catalogue, state: state, exportDuration: .zero)
  }

  func routes(_ app: PMIApp) -> [PMI.Route] {
    app.navigator.state.activeStack.map(\.route)
  }

  @Test func selectingARowMakesItTheWholeStackAsTheUser() async {
    let app = app()
    await app.open("pmi://pokedex/25")
    await app.run(.push(.pokemon(26)))
    let events = app.navigator.events()
    await app.select(.pokemon(4))
    #expect(routes(app) == [.pokemon(4)])
    #expect(app.selectedRow(in: .pokedex) == 3)
    var iterator = events.makeAsyncIterator()
    guard case .applied(let transition)? = await iterator.next() else {
      Issue.record("expected the selection to be applied")
      return
    }
    #expect(transition.cause == .user)
  }

  @Test func theSelectedRowAgainKeepsTheScreensAboveIt() async {
    let app = app()
    await app.open("pmi://pokedex/25")
    await app.run(.push(.pokemon(26)))
    let version = app.navigator.version
    await app.select(.pokemon(25))
    #expect(routes(app) == [.pokemon(25), .pokemon(26)])
    #expect(app.navigator.version == version)
  }

  @Test func aNumberIsHighlightedAndSelectedEvenUnderAFilterThatHidIt() async {
    let app = app()
    app.setFilter("fire", for: .pokedex)
    await app.select(number: "#25")
    #expect(routes(app) == [.pokemon(25)])
    #expect(app.listPosition(.pokedex).row == 24)
    #expect(app.filter(of: .pokedex).isEmpty)
    await app.selectTab(.berries)
    await app.select(number: "16")
    #expect(routes(app) == [.berry(16)])
  }

  @Test func aNumberOffTheListSaysWhyAndChangesNothing() async {
    let app = app()
    await app.select(number: "2000")
    #expect(app.statusIsFailure)
    #expect(app.status == "There is no Pokémon “2000”: the Pokédex goes from 1 to 1025.")
    #expect(routes(app).isEmpty)
  }

  @Test func aLockedScreenRefusesTheSelection() async throws {
    var state = PMIState.initial
    try state.push(.pokemon(25), options: EntryOptions(isBackLocked: true))
    let app = app(state)
    await app.select(.pokemon(4))
    #expect(routes(app) == [.pokemon(25)])
    #expect(app.status == "You cannot go back from here: choose Done.")
  }
}
