import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// `Navigator.perform` reports, and lets guards see, the whole change of its
/// closure, not only the transition the closure returns.
@MainActor @Suite struct NavigatorPerformTests {
  @Test func theOutcomeAndTheGuardsSeeEveryStepOfACompositeChange() async throws {
    let spy = ScriptedGuardState()
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: spy)])
    _ = await navigator.present(.about).outcome
    let sheet = try #require(navigator.state.presentations.first)
    let start = navigator.state
    spy.seen = []

    let outcome = await navigator.perform(.deepLink) { state in
      state.dismissAll()
      try state.push(.list)
    }.outcome

    let transition = try #require(outcome.transition)
    #expect(spy.seen == [transition])
    guard case .dismiss(let dismissed) = transition.steps.first else {
      Issue.record("expected the sheet's dismissal first, got \(transition)")
      return
    }
    #expect(dismissed.id == sheet.id)
    var replay = start
    try replay.apply(transition)
    #expect(replay == navigator.state)
    #expect(navigator.state.presentations.isEmpty)
  }

  @Test func anUnsavedScreenRemovedBeforeTheLastOperationIsStillChecked() async throws {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    _ = await navigator.present(.edit(1)).outcome
    let editor = try #require(navigator.state.presentations.first).root.id
    navigator.markUnsaved(editor, reason: "The draft of item 1 is not saved.")
    let before = navigator.state

    let outcome = await navigator.perform(.app) { state in
      state.dismissAll()
      try state.push(.list)
    }.outcome

    #expect(outcome.deniedReason == "The draft of item 1 is not saved.")
    #expect(navigator.state == before)
  }

  @Test func aUserChangeCannotRemoveABackLockedScreenOnTheWay() async throws {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list).outcome
    _ = await navigator.push(.about, options: .init(isBackLocked: true)).outcome
    let locked = navigator.state.activeStack[1].id
    let before = navigator.state

    let outcome = await navigator.perform(.user) { state in
      try state.popToRoot()
      try state.push(.detail(9))
    }.outcome

    #expect(outcome.error as? TestError == .backNavigationLocked(locked, in: .tab(.home)))
    #expect(navigator.state == before)
  }
}
