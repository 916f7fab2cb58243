import Testing
import Waypoint
import WaypointTesting

@testable import DocumentationApp

// "Testing Navigation", verbatim, on the app its pages build: the schema of
// the README and the link table of "Deep Links".

@MainActor @Test func aLinkLandsDeepAndBackGoesToTheList() async {
  let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))

  await tester.open("pmi://pokedex/99", with: links)
  await tester.expectApplied(.deepLink, arriving: [.pokemon(id: 99)])

  await tester.swipeBack()
  await tester.expectApplied(.user, leaving: [.pokemon(id: 99)])

  await tester.tapLink(to: .pokemon(id: 25))
  await tester.expectApplied(.user, arriving: [.pokemon(id: 25)])
  await tester.expectTree(
    """
    tab pokedex (selected)
      pokemon(id: 25)
    tab berries
    """)
  await tester.expectNoNavigation()
}

@MainActor @Test(arguments: DisplayProfile.all)
func aReTapUnderEveryProfile(profile: DisplayProfile) async {
  let tester = NavigationTester(
    state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]), profile: profile)
  tester.navigator.push(.pokemon(id: 25))
  await tester.expectApplied(arriving: [.pokemon(id: 25)])
  await tester.tapTab(.pokedex)  // the tab shown, tapped again
  await tester.expectApplied(.user, leaving: [.pokemon(id: 25)])
  await tester.expectNoNavigation()
}

@MainActor @Suite struct TestingArticleTests {
  @Test func aLockedScreenHolds() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    tester.navigator.present(.evolutions(of: 133))
    tester.navigator.push(.pokemon(id: 134), options: EntryOptions(isBackLocked: true))
    await tester.expectApplied(arriving: [.evolutions(of: 133)])
    await tester.expectApplied(arriving: [.pokemon(id: 134)])
    #expect(!tester.canGoBack && !tester.canPullDownSheet)
    tester.navigator.dismissAll()
    await tester.expectApplied(leaving: [.evolutions(of: 133), .pokemon(id: 134)])
    await tester.expectNoNavigation()
  }

  @Test func aGuardThatWaits() async {
    let server = ControlledGuard<Pokedex>()
    let tester = NavigationTester(
      state: NavigationState<Pokedex>(tabs: [.pokedex]), guards: [server])
    let push = tester.navigator.push(.pokemon(id: 150))
    _ = await server.nextProposal()
    server.decide(.deny(reason: "Mewtwo is hiding."))
    _ = await push.outcome
    await tester.expectDenied("Mewtwo is hiding.")
    await tester.expectNoNavigation()
  }

  @Test func answeringADialog() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    let answer = Task {
      await tester.navigator.present(
        .confirmRelease(id: 25), style: .alert, returning: Pokedex.ReturnValue.self)
    }
    await tester.expectApplied(arriving: [.confirmRelease(id: 25)])
    await tester.answerDialog(with: Pokedex.ReturnValue.release)
    #expect(await answer.value == .release)
    await tester.expectApplied(.user, leaving: [.confirmRelease(id: 25)])
    await tester.expectNoNavigation()
  }

  @Test func selectingARowInASplitView() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    tester.splitViews[.tab(.pokedex)] = .two
    await tester.select(.pokemon(id: 25), inColumn: 0)
    await tester.expectApplied(.user, arriving: [.pokemon(id: 25)])
    await tester.select(.pokemon(id: 133), inColumn: 0)
    await tester.expectApplied(.user, arriving: [.pokemon(id: 133)], leaving: [.pokemon(id: 25)])
    await tester.expectNoNavigation()
  }

  @Test func aDeletedItemsScreensLeave() async {
    let tester = NavigationTester(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    tester.navigator.push(contentsOf: [.pokemon(id: 1), .pokemon(id: 2)])
    await tester.expectApplied(arriving: [.pokemon(id: 1), .pokemon(id: 2)])
    tester.navigator.removeEntries { $0.route == .pokemon(id: 1) }
    await tester.expectApplied(leaving: [.pokemon(id: 1)])
    await tester.expectNoNavigation()
  }
}

/// "Two windows": a tester per window of the app's registry.
@MainActor @Test func twoWindows() async throws {
  let windows = WindowRegistry(router: links, rule: .newWindow)
  let fresh = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
  let main = NavigationTester(state: fresh)
  try windows.register(main.navigator, as: WindowID("main")) { _ in }

  windows.open("pmi://pokedex/25")  // the fresh window takes the first link
  await main.expectApplied(.deepLink, arriving: [.pokemon(id: 25)])

  windows.open("pmi://pokedex/7")  // then each link asks for a window of its own
  let opened = NavigationTester(state: fresh)
  try windows.register(opened.navigator, as: windows.requestedWindows[0]) { _ in }
  await opened.expectApplied(.deepLink, arriving: [.pokemon(id: 7)])
  await main.expectNoNavigation()
  await opened.expectNoNavigation()
}
