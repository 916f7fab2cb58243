import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// One pipeline: a navigation is planned once, decided by the guards on the
/// planned transition, and applied once; nothing is applied and taken back.
@MainActor @Suite struct NavigatorPipelineTests {
  @Test func aGuardedPushIsAppliedExactlyOnce() async {
    let spy = ScriptedGuardState()
    spy.readsProposedState = false
    let navigator = TestNavigator(
      state: .fresh, guards: [UnsavedChangesGuard(), ScriptedGuard(state: spy)])
    let counter = TransitionCounter()
    let outcome = await counter.withCounting { navigator.push(.list).settledOutcome }
    #expect(outcome?.isApplied == true, "every guard answered at once: applied in the call")
    #expect(spy.seen.count == 1)
    #expect(counter.applied == 1)
    #expect(counter.planned == 0, "a push is planned by its own planner, not the state planner")
  }

  @Test func aGuardThatAnswersLaterStillSeesNothingAppliedAndItIsAppliedOnce() async {
    let spy = ScriptedGuardState()
    spy.readsProposedState = false
    spy.holds = true
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: spy)])
    let counter = TransitionCounter()
    await counter.withCounting {
      let push = navigator.push(.list)
      #expect(push.settledOutcome == nil)
      for _ in 0..<100 where spy.gate == nil { await Task.yield() }
      #expect(navigator.state == .fresh, "nothing is applied while the guard decides")
      #expect(counter.applied == 0)
      spy.gate?.resume()
      #expect(await push.outcome.isApplied)
    }
    #expect(counter.applied == 1)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
  }

  @Test func aGuardedDeepLinkIsPlannedOnceAndAppliedOnce() async throws {
    var start = TestState.fresh
    try start.present(.about)
    let navigator = TestNavigator(state: start, guards: [UnsavedChangesGuard()])
    let counter = TransitionCounter()
    let outcome = await counter.withCounting {
      await navigator.navigate(
        to: NavigationTarget(tab: .search, routes: [.list, .detail(1)]), cause: .deepLink
      ).outcome
    }
    #expect(outcome.isApplied)
    #expect(counter.planned == 1)
    #expect(counter.applied == 1)
  }

  @Test func aDeniedNavigationIsNeverApplied() async {
    let spy = ScriptedGuardState()
    spy.readsProposedState = false
    spy.decision = .deny(reason: "No.")
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: spy)])
    let counter = TransitionCounter()
    let outcome = await counter.withCounting { await navigator.push(.list).outcome }
    #expect(outcome.deniedReason == "No.")
    #expect(counter.applied == 0)
    #expect(navigator.state == .fresh)
  }

  @Test func aNavigationAskedWhileAGuardDecidesWaitsItsTurn() async {
    let spy = ScriptedGuardState()
    spy.readsProposedState = false
    spy.holds = true
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: spy)])
    let first = navigator.push(.list)
    spy.holds = false
    let second = navigator.push(.about)
    #expect(second.settledOutcome == nil, "it waits behind the first")
    for _ in 0..<100 where spy.gate == nil { await Task.yield() }
    spy.gate?.resume()
    #expect(await first.outcome.isApplied)
    #expect(await second.outcome.isApplied)
    #expect(navigator.state.activeStack.map(\.route) == [.list, .about])
  }
}
