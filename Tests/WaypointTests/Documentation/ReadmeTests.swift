import Testing
import Waypoint

/// The README's quick start, verbatim, so the README never shows code that does not compile.
@Suite struct ReadmeQuickStartTests {
  enum Pokedex: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
    enum Route: Hashable, Codable, Sendable {
      case pokemon(id: Int)
      case berry(id: Int)
      case evolutions(of: Int)
    }
  }

  @Test func quickStart() throws {
    var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])

    try state.push(.pokemon(id: 25))  // onto the Pokédex tab's stack
    try state.push(.berry(id: 16), in: .tab(.berries))  // onto another tab's stack
    try state.present(.evolutions(of: 25))  // a sheet with its own stack

    // A deep link: one transition, from wherever the user is.
    let transition = try state.navigate(
      to: NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 98), .pokemon(id: 99)]))
    print(transition)  // app: dismiss presentation#3 (…); pop 1 on tab(pokedex) to root; push …

    // Errors are typed and leave the state as it was.
    do {
      try state.pop(count: 5)
    } catch {
      print(error)  // Cannot pop 5 entries from tab(pokedex): it holds 2.
    }
    #expect(state.activeStack.routes == [.pokemon(id: 98), .pokemon(id: 99)])
    #expect(transition.steps.count == 4)
    #expect(
      NavigationError<Pokedex>.notEnoughEntries(requested: 5, available: 2, in: .tab(.pokedex))
        .description == "Cannot pop 5 entries from tab(pokedex): it holds 2.")
  }
}
