import Foundation
import Observation
import Testing
import WaypointCore
import WaypointDisplay
import WaypointLinks
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// Tabs, the scene's activity, links, and what each change invalidates.
@MainActor @Suite struct DisplayTests {
  @Test func aTabTapSelectsAndShowsAtOnce() async {
    let harness = DisplayHarness()
    #expect(harness.display.selectedTab == .home)
    let write = harness.display.writeSelectedTab(.search)
    #expect(harness.display.selectedTab == .search)
    await harness.settle(write)
    #expect(harness.navigator.state.selectedTab == .search)
  }

  @Test func reselectingTheShownTabPopsItToItsRoot() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(contentsOf: [.list, .about]).outcome
    harness.drain()
    #expect(harness.display.selectedTab == .home)
    await harness.settle(harness.display.writeSelectedTab(.home))
    #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
    #expect(harness.shownRoutes() == [])
  }

  @Test func aReselectionWhereSwiftUIAlsoEmptiesThePathPopsOnce() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(contentsOf: [.list, .about]).outcome
    harness.drain()
    _ = harness.display.selectedTab
    _ = harness.display.path(at: .tab(.home))
    let pop = harness.display.writePath([], at: .tab(.home))
    let reselect = harness.display.writeSelectedTab(.home)
    _ = await pop?.outcome
    await harness.settle(reselect)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
    #expect(harness.navigator.version == 2)
  }

  @Test func aReselectionOnAnOutdatedScreenDoesNotPop() async {
    let harness = DisplayHarness()
    _ = harness.display.selectedTab
    _ = await harness.navigator.push(.list).outcome  // not shown yet: the user saw the root
    let reselect = harness.display.writeSelectedTab(.home)
    await harness.settle(reselect)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
  }

  @Test func anInactiveSceneHoldsUpdatesAndCatchesUpInOne() async {
    let harness = DisplayHarness()
    harness.display.isActive = false
    _ = await harness.navigator.push(.list).outcome
    _ = await harness.navigator.present(.about).outcome
    harness.drain()
    #expect(harness.shownRoutes() == [])
    #expect(harness.display.presentation(at: 0) == nil)
    harness.display.isActive = true
    #expect(harness.drain() == 1)
    #expect(harness.shownRoutes() == [.list])
    #expect(harness.display.presentation(at: 0)?.root.route == .about)
  }

  @Test func linksWaitUntilTheAppIsReady() async throws {
    let navigator = Navigator(
      state: NavigationState<LinkApp>(tabs: [.pokedex, .berries, .files, .search]),
      readyForWaysIn: false)
    let router = try LinkFixtures.router()
    let url = try #require(URL(string: "pmi://berries/16"))
    let early: NavigationTask = navigator.open(.link(url.absoluteString), with: router)
    #expect(early.settledOutcome == nil, "the link waits")
    navigator.markReadyForWaysIn()
    #expect(await early.outcome.isApplied)
    #expect(navigator.state.selectedTab == .berries)
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16)])
  }

  @Test func aChangeInvalidatesOnlyTheDisplayedPartsItChanges() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.present(.about).outcome
    harness.drain()
    let sheet = harness.navigator.state.presentations[0].id
    let home = track { _ = harness.display.path(at: .tab(.home)) }
    let search = track { _ = harness.display.path(at: .tab(.search)) }
    let sheetStack = track { _ = harness.display.path(at: .presentation(sheet)) }
    let level0 = track { _ = harness.display.presentation(at: 0) }
    let tab = track { _ = harness.display.selectedTab }
    _ = await harness.navigator.push(.list).outcome  // onto the sheet's stack
    harness.drain()
    let others: [Int] = [home.fired, search.fired, level0.fired, tab.fired]
    #expect(others == [0, 0, 0, 0])
    #expect(sheetStack.fired == 1)
  }

  @Test func lockingAScreenOnASheetRedrawsTheSheetsLevel() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.present(.about).outcome
    harness.drain()
    let level0 = track { _ = harness.display.presentation(at: 0) }
    _ = await harness.navigator.push(.list, options: .init(isBackLocked: true)).outcome
    harness.drain()
    #expect(level0.fired == 1)
    #expect(harness.display.presentation(at: 0)?.isDismissalLocked == true)
  }

  @Test func readingTheDisplayedVersionTracksNothing() async {
    let harness = DisplayHarness()
    let version = track { _ = harness.display.displayedVersion }
    _ = await harness.navigator.push(.list).outcome
    harness.drain()
    #expect(version.fired == 0)
    #expect(harness.display.displayedVersion == harness.navigator.version)
  }

  @Test func aDisplayThatIsGoneStopsFollowing() async {
    let navigator = Navigator(state: TestState.fresh)
    let scheduler = ManualDisplayScheduler()
    do {
      let display = DisplayedNavigation(
        navigator: navigator, profile: .iOS17, scheduler: scheduler)
      _ = display.path(at: .tab(.home))
    }
    _ = await navigator.push(.list).outcome
    _ = await navigator.push(.about).outcome
    #expect(scheduler.runAll() == 0)
  }
}

/// Counts how often observing `read` fires; at most once.
@MainActor final class FiredCounter {
  var fired = 0
}

@MainActor func track(_ read: @escaping @MainActor () -> Void) -> FiredCounter {
  let counter = FiredCounter()
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { counter.fired += 1 }
  }
  return counter
}

/// The display replays the navigator's committed transitions: it never plans.
@MainActor @Suite struct DisplayReplayTests {
  @Test func theDisplayReplaysTheNavigatorsTransitionWithoutPlanning() async throws {
    var start = TestState.fresh
    try start.push(contentsOf: [.list, .detail(1)])
    try start.present(.about)
    let harness = DisplayHarness(start, guards: [UnsavedChangesGuard()])
    harness.drain()
    let counter = TransitionCounter()
    await counter.withCounting {
      harness.navigator.navigate(to: NavigationTarget(tab: .search, routes: [.edit(2)]))
      harness.navigator.push(.about)
      harness.drain()
    }
    #expect(counter.planned == 1, "the navigator planned the jump; the display planned nothing")
    #expect(counter.applied == 2, "each navigation was applied once")
    #expect(harness.display.selectedTab == .search)
    #expect(harness.shownRoutes(.tab(.search)) == [.edit(2), .about])
    #expect(harness.shownRoutes(.tab(.home)) == [.list, .detail(1)])
    #expect(harness.display.presentation(at: 0) == nil)
  }
}
