import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

@MainActor @Suite struct NavigatorLinkTests {
  typealias LinkNavigator = Navigator<LinkApp>

  /// Seed 5: tabs with their own stacks and deep links.
  @Test func seed5LinksSelectTheTabAndKeepEachTabsStack() async throws {
    let router = try LinkFixtures.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    let first = navigator.open("pmi://pokedex/99", with: router).settledOutcome
    #expect(first?.isApplied == true)
    #expect(navigator.state.selectedTab == .pokedex)
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 99)])
    _ = await navigator.open("pmi://berries/16", with: router).outcome
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 16)])
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 99)])
    let before = navigator.state
    let bad = await navigator.open("pmi://pokedex/pikachu", with: router).outcome
    guard case .failed(.deepLink, let error as LinkError) = bad else {
      Issue.record("expected a rejection, got \(bad)")
      return
    }
    #expect(error == .badParameter(name: "id", value: "pikachu", expected: .value(of: Int.self)))
    #expect(navigator.state == before)
  }

  @Test func aLinkIsADeepLinkCausedTransitionAndABadOneIsAnEvent() async throws {
    let router = try LinkFixtures.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    let events = navigator.events()
    _ = await navigator.open("pmi://pokedex/1", with: router).outcome
    _ = await navigator.open("https://evil.example.com/pokedex/1", with: router).outcome
    var iterator = events.makeAsyncIterator()
    let applied = await iterator.next()
    let failed = await iterator.next()
    guard case .applied(let transition)? = applied,
      case .failed(.deepLink, let error)? = failed
    else {
      Issue.record(
        "expected applied then failed, got \(String(describing: applied)), \(String(describing: failed))"
      )
      return
    }
    #expect(transition.cause == .deepLink)
    #expect(error as? LinkError == .unknownHost("evil.example.com"))
  }

  @Test func byDefaultALinkDismissesWhatIsUpThenLands() async throws {
    let router = try LinkFixtures.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    _ = await navigator.present(.export).outcome
    _ = await navigator.open("pmi://berries/3", with: router).outcome
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 3)])
  }

  @Test func aPresentOverLinkKeepsWhatIsUp() async throws {
    var router = try LinkFixtures.router()
    try router.register("quick/:id", policy: .presentOver) { p in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id")), .moves(.fire)])
    }
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    _ = await navigator.present(.export).outcome
    let outcome = await navigator.open("pmi://quick/7", with: router).outcome
    #expect(outcome.isApplied)
    #expect(navigator.state.presentations.map(\.root.route) == [.export, .pokemon(id: 7)])
    #expect(navigator.state.presentations[1].stack.map(\.route) == [.moves(.fire)])
  }

  @Test func aDeferredLinkWaitsForTheSheetToGoAway() async throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("berries/:id", policy: .deferUntilDismissed) { p in
      NavigationTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    _ = await navigator.present(.export).outcome
    let link: NavigationTask = navigator.open("pmi://berries/4", with: router)
    #expect(link.settledOutcome == nil)
    #expect(navigator.waitingWaysIn == [.link("pmi://berries/4")])
    #expect(navigator.state.selectedTab == .pokedex)
    _ = await navigator.dismiss().outcome
    #expect(await link.outcome.isApplied)
    #expect(navigator.waitingWaysIn.isEmpty)
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.activeStack.map(\.route) == [.berry(id: 4)])
  }

  @Test func linksBeforeTheAppIsReadyOpenInOrderOnceItIs() async throws {
    let router = try LinkFixtures.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let links = ["pmi://pokedex/1", "pmi://nowhere", "pmi://berries/2"].map {
      navigator.open($0, with: router)
    }
    #expect(links.allSatisfy { $0.settledOutcome == nil })
    #expect(navigator.state == LinkFixtures.fresh)
    navigator.markReadyForWaysIn()
    #expect(links.map { $0.settledOutcome?.isApplied } == [true, false, true])
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 1)])
    #expect(await navigator.open("pmi://pokedex/3", with: router).outcome.isApplied)
  }

  @MainActor final class Session {
    var signedIn = false
  }

  @Test func aProtectedLinkWhileSignedOutRedirectsAndResumesAfterSignIn() async throws {
    let session = Session()
    let signIn = SignInGuard<LinkApp>(
      isProtected: { if case .trainer = $0 { true } else { false } },
      isSignedIn: { session.signedIn }, redirect: .present(.export))
    let navigator = LinkNavigator(state: LinkFixtures.fresh, guards: [signIn])
    _ = await navigator.push(.pokemon(id: 1)).outcome
    let outcome = await navigator.open(
      "pmi://trainers/\(LinkFixtures.trainerID.uuidString)", with: try LinkFixtures.router()
    ).outcome
    guard case .redirected = outcome else {
      Issue.record("expected a redirect, got \(outcome)")
      return
    }
    #expect(navigator.state.presentations.map(\.root.route) == [.export])
    session.signedIn = true
    let resumed = await navigator.resumePending()?.outcome
    #expect(resumed?.transition?.cause == .deepLink)
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.activeStack.map(\.route) == [.trainer(LinkFixtures.trainerID)])
  }
}

/// Outcomes read as sentences, stable enough to compare in tests and logs.
@MainActor @Suite struct OutcomeDescriptionTests {
  @Test func outcomesReadAsSentences() async throws {
    let navigator = Navigator(
      state: NavigationState<LinkApp>(tabs: [.pokedex, .berries, .files, .search]))
    let router = try LinkFixtures.router()
    let opened = await navigator.open("pmi://pokedex/25", with: router).outcome
    #expect(opened.description == "applied deepLink: push entry#1 pokemon(id: 25) on tab(pokedex)")
    let failed = await navigator.open("pmi://nowhere", with: router).outcome
    #expect(failed.description == "failed deepLink: No route matches '/nowhere'.")
    let denied = NavigationOutcome<LinkApp>.denied(
      StateTransition(steps: [], nextIdentity: 1), reason: "Unsaved draft.")
    #expect(denied.description == "denied app: no change — Unsaved draft.")
  }
}

// Issue 22, item 6: a link is the user; it does not leave a back-locked screen.
extension NavigatorLinkTests {
  /// The export sheet after the export finished: a cover whose top is back-locked.
  private func inFinishedExport() throws -> LinkNavigator {
    var state = LinkFixtures.fresh
    try state.present(.export, style: .fullScreenCover)
    try state.push(.newFile, options: .init(isBackLocked: true))
    return LinkNavigator(state: state)
  }

  @Test func aLinkDoesNotLeaveABackLockedScreen() async throws {
    let navigator = try inFinishedExport()
    let before = navigator.state
    let cover = try #require(navigator.state.presentations.first)
    let locked = try #require(cover.stack.first)
    let outcome = await navigator.open("pmi://pokedex/1", with: try LinkFixtures.router()).outcome
    guard case .failed(.deepLink, let error as NavigationError<LinkApp>) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(error == .backNavigationLocked(locked.id, in: .presentation(cover.id)))
    #expect(navigator.state == before)
  }

  @Test func aLinkRegisteredToLeaveBackLocksDoes() async throws {
    let navigator = try inFinishedExport()
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("home", leavingBackLocks: true) { _ in
      LinkTarget(tab: .pokedex, routes: [])
    }
    let outcome = await navigator.open("pmi://home", with: router).outcome
    #expect(outcome.isApplied)
    #expect(navigator.state.presentations.isEmpty)
  }
}
