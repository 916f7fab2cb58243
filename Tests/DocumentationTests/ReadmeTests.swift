import Testing
import Waypoint
import WaypointTesting

@testable import DocumentationApp

/// The README's code, verbatim, on the app its pages build: its schema is
/// the app's (Tests/DocumentationApp/Pokedex.swift), and its SwiftUI views
/// are those of "Using Waypoint with SwiftUI" (SwiftUIArticleTests).
@MainActor @Suite struct ReadmeTests {
  @Test func quickStart() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])

    try state.push(.pokemon(id: 25))  // onto the Pokédex tab's stack
    try state.push(.berry(id: 16), in: .tab(.berries))  // onto another tab's stack
    try state.present(.evolutions(of: 25))  // a sheet with its own stack

    // A deep link: one transition, from wherever the user is.
    let transition = try state.navigate(
      to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 98), .pokemon(id: 99)]))
    // app: dismiss presentation#3 (evolutions(of: 25)); pop 1 on tab(pokedex) to root;
    //      push entry#5 pokemon(id: 98) on tab(pokedex); push entry#6 pokemon(id: 99) on tab(pokedex)

    // Errors are typed values, say what and where, and leave the state as it was.
    var status = ""
    do {
      try state.pop(count: 5)
    } catch {
      status = "\(error) \(error.recoverySuggestion ?? "")"
      // Cannot pop 5 entries from tab(pokedex): it holds 2. Pop at most 2, or use popToRoot() to pop them all.
    }

    #expect(
      transition.description == """
        app: dismiss presentation#3 (evolutions(of: 25)); pop 1 on tab(pokedex) to root; \
        push entry#5 pokemon(id: 98) on tab(pokedex); push entry#6 pokemon(id: 99) on tab(pokedex)
        """)
    #expect(
      status
        == "Cannot pop 5 entries from tab(pokedex): it holds 2. "
        + "Pop at most 2, or use popToRoot() to pop them all.")
    let before = state
    let error = try #require(throws: NavigationError<Pokedex>.self) { try state.pop(count: 5) }
    #expect("\(error)" == "Cannot pop 5 entries from tab(pokedex): it holds 2.")
    #expect(error.recoverySuggestion == "Pop at most 2, or use popToRoot() to pop them all.")
    #expect(state == before)
  }

  @Test func codeThatNeedsTheOutcomeAwaitsIt() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))

    let outcome = await navigator.navigate(to: .presenting(.evolutions(of: 99))).outcome

    #expect(outcome.isApplied)
    #expect(navigator.state.presentations.map(\.root.route) == [.evolutions(of: 99)])
  }

  /// The test-kit example, with the app's link table: it passes as shown.
  @Test func theTesterExample() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    await tester.open("pmi://pokedex/99", with: links)
    await tester.expectApplied(.deepLink, arriving: [.pokemon(id: 99)])
    await tester.swipeBack()
    await tester.expectApplied(.user, leaving: [.pokemon(id: 99)])
    await tester.expectNoNavigation()
  }
}
