import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// What SwiftUI writes to `.alert`, `.confirmationDialog` and `.popover`:
/// a tapped button answers and closes the dialog at once, the `false` that
/// follows changes nothing, and what SwiftUI animates without a signal gets
/// the animation's time.
@MainActor @Suite struct DialogBindingTests {
  /// The answers are the schema's return values.
  typealias Release = Int

  /// A dialog over home, shown, with the task awaiting its answer.
  private func withAlert(_ harness: DisplayHarness, style: PresentationStyle = .alert) async
    -> (Task<Release?, Never>, PresentationID)
  {
    let navigator = harness.navigator
    let task = Task { await navigator.present(.about, style: style, returning: Release.self) }
    for _ in 0..<1_000 where navigator.state.presentations.isEmpty { await Task.yield() }
    await Task.yield()
    harness.drain()
    let shown = harness.display.presentation(at: 0)
    #expect(shown?.style == style)
    return (task, navigator.state.presentations[0].id)
  }

  @Test(arguments: [PresentationStyle.alert, .confirmationDialog])
  func anAnswerClosesTheDialogAtOnceAndReachesTheAwaiter(style: PresentationStyle) async {
    let harness = DisplayHarness()
    let (answer, shown) = await withAlert(harness, style: style)
    let write = harness.display.answer(Release.release, at: 0, shown: shown)
    #expect(harness.display.presentation(at: 0) == nil)
    // reported in the navigator's next turn
    #expect(harness.navigator.state.presentations.count == 1)
    await harness.settle(write)
    #expect(await answer.value == .release)
    #expect(harness.navigator.state.presentations.isEmpty)
    harness.expectShowsTheModel()
    #expect(harness.display.issues.isEmpty)
  }

  /// SwiftUI sets `isPresented` to false when a button is tapped; whether
  /// before or after the button's action is not documented, so both orders
  /// are tested.
  @Test(arguments: [false, true])
  func theFalseThatClosesTheDialogChangesNothing(arrivesFirst: Bool) async {
    let harness = DisplayHarness()
    let (answer, shown) = await withAlert(harness)
    var writes: [NavigationTask<TestApp>?] = []
    if arrivesFirst { writes.append(harness.display.writePresentation(nil, at: 0, shown: shown)) }
    writes.append(harness.display.answer(Release.keep, at: 0, shown: shown))
    if !arrivesFirst {
      writes.append(harness.display.writePresentation(nil, at: 0, shown: shown))
    }
    #expect(harness.display.presentation(at: 0) == nil)
    for write in writes { await harness.settle(write) }
    #expect(await answer.value == .keep)
    #expect(harness.navigator.state.presentations.isEmpty)
    #expect(harness.display.issues.isEmpty)
    harness.expectShowsTheModel()
  }

  @Test func aDialogClosedWithoutAButtonAnswersNil() async {
    let harness = DisplayHarness()
    let (answer, shown) = await withAlert(harness, style: .confirmationDialog)
    await harness.settle(harness.display.writePresentation(nil, at: 0, shown: shown))
    #expect(await answer.value == nil)
    #expect(harness.navigator.state.presentations.isEmpty)
    #expect(harness.display.issues.isEmpty)
  }

  @Test func anAnswerToADialogNoLongerShownIsRecordedAndIgnored() async {
    let harness = DisplayHarness()
    let (answer, shown) = await withAlert(harness)
    _ = await harness.navigator.dismiss().outcome
    harness.drain()
    #expect(harness.display.answer(Release.release, at: 0, shown: shown) == nil)
    #expect(harness.display.issues == [.staleDismissal(index: 0, shown: shown)])
    #expect(await answer.value == nil)
  }

  @Test func anAnswerToADialogTheAppReplacedLeavesTheNewOne() async {
    let harness = DisplayHarness()
    let (_, old) = await withAlert(harness)
    _ = await harness.navigator.navigate(to: .presenting(.list, style: .alert)).outcome
    harness.drain()
    let new = harness.display.presentation(at: 0)
    #expect(new?.root.route == .list)
    #expect(harness.display.answer(Release.release, at: 0, shown: old) == nil)
    #expect(harness.navigator.state.presentations.map(\.id) == [new?.id])
    #expect(harness.display.issues == [.staleDismissal(index: 0, shown: old)])
  }

  // MARK: Pacing without SwiftUI's signals

  /// Moves the clock `by`, and says whether a presentation is shown at level 0 then.
  private func shows(after interval: Duration, _ harness: DisplayHarness) -> Bool {
    harness.scheduler.advance(by: interval)
    return harness.display.presentation(at: 0) != nil
  }

  @Test func aSheetPresentedAfterAnAnswerWaitsForTheDialogToAnimateAway() async {
    let harness = DisplayHarness(timed: true)
    let (answer, shown) = await withAlert(harness)
    harness.scheduler.advance(by: .seconds(1))
    await harness.settle(harness.display.answer(Release.release, at: 0, shown: shown))
    #expect(await answer.value == .release)
    _ = await harness.navigator.present(.list).outcome
    harness.drain()
    #expect(!shows(after: .milliseconds(600), harness))
    #expect(shows(after: .milliseconds(50), harness))
    #expect(harness.display.presentation(at: 0)?.root.route == .list)
  }

  @Test func aSheetAfterTheAppDismissesADialogWaitsForItToAnimateAway() async {
    let harness = DisplayHarness(timed: true)
    _ = await withAlert(harness)
    harness.scheduler.advance(by: .seconds(1))
    _ = await harness.navigator.perform { state in
      state.dismissAll()
      try state.present(.list)
    }.outcome
    harness.drain()
    #expect(!shows(after: .milliseconds(600), harness))
    #expect(shows(after: .milliseconds(50), harness))
  }

  @Test func aDialogComingUpHoldsTheNextChangeForTheAnimation() async {
    let harness = DisplayHarness(timed: true)
    _ = await withAlert(harness)
    _ = await harness.navigator.dismiss().outcome
    harness.drain()
    #expect(shows(after: .milliseconds(600), harness))
    #expect(!shows(after: .milliseconds(50), harness))
  }

  // MARK: Popovers

  @Test func aPopoverWaitsForItsContentAndIsPulledDownAsASheet() async {
    let harness = DisplayHarness(timed: true)
    _ = await harness.navigator.present(.about, style: .popover).outcome
    harness.drain()
    let popover = harness.display.presentation(at: 0)
    #expect(popover?.style == .popover)
    harness.display.presentationDidAppear(popover?.id ?? PresentationID(rawValue: 0))
    harness.scheduler.advance(by: .milliseconds(650))
    await harness.settle(harness.display.writePresentation(nil, at: 0))
    #expect(harness.navigator.state.presentations.isEmpty)
    #expect(harness.display.presentation(at: 0) == nil)
    #expect(harness.display.issues.isEmpty)
  }

  @Test func aPopoverTheAppDismissesGivesTheAnimationsTimeNotAnOnDismiss() async {
    let harness = DisplayHarness(timed: true)
    _ = await harness.navigator.present(.about, style: .popover).outcome
    harness.drain()
    #expect(harness.display.presentation(at: 0)?.style == .popover)
    harness.scheduler.advance(by: .seconds(3))
    _ = await harness.navigator.perform { state in
      state.dismissAll()
      try state.present(.list)
    }.outcome
    harness.drain()
    #expect(!shows(after: .milliseconds(600), harness))
    #expect(shows(after: .milliseconds(50), harness))
    #expect(harness.display.presentation(at: 0)?.style == .sheet)
  }
}
