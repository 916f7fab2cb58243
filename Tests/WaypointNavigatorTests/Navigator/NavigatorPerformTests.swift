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
    await navigator.present(.about)
    let sheet = try #require(navigator.presentations.first)
    let start = navigator.state
    spy.seen = []

    let outcome = await navigator.perform(.deepLink) { state in
      state.dismissAll()
      return try state.push(.list)
    }

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
    #expect(navigator.presentations.isEmpty)
  }

  @Test func anUnsavedScreenRemovedBeforeTheLastOperationIsStillChecked() async throws {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    await navigator.present(.edit(1))
    let editor = try #require(navigator.presentations.first).root.id
    navigator.markUnsaved(editor, reason: "The draft of item 1 is not saved.")
    let before = navigator.state

    let outcome = await navigator.perform(.app) { state in
      state.dismissAll()
      return try state.push(.list)
    }

    #expect(outcome.deniedReason == "The draft of item 1 is not saved.")
    #expect(navigator.state == before)
  }

  @Test func aUserChangeCannotRemoveABackLockedScreenOnTheWay() async throws {
    let navigator = TestNavigator(state: .fresh)
    await navigator.push(.list)
    await navigator.push(.about, options: .init(isBackLocked: true))
    let locked = navigator.activeStack[1].id
    let before = navigator.state

    let outcome = await navigator.perform(.user) { state in
      try state.popToRoot()
      return try state.push(.detail(9))
    }

    #expect(outcome.error as? TestError == .backNavigationLocked(locked, in: .tab(.home)))
    #expect(navigator.state == before)
  }
}
