import Testing
import Waypoint

@testable import DocumentationApp

/// The code of the landing page and the core articles, verbatim, run as tests.
@Suite struct CoreArticleTests {
  @Test func landingPage() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    let transition = try state.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)]))
    #expect(transition.steps.count == 2)
  }

  @Test func gettingStarted() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    try state.push(.pokemon(id: 26))
    try state.pop(to: state.activeStack[0].id)
    try state.push(.berry(id: 16), in: .tab(.berries))
    try state.present(.evolutions(of: 25))
    state.dismissAll()
    #expect(state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])

    try state.navigate(
      to: NavigationTarget(
        tab: .pokedex,
        stack: [
          StackElement(.pokemon(id: 98)),
          StackElement(.pokemon(id: 99), options: .init(selection: "moves")),
        ]))
    // Keep the tab and its back stack, and present over them.
    try state.navigate(to: .presenting(.evolutions(of: 99)))
    #expect(state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 98), .pokemon(id: 99)])

    try state.push(.pokemon(id: 1), options: .init(isBackLocked: true))
    let before = state
    // What the article's code prints, kept rather than written among the test run's results.
    var printed: [String] = []
    func print(_ text: Any) { printed.append("\(text)") }
    do {
      try state.perform(.user) { try $0.pop() }
    } catch let error as NavigationError<Pokedex> {
      print(error)  // Back navigation from entry#10 on presentation#8 is locked.
      print(error.recoverySuggestion ?? "")
    }
    #expect(state == before)
    let error = try #require(throws: NavigationError<Pokedex>.self) {
      try state.perform(.user) { try $0.pop() }
    }
    #expect("\(error)" == "Back navigation from entry#10 on presentation#8 is locked.")
    #expect(printed == ["\(error)", try #require(error.recoverySuggestion)])
  }

  @Test func navigationAsAValue() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    let steps = try state.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)])
    ).steps
    // select tab berries (was pokedex); push entry#2 berry(id: 16) on tab(berries)
    #expect(
      steps.map(\.description) == [
        "select tab berries (was pokedex)", "push entry#2 berry(id: 16) on tab(berries)",
      ])
  }

  @Test func transitionsAndPlanning() async throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
    try state.push(contentsOf: [.pokemon(id: 1), .pokemon(id: 2)])
    try state.present(.evolutions(of: 99))
    let transition = try state.perform(.deepLink) { state in
      state.dismissAll()
      try state.push(.pokemon(id: 25))
    }
    // deepLink: dismiss presentation#3 (evolutions(of: 99)); push entry#5 pokemon(id: 25) on tab(pokedex)
    #expect(
      transition.description
        == "deepLink: dismiss presentation#3 (evolutions(of: 99)); push entry#5 pokemon(id: 25) on tab(pokedex)"
    )

    var analytics: [Step<Pokedex>] = []
    for step in transition.steps { analytics.append(step) }
    #expect(analytics == transition.steps)
  }
}
