import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// A navigator, its display and a scheduler the test runs by hand: what a
/// SwiftUI app has, with SwiftUI's reads and writes made by the test.
@MainActor struct DisplayHarness {
  let navigator: Navigator<TestApp>
  let scheduler: ManualDisplayScheduler
  let display: DisplayedNavigation<TestApp>

  /// Creates the navigator and its display; with `timed`, time passes only
  /// when the test moves the scheduler's clock.
  init(
    _ state: TestState = .fresh, guards: [any NavigationGuard<TestApp>] = [],
    profile: DisplayProfile = .iOS17, timed: Bool = false
  ) {
    scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: !timed)
    navigator = Navigator(state: state, guards: guards)
    display = DisplayedNavigation(navigator: navigator, profile: profile, scheduler: scheduler)
    scheduler.runAll()
  }

  /// Runs every scheduled update: the display catches up with the model.
  @discardableResult
  func drain() -> Int { scheduler.runAll() }

  /// The value a `WaypointLink` to `route` appends, as SwiftUI renders it now.
  func link(_ route: TestApp.Route) -> PathItem<TestApp> {
    display.linkValue(for: StackElement(route))
  }

  /// The path SwiftUI reads for a stack, as routes.
  func shownRoutes(_ location: StackLocation<TestApp> = .tab(.home)) -> [TestApp.Route] {
    display.path(at: location).map(\.route)
  }

  /// Waits for a write's report to settle, then lets the display catch up.
  func settle(_ write: NavigationTask<TestApp>?) async {
    _ = await write?.outcome
    drain()
  }

  /// Expects the display to show exactly the model: the selected tab, every
  /// tab's stack, each presentation and its stack, and nothing above them.
  func expectShowsTheModel(sourceLocation: SourceLocation = #_sourceLocation) {
    let model = navigator.state
    #expect(display.selectedTab == model.selectedTab, sourceLocation: sourceLocation)
    for tab in model.tabs {
      #expect(
        display.path(at: .tab(tab)).map(\.entryID) == model.stack(at: .tab(tab))?.map(\.id),
        sourceLocation: sourceLocation)
    }
    for (level, presentation) in model.presentations.enumerated() {
      #expect(
        display.presentation(at: level)?.id == presentation.id, sourceLocation: sourceLocation)
      #expect(
        display.path(at: .presentation(presentation.id)).map(\.entryID)
          == presentation.stack.map(\.id),
        sourceLocation: sourceLocation)
    }
    #expect(
      display.presentation(at: model.presentations.count) == nil, sourceLocation: sourceLocation)
  }
}

extension DisplayHarness {
  /// Where a random user write goes, and what the user saw there.
  struct RandomWrite {
    /// The levels that show a presentation.
    let levels: [Int]
    /// The selected tab's stack or a shown presentation's.
    let location: StackLocation<TestApp>
    /// The path the user saw: the one the stack shows now, or one kept from
    /// an earlier rendering.
    let shown: [PathItem<TestApp>]
  }

  /// A random stack to write to, keeping in `stale` the path each showed,
  /// so a later write may come from an older rendering.
  func randomWrite(
    using rng: inout SplitMix64, stale: inout [StackLocation<TestApp>: [PathItem<TestApp>]]
  ) -> RandomWrite {
    let levels = (0..<4).filter { display.presentation(at: $0) != nil }
    let locations =
      [StackLocation<TestApp>.tab(display.selectedTab)]
      + levels.compactMap { display.presentation(at: $0).map { .presentation($0.id) } }
    let location = locations.randomElement(using: &rng) ?? .tab(.home)
    let fresh = display.path(at: location)
    let shown = Bool.random(using: &rng) ? (stale[location] ?? fresh) : fresh
    stale[location] = fresh
    return RandomWrite(levels: levels, location: location, shown: shown)
  }
}
