import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The UI reports what the user did against the version it was showing; the
/// navigator reconciles stale reports or rejects them, never applies them blindly.
@MainActor @Suite struct NavigatorReconciliationTests {
  /// home: [list, detail(1), edit(1)]
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
    let list = navigator.activeStack[0].id
    let outcome = await navigator.userDidPop(
      to: list, in: .tab(.home), seenVersion: navigator.version)
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.activeStack.routes == [.list])
  }

  @Test func fastDoublePopsLandWhereTheUserEndedUp() async {
    let navigator = await threeDeep()
    let (list, detail) = (navigator.activeStack[0].id, navigator.activeStack[1].id)
    let seen = navigator.version
    async let first = navigator.userDidPop(to: detail, in: .tab(.home), seenVersion: seen)
    async let second = navigator.userDidPop(to: list, in: .tab(.home), seenVersion: seen)
    let outcomes = await [first, second]
    #expect(outcomes.allSatisfy { $0.isApplied })
    #expect(navigator.activeStack.routes == [.list])
  }

  @Test func aStaleReportToAnEntryThatIsGoneIsRejected() async {
    let navigator = await threeDeep()
    let (list, detail) = (navigator.activeStack[0].id, navigator.activeStack[1].id)
    let seen = navigator.version
    await navigator.userDidPop(to: list, in: .tab(.home), seenVersion: seen)
    let stale = await navigator.userDidPop(to: detail, in: .tab(.home), seenVersion: seen)
    #expect(stale.error as? TestError == .outdatedReport(seen: seen, current: seen + 1))
    #expect(navigator.activeStack.routes == [.list])
  }

  @Test func aPopReportedDuringAPendingPushWaitsAndThenLands() async {
    let gate = ScriptedGuardState()
    let navigator = await threeDeep(guards: [ScriptedGuard(state: gate)])
    let list = navigator.activeStack[0].id
    let seen = navigator.version
    gate.holds = true
    let push = Task { await navigator.push(.about) }
    await settle { gate.gate != nil }
    let pop = Task { await navigator.userDidPop(to: list, in: .tab(.home), seenVersion: seen) }
    await Task.yield()
    #expect(navigator.activeStack.count == 3, "nothing is applied while the guard decides")
    gate.holds = false
    gate.gate?.resume()
    #expect(await push.value.isApplied)
    let popped = await pop.value
    #expect(popped.isApplied)
    #expect(navigator.activeStack.routes == [.list])
    #expect(popped.transition?.removedEntries.map(\.route) == [.detail(1), .edit(1), .about])
  }

  @Test func aTabTappedMidTransitionIsAppliedAfterIt() async {
    let gate = ScriptedGuardState()
    let navigator = await threeDeep(guards: [ScriptedGuard(state: gate)])
    let seen = navigator.version
    gate.holds = true
    let jump = Task { await navigator.navigate(to: .init(tab: .search, routes: [.about])) }
    await settle { gate.gate != nil }
    let tap = Task { await navigator.userDidSelectTab(.settings, seenVersion: seen) }
    await Task.yield()
    gate.holds = false
    gate.gate?.resume()
    #expect(await jump.value.isApplied)
    #expect(await tap.value.isApplied)
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.stack(for: .search)?.routes == [.about])
  }

  @Test func aStaleReselectionDoesNotPopToRoot() async {
    let navigator = await threeDeep()
    let seen = navigator.version
    await navigator.push(.about)
    let outcome = await navigator.userDidSelectTab(.home, seenVersion: seen)
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.activeStack.count == 4)
  }

  @Test func aCurrentReselectionPopsToRoot() async {
    let navigator = await threeDeep()
    await navigator.userDidSelectTab(.home, seenVersion: navigator.version)
    #expect(navigator.activeStack.isEmpty)
  }

  @Test func anInteractiveDismissIsAUserTransition() async {
    let navigator = await threeDeep()
    await navigator.present(.about)
    let sheet = navigator.presentations[0].id
    let outcome = await navigator.userDidDismiss(sheet, seenVersion: navigator.version)
    #expect(outcome.transition?.cause == .user)
    #expect(navigator.presentations.isEmpty)
  }

  @Test func dismissingAFlowThatIsAlreadyGoneNeedsNothing() async {
    let navigator = await threeDeep()
    await navigator.present(.about)
    let sheet = navigator.presentations[0].id
    let seen = navigator.version
    await navigator.dismissAll()
    let outcome = await navigator.userDidDismiss(sheet, seenVersion: seen)
    #expect(outcome.transition?.isEmpty == true)
    #expect(navigator.version == seen + 1)
  }

  @Test func aReportAboutAStackThatIsGoneIsRejected() async {
    let navigator = await threeDeep()
    await navigator.present(.about, path: [PathElement(.list)])
    let sheet = navigator.presentations[0]
    let seen = navigator.version
    await navigator.dismissAll()
    let outcome = await navigator.userDidPop(
      to: sheet.root.id, in: .presentation(sheet.id), seenVersion: seen)
    #expect(outcome.error as? TestError == .outdatedReport(seen: seen, current: seen + 1))
  }

  @Test func aUserPopToAPresentationRootPopsItsStack() async {
    let navigator = await threeDeep()
    await navigator.present(.about, path: [PathElement(.list), PathElement(.detail(2))])
    let sheet = navigator.presentations[0]
    await navigator.userDidPop(
      to: sheet.root.id, in: .presentation(sheet.id), seenVersion: navigator.version)
    #expect(navigator.presentations[0].stack.isEmpty)
  }
}
