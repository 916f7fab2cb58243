import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// What SwiftUI writes to a `NavigationStack` path when the user acts, read
/// against what it was shown.
@MainActor @Suite struct StackBindingTests {
  /// A state whose home stack is [list, detail(1), edit(1)].
  private func deep() async -> DisplayHarness {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(contentsOf: [.list, .detail(1), .edit(1)]).outcome
    harness.drain()
    return harness
  }

  @Test func theDisplayFollowsTheModelOneUpdateLater() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(.list).outcome
    #expect(harness.shownRoutes() == [])
    #expect(harness.drain() == 1)
    #expect(harness.shownRoutes() == [.list])
    #expect(harness.display.updateCount == 1)
  }

  @Test func aSwipeBackPopsOneAndShowsAtOnce() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    let write = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    #expect(harness.shownRoutes() == [.list, .detail(1)])  // before the navigator settles
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
    #expect(harness.shownRoutes() == [.list, .detail(1)])
  }

  @Test func theBackHistoryMenuPopsSeveralInOneWrite() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writePath([shown[0]], at: .tab(.home)))
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    let events = harness.navigator.events()
    await harness.settle(harness.display.writePath([], at: .tab(.home)))
    #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
    var iterator = events.makeAsyncIterator()
    guard case .applied(let transition)? = await iterator.next() else {
      Issue.record("expected the pop to root")
      return
    }
    #expect(transition.cause == .user)
    #expect(transition.steps.count == 1)
  }

  @Test func aDuplicateWriteChangesNothingMore() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    let first = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    let second = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    #expect(second == nil)
    await harness.settle(first)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
    #expect(harness.navigator.version == 2)
  }

  @Test func aStaleWriteLandsOnWhatTheUserSawWhenItIsStillThere() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    _ = await harness.navigator.push(.about).outcome  // the model moves on; SwiftUI has not re-read
    let write = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
    #expect(harness.shownRoutes() == [.list, .detail(1)])
  }

  @Test func aStaleWriteAboutARemovedEntryIsRefusedAndTheModelShows() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    _ = await harness.navigator.removeEntries { $0.route == .detail(1) }.outcome
    let write = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    #expect(harness.shownRoutes() == [.list, .detail(1)])
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .edit(1)])
    #expect(harness.shownRoutes() == [.list, .edit(1)])
  }

  @Test func aWriteDuringAMultiStepUpdateIsReadAgainstWhatWasShown() async throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .about])
    let harness = DisplayHarness(state, profile: .iOS17)
    _ = await harness.navigator.perform {
      try $0.present(.detail(1))
      try $0.present(.detail(2))
    }.outcome
    #expect(harness.scheduler.runNext())  // one of two presentations shown
    #expect(harness.display.presentation(at: 0) != nil)
    #expect(harness.display.presentation(at: 1) == nil)
    let shown = harness.display.path(at: .tab(.home))
    let write = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(harness.display.presentation(at: 1) != nil)
    #expect(harness.shownRoutes() == [.list])
  }

  @Test func aLinkTapPushesAndTheEntryKeepsTheLinksIdentity() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    let request = harness.link(.about)
    let write = harness.display.writePath(shown + [request], at: .tab(.home))
    #expect(harness.display.path(at: .tab(.home)).last == request)
    await harness.settle(write)
    let path = harness.display.path(at: .tab(.home))
    #expect(path.map(\.route) == [.list, .detail(1), .edit(1), .about])
    #expect(path.last == request)  // SwiftUI sees the same screen, not a replacement
    #expect(path.last?.entryID == harness.navigator.state.activeStack.last?.id)
    #expect(path.last?.isRequest == false)
  }

  @Test func twoQuickTapsOnOneLinkPushOnce() async {
    let harness = DisplayHarness()
    let request = harness.link(.about)
    let write = harness.display.writePath([request, request], at: .tab(.home))
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.about])
  }

  @Test func twoLinksInOneWritePushBoth() async {
    let harness = DisplayHarness()
    let write = harness.display.writePath(
      [harness.link(.list), harness.link(.detail(3))], at: .tab(.home))
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(3)])
  }

  @Test func aPathNoUserWritesIsReportedAndNotApplied() async {
    let harness = await deep()
    let shown = harness.display.path(at: .tab(.home))
    let reordered = [shown[1], shown[0], shown[2]]
    #expect(harness.display.writePath(reordered, at: .tab(.home)) == nil)
    #expect(
      harness.display.issues == [
        .unsupportedPathWrite(
          .tab(.home), shown: shown.map(\.route), written: reordered.map(\.route))
      ])
    harness.drain()
    #expect(harness.shownRoutes() == [.list, .detail(1), .edit(1)])
    #expect(harness.navigator.version == 1)
  }

  @Test func aBackLockedTopRefusesAForcedPopAndNeverLeavesTheScreen() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(.list).outcome
    _ = await harness.navigator.push(.about, options: .init(isBackLocked: true)).outcome
    harness.drain()
    let shown = harness.display.path(at: .tab(.home))
    #expect(shown.last?.isBackLocked == true)
    let write = harness.display.writePath(Array(shown.dropLast()), at: .tab(.home))
    // A pop a lock holds is not shown before the navigator answers.
    #expect(harness.shownRoutes() == [.list, .about])
    await harness.settle(write)
    #expect(harness.shownRoutes() == [.list, .about])
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .about])
  }

  @Test func aGuardDenyingTheUsersPopBringsTheScreenBack() async {
    let harness = DisplayHarness(guards: [UnsavedChangesGuard()])
    _ = await harness.navigator.push(contentsOf: [.list, .edit(1)]).outcome
    harness.navigator.markUnsaved(harness.navigator.state.activeStack[1].id, reason: "draft")
    harness.drain()
    let shown = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writePath([shown[0]], at: .tab(.home)))
    #expect(harness.shownRoutes() == [.list, .edit(1)])
  }

  @Test func twoModelChangesBeforeAnUpdateShowAsOne() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(.list).outcome
    _ = await harness.navigator.push(.about, in: .tab(.search)).outcome
    _ = await harness.navigator.selectTab(.search).outcome
    #expect(harness.drain() == 1)
    #expect(harness.display.updateCount == 1)
    #expect(harness.display.selectedTab == .search)
    #expect(harness.shownRoutes(.tab(.search)) == [.about])
  }

  @Test func aLinkFromAnOlderRenderingNeverPushesAnEarlierRequestTwice() async {
    let harness = DisplayHarness()
    let first = harness.display.writePath([harness.link(.about)], at: .tab(.home))
    let older = harness.display.path(at: .tab(.home))  // the link's request, not pushed yet
    await harness.settle(first)
    _ = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writePath([], at: .tab(.home)))  // back to the root
    _ = harness.display.path(at: .tab(.home))
    let write = harness.display.writePath(older + [harness.link(.detail(2))], at: .tab(.home))
    await harness.settle(write)
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.detail(2)])
  }

  // Issue 22, item 6: a NavigationLink write of the locked top's route, then
  // a back swipe, must not leave the locked screen.
  @Test func aLinkToTheLockedTopsRouteThenABackSwipeLeavesNothing() async {
    let harness = DisplayHarness()
    _ = await harness.navigator.push(.list).outcome
    _ = await harness.navigator.push(.about, options: .init(isBackLocked: true)).outcome
    harness.drain()
    let shown = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writePath(shown + [harness.link(.about)], at: .tab(.home)))
    let after = harness.display.path(at: .tab(.home))
    await harness.settle(harness.display.writePath(Array(after.dropLast()), at: .tab(.home)))
    #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .about])
    #expect(harness.navigator.state.activeStack.last?.options.isBackLocked == true)
  }
}
