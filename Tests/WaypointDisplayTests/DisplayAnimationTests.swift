import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// Each update runs animated or not as the navigations it shows asked, and
/// the timeline says how each screen was shown.
@MainActor @Suite struct DisplayAnimationTests {
  /// Whether each update the display ran was animated, oldest first.
  @MainActor final class Updates {
    var animated: [Bool] = []

    init(_ display: DisplayedNavigation<TestApp>) {
      display.runsUpdate = { [self] animated, changes in
        self.animated.append(animated)
        changes()
      }
    }
  }

  @Test func aNavigationAnimatesUnlessItAsksOtherwise() async {
    let harness = DisplayHarness()
    let updates = Updates(harness.display)
    await harness.settle(harness.navigator.push(.list))
    await harness.settle(harness.navigator.withAnimation(.disabled) { harness.navigator.pop() })
    #expect(updates.animated == [true, false])
    let shown = harness.navigator.timeline.entries.compactMap { entry in
      if case .shown(let route, _, _, _, let animation) = entry { (route, animation) } else { nil }
    }
    #expect(shown.last?.0 == nil && shown.last?.1 == .disabled)
  }

  @Test func lastStepAnimatesOnlyTheUpdateThatShowsTheLastStep() async {
    let harness = DisplayHarness(profile: .iOS17)
    let updates = Updates(harness.display)
    let presenting = harness.navigator.withAnimation(.lastStep) {
      harness.navigator.perform {
        for level in 0..<3 { try $0.present(.detail(level)) }
      }
    }
    await harness.settle(presenting)
    // One presentation an update on iOS 17: three updates, the last animated.
    #expect(updates.animated == [false, false, true])
    harness.expectShowsTheModel()
  }

  @Test func anUpdateShowingStepsOfSeveralNavigationsAnimatesIfOneAsks() async {
    let harness = DisplayHarness()
    let updates = Updates(harness.display)
    let first = harness.navigator.withAnimation(.disabled) { harness.navigator.push(.list) }
    _ = await first.outcome
    _ = await harness.navigator.push(.about).outcome
    harness.drain()
    #expect(updates.animated == [true])
  }

  @Test func aCauseTakesThePolicysDefault() async {
    let navigator = Navigator(
      state: TestState.fresh, policy: NavigationPolicy(animations: [.deepLink: .disabled]))
    let scheduler = ManualDisplayScheduler()
    let display = DisplayedNavigation(navigator: navigator, profile: .iOS17, scheduler: scheduler)
    let updates = Updates(display)
    _ = await navigator.perform(.deepLink) { try $0.push(.list) }.outcome
    scheduler.runAll()
    _ = await navigator.push(.about).outcome
    scheduler.runAll()
    #expect(updates.animated == [false, true])
  }
}
