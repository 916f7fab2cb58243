import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// A navigator, its display and a scheduler the test runs by hand: what a
/// SwiftUI app has, with SwiftUI's reads and writes made by the test.
@MainActor struct DisplayHarness {
  let navigator: Navigator<TestApp>
  let scheduler = ManualDisplayScheduler()
  let display: DisplayedNavigation<TestApp>

  init(
    _ state: TestState = .fresh, guards: [any NavigationGuard<TestApp>] = [],
    policy: DisplayPolicy = .unlimited
  ) {
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
}
