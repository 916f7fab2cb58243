import Testing
import Waypoint

@testable import DocumentationApp

#if os(Linux)
  import SwiftUI
  import SwiftUIHost
#endif

/// The code of "Using the Navigator", verbatim, run as one story.
@MainActor @Suite struct NavigatorArticleTests {
  @Test func whatTheUserSaw() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.didShow(nil, on: .tab(.pokedex), style: nil, cause: .app)
    navigator.push(.pokemon(id: 25))
    navigator.didShow(.pokemon(id: 25), on: .tab(.pokedex), style: nil, cause: .app)
    let saw = navigator.timeline.description(last: 12)
    // #1 shown tab(pokedex) (app)
    // #2 applied app: push entry#1 pokemon(id: 25) on tab(pokedex)
    // #3 shown pokemon(id: 25) on tab(pokedex) (app), after tab(pokedex)
    // now at pokedex › pokemon(id: 25)
    #expect(
      saw == """
        #1 shown tab(pokedex) (app)
        #2 applied app: push entry#1 pokemon(id: 25) on tab(pokedex)
        #3 shown pokemon(id: 25) on tab(pokedex) (app), after tab(pokedex)
        now at pokedex › pokemon(id: 25)
        """)
  }

  @Test func whereTheUserIs() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    _ = await navigator.push(.pokemon(id: 25)).outcome
    let here = navigator.state.breadcrumb(tabTitle: { "\($0)".capitalized }) { route in
      if case .pokemon(let id) = route { "#\(id)" } else { "\(route)" }
    }
    // "Pokedex › #25"
    #expect(here == "Pokedex › #25")
  }

  /// Collects events, as an app's analytics would.
  @MainActor final class Analytics {
    var recorded: [NavigationOutcome<Pokedex>] = []
    func record(_ event: NavigationOutcome<Pokedex>) { recorded.append(event) }
  }

  #if os(Linux)
    /// A button's action is synchronous: the article's button compiles only
    /// if navigating needs no `await`, and its tap pushes at once.
    @Test func theButtonCaseNeedsNoTaskAndNoAwait() throws {
      let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
      let host = ViewHost(
        Button("Pikachu") { navigator.push(.pokemon(id: 25)) }
      )
      host.render()
      try host.tapButton("Pikachu")
      #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 25)])
    }
  #endif

  @Test func usingTheNavigator() async throws {
    let session = Session()
    let analytics = Analytics()
    let signIn = SignInGuard<Pokedex>(
      isProtected: { if case .berry = $0 { true } else { false } },
      isSignedIn: { session.isSignedIn },
      redirect: .present(.signIn))

    let navigator = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]),
      guards: [UnsavedChangesGuard(), signIn])

    navigator.push(.pokemon(id: 25))
    let outcome = await navigator.navigate(
      to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)])
    ).outcome

    let events = navigator.events()
    Task {
      for await event in events { analytics.record(event) }
    }
    guard case .redirected = outcome else {
      Issue.record("expected a redirect to sign-in, got \(outcome)")
      return
    }
    #expect(navigator.state.presentations.map(\.root.route) == [.signIn])

    // Fragments a button's action runs: synchronous, with no await.
    let signedIn: @MainActor () -> Void = {
      session.isSignedIn = true
      navigator.resumePending()
    }
    signedIn()
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16)])

    let signedOut: @MainActor () -> Void = {
      session.isSignedIn = false
      navigator.revalidate()  // the berry leaves
    }
    signedOut()
    #expect(navigator.state.stack(at: .tab(.berries))?.isEmpty == true)

    navigator.selectTab(.pokedex)
    let shownVersion = navigator.version
    let swipedBack: @MainActor () -> Void = {
      let landing = navigator.state.activeStack.dropLast().last?.id
      navigator.userDidChange(.pop(to: landing, in: .tab(.pokedex)), seenVersion: shownVersion)
    }
    swipedBack()
    navigator.dismissAll()
    #expect(navigator.state.activeStack.isEmpty)

    let picker = Task {
      let picked = await navigator.present(
        .evolutions(of: 133), returning: Pokedex.ReturnValue.self)
      return picked
    }
    while navigator.state.presentations.isEmpty { await Task.yield() }
    navigator.finish(navigator.state.presentations[0].root.id, with: .pokemon(id: 134))
    #expect(await picker.value == .pokemon(id: 134))

    while analytics.recorded.count < 5 { await Task.yield() }
    guard case .applied(let resumed) = analytics.recorded[0] else {
      Issue.record("expected the resumed navigation first: \(analytics.recorded)")
      return
    }
    #expect(resumed.cause == .app)
  }

  /// The code of "Animation", verbatim: the tab changes at once, and a
  /// link would animate only its last step.
  @Test func animation() {
    let quiet = Navigator(
      state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]),
      policy: NavigationPolicy(animations: [.deepLink: .lastStep, .restoration: .disabled]))
    let berries = quiet.withAnimation(.disabled) { quiet.selectTab(.berries) }
    #expect(berries.settledOutcome?.transition?.animation == NavigationAnimation.disabled)
    #expect(quiet.state.selectedTab == .berries)
    #expect(quiet.policy.animation(for: .deepLink) == .lastStep)
    #expect(quiet.popToRoot(in: .tab(.berries)).settledOutcome?.transition?.animation == .animated)
  }

  /// The code of "Return values and return points", verbatim: the berry
  /// reaches the Pokémon screen once.
  @Test func returnPoints() {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25), options: EntryOptions(returnPoint: "pokemon"))
    navigator.present(.berry(id: 1))  // the "Choose a berry" sheet
    navigator.return(to: "pokemon", with: .berry(id: 7))
    // The Pokémon screen, in `onAppear`:
    let chosen = navigator.takeReturnValue(at: "pokemon")  // .berry(id: 7); then nil
    #expect(chosen == .berry(id: 7))
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.takeReturnValue(at: "pokemon") == nil)
  }
}

/// Whether a trainer is signed in, as the article's guard reads it.
@MainActor final class Session {
  var isSignedIn = false
}
