import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

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
    policy: DisplayPolicy = .unlimited, timed: Bool = false
  ) {
    scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: !timed)
    navigator = Navigator(state: state, guards: guards)
    display = DisplayedNavigation(navigator: navigator, policy: policy, scheduler: scheduler)
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
