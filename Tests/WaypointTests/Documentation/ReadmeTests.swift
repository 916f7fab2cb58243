import Foundation
import Testing
import Waypoint

/// The README's code, verbatim, run as tests: the README never shows code
/// that does not compile. (The SwiftUI and test-kit blocks run beside the
/// modules they need.)
@Suite struct ReadmeQuickStartTests {
  @Test func quickStart() throws {
    var status = ""
    enum Pokedex: NavigationSchema {
      enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
      enum Route: Hashable, Codable, Sendable {
        case pokemon(id: Int)
        case berry(id: Int)
        case evolutions(of: Int)
      }
    }

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
    do {
      try state.pop(count: 5)
    } catch {
      status = "\(error) \(error.recoverySuggestion ?? "")"
    }

    #expect(
      transition.description == """
        app: dismiss presentation#3 (evolutions(of: 25)); pop 1 on tab(pokedex) to root; \
        push entry#5 pokemon(id: 98) on tab(pokedex); push entry#6 pokemon(id: 99) on tab(pokedex)
        """)
    #expect(
      status
        == "Cannot pop 5 entries from tab(pokedex): it holds 2. Pop at most 2, or use popToRoot() to pop them all."
    )
    #expect(state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 98), .pokemon(id: 99)])
  }
}

/// The README's navigator, links and restoration, on one app.
@MainActor @Suite struct ReadmeTests {
  enum Pokedex: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
    enum Route: Hashable, Codable, Sendable {
      case pokemon(id: Int)
      case evolutions(of: Int)
      case trainerProfile, signIn, colorPicker
    }
  }

  /// The routes as an older version of the app saved them.
  enum RouteV1: Decodable {
    case pokemon(Int)
    var current: Pokedex.Route? {
      switch self {
      case .pokemon(let id): .pokemon(id: id)
      }
    }
  }

  @MainActor final class Session {
    var isSignedIn = true
  }

  @Test func theSwiftUICase() async throws {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    Button("Surprise me") { navigator.push(.pokemon(id: 151)) }

    let outcome = await navigator.navigate(to: .presenting(.evolutions(of: 99))).outcome
    Button.tapLast()
    #expect(navigator.activeStack.map(\.route) == [.pokemon(id: 151)])
    #expect(outcome.isApplied)
    #expect(navigator.presentations.map(\.root.route) == [.evolutions(of: 99)])
  }

  @Test func theNavigatorLinksAndRestoration() async throws {
    let session = Session()
    var shownVersion: UInt64 { 1 }

    let navigator = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]),
      guards: [
        UnsavedChangesGuard(),
        SignInGuard(
          isProtected: { $0 == .trainerProfile }, isSignedIn: { session.isSignedIn },
          redirect: .present(.signIn)),
      ])

    let events = navigator.events()  // subscribed from here on
    await navigator.push(.pokemon(id: 25))  // .applied(transition)
    // A swipe back:
    await navigator.userDidPop(to: nil, in: .tab(.pokedex), seenVersion: shownVersion)
    session.isSignedIn = false
    await navigator.revalidate()  // protected screens leave

    #expect(navigator.stack(at: .tab(.pokedex))?.isEmpty == true)
    var iterator = events.makeAsyncIterator()
    guard case .applied(let pushed)? = await iterator.next() else {
      Issue.record("expected the push first")
      return
    }
    #expect(pushed.steps.count == 1)

    var router = LinkRouter<Pokedex>(schemes: ["pmi"], hosts: ["pmi.example.com"])
    try router.register("pokedex/:id") { parameters in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
    } reverse: { target in
      guard case .pokemon(let id)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    let target = try router.resolve("pmi://pokedex/25")  // the Pokédex tab with #25 on its stack
    let link = router.link(for: target)  // "pmi://pokedex/25"
    await navigator.open("pmi://pokedex/25", with: router)  // through guards and policies
    #expect(link == "pmi://pokedex/25")
    #expect(navigator.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])

    let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: url) }
    var reported: [RestorationIssue] = []
    func report(_ issues: [RestorationIssue]) { reported = issues }

    let coder = SnapshotCoder<Pokedex>(
      tabs: [.pokedex, .berries], routeVersion: 2,
      migrations: [RouteMigration(from: 1, decoding: RouteV1.self) { $0.current }])
    let file = SnapshotFile(url: url, coder: coder)
    try file.save(navigator.state)  // temporary file + rename
    if let restored = try file.load() {  // nil on first launch
      await navigator.restore(restored.state)  // through guards and policies
      report(restored.issues)  // what was left out, where, and why, as values
    }
    #expect(reported.isEmpty)
  }
}
