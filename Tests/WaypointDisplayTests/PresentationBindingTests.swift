import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// What SwiftUI writes to `.sheet(item:)` and `.fullScreenCover(item:)`, and
/// how many presentation changes one update may show.
@MainActor @Suite struct PresentationBindingTests {
  private func withSheets(_ count: Int, profile: DisplayProfile = .iOS17) async
    -> DisplayHarness
  {
    let harness = DisplayHarness(profile: profile)
    for level in 0..<count { _ = await harness.navigator.present(.detail(level)).outcome }
    harness.drain()
    return harness
  }

  @Test func aSheetPulledDownIsDismissedEvenWhenNilArrivesLate() async {
    let harness = await withSheets(1)
    let shown = harness.display.presentation(at: 0)
    #expect(shown?.root.route == .detail(0))
    // The model moves during the animation.
    _ = await harness.navigator.push(.list, in: .tab(.home)).outcome
    harness.drain()
    let write = harness.display.writePresentation(nil, at: 0)
    #expect(harness.display.presentation(at: 0) == nil)
    await harness.settle(write)
    #expect(harness.navigator.state.presentations.isEmpty)
    #expect(harness.display.presentation(at: 0) == nil)
  }

  @Test func aLateNilForAPresentationTheModelReplacedIsIgnored() async {
    let harness = await withSheets(1)
    _ = harness.display.presentation(at: 0)
    _ = await harness.navigator.navigate(to: .presenting(.about)).outcome  // replaces the sheet
    harness.drain()
    #expect(harness.display.writePresentation(nil, at: 0) == nil)
    #expect(harness.navigator.state.presentations.map(\.root.route) == [.about])
    #expect(harness.display.issues.count == 1)
  }

  @Test func aNilForALevelThatIsGoneIsIgnored() async {
    let harness = await withSheets(2)
    let upper = harness.display.presentation(at: 1)?.id
    _ = await harness.navigator.dismiss().outcome
    harness.drain()
    #expect(harness.display.writePresentation(nil, at: 1) == nil)
    #expect(harness.display.issues == [.staleDismissal(index: 1, shown: upper)])
    #expect(harness.navigator.state.presentations.count == 1)
  }

  @Test func anIdentityChangeShowsTheNewPresentationAtTheSameLevel() async {
    let harness = await withSheets(1)
    let old = harness.display.presentation(at: 0)?.id
    _ = await harness.navigator.navigate(to: .presenting(.about)).outcome
    harness.drain()
    let new = harness.display.presentation(at: 0)
    #expect(new?.id != old)
    #expect(new?.root.route == .about)
  }

  @Test func writingAnotherPresentationIsNotAUserAction() async {
    let harness = await withSheets(2)
    let lower = harness.display.presentation(at: 0)
    _ = harness.display.presentation(at: 1)
    #expect(harness.display.writePresentation(lower, at: 1) == nil)
    #expect(harness.navigator.state.presentations.count == 2)
    #expect(harness.display.issues.count == 1)
  }

  @Test func aPresentationWithALockedEntryCannotBePulledDown() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.present(.about).outcome
    #expect(harness.drain() == 1)
    #expect(harness.display.presentation(at: 0)?.isDismissalLocked == false)
    _ = await harness.navigator.push(.list, options: .init(isBackLocked: true)).outcome
    harness.drain()
    #expect(harness.display.presentation(at: 0)?.isDismissalLocked == true)
    let write = harness.display.writePresentation(nil, at: 0)
    await harness.settle(write)
    #expect(harness.display.presentation(at: 0)?.root.route == .about)  // back after the refusal
  }

  @Test func severalDismissalsShowAtOnceWhereSwiftUIAllowsIt() async {
    let harness = await withSheets(3)
    _ = await harness.navigator.dismissAll().outcome
    #expect(harness.drain() == 1)
    #expect(harness.display.presentation(at: 0) == nil)
  }

  @Test func nestedSheetsOfARestoredStateArriveOnePerUpdate() async throws {
    var state = TestState.fresh
    try state.push(.list)
    for level in 0..<3 { try state.present(.detail(level)) }
    let navigator = Navigator(state: state)
    let scheduler = ManualDisplayScheduler()
    let display = DisplayedNavigation(
      navigator: navigator, profile: .iOS17, scheduler: scheduler)
    #expect(display.presentation(at: 0) == nil)
    #expect(display.path(at: .tab(.home)).map(\.route) == [.list])
    var shownLevels: [Int] = []
    while scheduler.runNext() {
      shownLevels.append((0..<3).filter { display.presentation(at: $0) != nil }.count)
    }
    #expect(shownLevels == [1, 2, 3])
    #expect(display.updateCount == 3)
  }

  @Test func aPresentationsStackIsItsOwnPath() async {
    let harness = await withSheets(1)
    let sheet = harness.navigator.state.presentations[0].id
    _ = await harness.navigator.push(.list).outcome
    harness.drain()
    #expect(harness.shownRoutes(.presentation(sheet)) == [.list])
    #expect(harness.shownRoutes(.tab(.home)) == [])
    await harness.settle(harness.display.writePath([], at: .presentation(sheet)))
    #expect(harness.navigator.state.presentations[0].stack.isEmpty)
  }
}
