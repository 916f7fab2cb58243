import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The UI reports what the user did against the version it was showing; the
/// navigator reconciles stale reports or rejects them, never applies them blindly.
@MainActor @Suite struct NavigatorReconciliationTests {
  /// A state whose home stack is [list, detail(1), edit(1)].
  private func threeDeep(guards: [any NavigationGuard<TestApp>] = []) async -> TestNavigator {
    var state = TestState.fresh
    _ = try? state.push(contentsOf: [.list, .detail(1), .edit(1)])
    return TestNavigator(state: state, guards: guards)
  }

  /// Lets other main-actor tasks run until `condition` holds.
  private func settle(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
  }

  @Test func aCurrentReportIsAppliedAsAUserTransition() async {
    let navigator = await threeDeep()
    let list = navigator.state.activeStack[0].id
    let outcome = await navigator.userDidChange(
      .pop(to: list, in: .tab(.home)), seenVersion: navigator.version
    ).outcome
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }

  @Test func fastDoublePopsLandWhereTheUserEndedUp() async {
    let navigator = await threeDeep()
    let (list, detail) = (navigator.state.activeStack[0].id, navigator.state.activeStack[1].id)
    let seen = navigator.version
    let first = navigator.userDidChange(.pop(to: detail, in: .tab(.home)), seenVersion: seen)
    let second = navigator.userDidChange(.pop(to: list, in: .tab(.home)), seenVersion: seen)
    let outcomes = [await first.outcome, await second.outcome]
    #expect(outcomes.allSatisfy { $0.isApplied })
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }

  @Test func aStaleReportToAnEntryThatIsGoneIsRejected() async {
    let navigator = await threeDeep()
    let (list, detail) = (navigator.state.activeStack[0].id, navigator.state.activeStack[1].id)
    let seen = navigator.version
    _ = await navigator.userDidChange(.pop(to: list, in: .tab(.home)), seenVersion: seen).outcome
    let stale = await navigator.userDidChange(.pop(to: detail, in: .tab(.home)), seenVersion: seen)
      .outcome
    #expect(stale.error as? TestError == .outdatedReport(seen: seen, current: seen + 1))
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }

  @Test func aPopReportedDuringAPendingPushWaitsAndThenLands() async {
    let gate = ScriptedGuardState()
    let navigator = await threeDeep(guards: [ScriptedGuard(state: gate)])
    let list = navigator.state.activeStack[0].id
    let seen = navigator.version
    gate.holds = true
    let push = navigator.push(.about)
    await settle { gate.gate != nil }
    let pop: NavigationTask = navigator.userDidChange(
      .pop(to: list, in: .tab(.home)), seenVersion: seen)
    await Task.yield()
    #expect(navigator.state.activeStack.count == 3, "nothing is applied while the guard decides")
    gate.holds = false
    gate.gate?.resume()
    #expect(await push.outcome.isApplied)
    let popped = await pop.outcome
    #expect(popped.isApplied)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
    #expect(popped.transition?.removedEntries.map(\.route) == [.detail(1), .edit(1), .about])
  }

  @Test func aTabTappedMidTransitionIsAppliedAfterIt() async {
    let gate = ScriptedGuardState()
    let navigator = await threeDeep(guards: [ScriptedGuard(state: gate)])
    let seen = navigator.version
    gate.holds = true
    let jump: NavigationTask = navigator.navigate(to: .init(tab: .search, routes: [.about]))
    await settle { gate.gate != nil }
    let tap: NavigationTask = navigator.userDidChange(.selectTab(.settings), seenVersion: seen)
    await Task.yield()
    gate.holds = false
    gate.gate?.resume()
    #expect(await jump.outcome.isApplied)
    #expect(await tap.outcome.isApplied)
    #expect(navigator.state.selectedTab == .settings)
    #expect(navigator.state.stack(at: .tab(.search))?.map(\.route) == [.about])
  }

  @Test func aStaleReselectionDoesNotPopToRoot() async {
    let navigator = await threeDeep()
    let seen = navigator.version
    _ = await navigator.push(.about).outcome
    let outcome = await navigator.userDidChange(.selectTab(.home), seenVersion: seen).outcome
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.state.activeStack.count == 4)
  }

  @Test func aCurrentReselectionPopsToRoot() async {
    let navigator = await threeDeep()
    _ = await navigator.userDidChange(.selectTab(.home), seenVersion: navigator.version).outcome
    #expect(navigator.state.activeStack.isEmpty)
  }

  @Test func anInteractiveDismissIsAUserTransition() async {
    let navigator = await threeDeep()
    _ = await navigator.present(.about).outcome
    let sheet = navigator.state.presentations[0].id
    let outcome = await navigator.userDidChange(.dismiss(sheet), seenVersion: navigator.version)
      .outcome
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.state.presentations.isEmpty)
  }

  @Test func dismissingAPresentationThatIsAlreadyGoneNeedsNothing() async {
    let navigator = await threeDeep()
    _ = await navigator.present(.about).outcome
    let sheet = navigator.state.presentations[0].id
    let seen = navigator.version
    _ = await navigator.dismissAll().outcome
    let outcome = await navigator.userDidChange(.dismiss(sheet), seenVersion: seen).outcome
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.version == seen + 1)
  }

  @Test func aReportAboutAStackThatIsGoneIsRejected() async {
    let navigator = await threeDeep()
    _ = await navigator.present(.about, stack: [StackElement(.list)]).outcome
    let sheet = navigator.state.presentations[0]
    let seen = navigator.version
    _ = await navigator.dismissAll().outcome
    let outcome = await navigator.userDidChange(
      .pop(to: sheet.root.id, in: .presentation(sheet.id)), seenVersion: seen
    ).outcome
    #expect(outcome.error as? TestError == .outdatedReport(seen: seen, current: seen + 1))
  }

  @Test func aUserPopToAPresentationRootPopsItsStack() async {
    let navigator = await threeDeep()
    _ = await navigator.present(.about, stack: [StackElement(.list), StackElement(.detail(2))])
      .outcome
    let sheet = navigator.state.presentations[0]
    _ = await navigator.userDidChange(
      .pop(to: sheet.root.id, in: .presentation(sheet.id)), seenVersion: navigator.version
    ).outcome
    #expect(navigator.state.presentations[0].stack.isEmpty)
  }

  // MARK: Synchronous reports

  @Test func reportsSettleInTheOrderTheyWereMadeWhateverComesAfter() async throws {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(contentsOf: [.list, .detail(1), .about]).outcome
    let seen = navigator.version
    let entries = navigator.state.activeStack.map(\.id)
    let events = navigator.events()
    let pop: NavigationTask = navigator.userDidChange(
      .pop(to: entries[1], in: .tab(.home)), seenVersion: seen)
    let tab: NavigationTask = navigator.userDidChange(.selectTab(.search), seenVersion: seen)
    let push = navigator.userDidChange(
      .push([StackElement(.edit(4))], in: .tab(.home)), seenVersion: seen)
    _ = await navigator.push(.detail(9)).outcome  // asked for after the three reports: lands last
    #expect(await [pop.outcome, tab.outcome, push.outcome].allSatisfy(\.isApplied))
    var causes: [TransitionCause] = []
    for await event in events {
      guard case .applied(let transition) = event else { continue }
      causes.append(transition.cause)
      if causes.count == 4 { break }
    }
    #expect(causes == [.user, .user, .user, .app])
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1), .edit(4)])
    #expect(navigator.state.stack(at: .tab(.search))?.map(\.route) == [.detail(9)])
  }

  @Test func aLinkTapOnAStackThatIsGoneIsOutdated() async throws {
    var state = TestState.fresh
    try state.present(.about)
    let navigator = TestNavigator(state: state)
    let sheet = navigator.state.presentations[0].id
    let seen = navigator.version
    _ = await navigator.dismiss().outcome
    let outcome = await navigator.userDidChange(
      .push([StackElement(.list)], in: .presentation(sheet)), seenVersion: seen
    ).outcome
    #expect(outcome.error as? TestError == .outdatedReport(seen: seen, current: seen + 1))
    #expect(navigator.state.stack(at: .tab(.home))?.isEmpty == true)
  }

  @Test func aLinkTapOfTheRouteOnTopFollowsTheDuplicatePolicy() async throws {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list).outcome
    let outcome = await navigator.userDidChange(
      .push([StackElement(.list)], in: .tab(.home)), seenVersion: navigator.version
    ).outcome
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }
}
