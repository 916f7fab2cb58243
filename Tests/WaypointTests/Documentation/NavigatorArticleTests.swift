import Testing
import Waypoint

/// The code of "Using the Navigator", verbatim, run as one story.
@MainActor @Suite struct NavigatorArticleTests {
  /// Collects events, as an app's analytics would.
  @MainActor final class Analytics {
    var recorded: [NavigationOutcome<App>] = []
    func record(_ event: NavigationOutcome<App>) { recorded.append(event) }
  }

  @Test func theButtonCaseNeedsNoTaskAndNoAwait() {
    let navigator = Navigator(state: NavigationState<App>(tabs: [.pokedex, .settings]))
    let button = Button("Pikachu") { navigator.push(.pokemon(id: 25)) }
    button.action()
    #expect(navigator.activeStack.map(\.route) == [.pokemon(id: 25)])
  }

  @Test func usingTheNavigator() async throws {
    let session = Session()
    let analytics = Analytics()
    let signIn = SignInGuard<App>(
      isProtected: { $0 == .trainerProfile },
      isSignedIn: { session.isSignedIn },
      redirect: .present(.signIn))

    let navigator = Navigator(
      state: NavigationState<App>(tabs: [.pokedex, .settings]),
      guards: [UnsavedChangesGuard(), signIn])

    await navigator.push(.pokemon(id: 25))
    let outcome = await navigator.navigate(
      to: NavigationTarget(tab: .settings, routes: [.trainerProfile]))

    let events = navigator.events()
    Task {
      for await event in events { analytics.record(event) }
    }
    guard case .redirected = outcome else {
      Issue.record("expected a redirect to sign-in, got \(outcome)")
      return
    }
    #expect(navigator.presentations.map(\.root.route) == [.signIn])

    // Fragments a button's action runs: synchronous, with no await.
    let signedIn: @MainActor () -> Void = {
      session.isSignedIn = true
      navigator.resumePending()
    }
    signedIn()
    #expect(navigator.stack(at: .tab(.settings))?.map(\.route) == [.trainerProfile])

    let signedOut: @MainActor () -> Void = {
      session.isSignedIn = false
      navigator.revalidate()  // the trainer profile leaves
    }
    signedOut()
    #expect(navigator.stack(at: .tab(.settings))?.isEmpty == true)

    await navigator.selectTab(.pokedex)
    let shownVersion = navigator.version
    let swipedBack: @MainActor () -> Void = {
      let landing = navigator.activeStack.dropLast().last?.id
      navigator.userDidPop(to: landing, in: .tab(.pokedex), seenVersion: shownVersion)
    }
    swipedBack()
    await navigator.dismissAll()
    #expect(navigator.activeStack.isEmpty)

    let picker = Task {
      let picked = await navigator.present(.colorPicker, returning: String.self)
      return picked
    }
    while navigator.presentations.isEmpty { await Task.yield() }
    await navigator.finish(navigator.presentations[0].root.id, with: "red")
    #expect(await picker.value == "red")

    while analytics.recorded.count < 5 { await Task.yield() }
    guard case .applied(let resumed) = analytics.recorded[0] else {
      Issue.record("expected the resumed navigation first: \(analytics.recorded)")
      return
    }
    #expect(resumed.cause == .app)
  }
}
