import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 2: trigger a known push from state — the calendar opens its edit screen
/// programmatically, and a pop made by the user is reflected back in the model.
@Suite struct PushFromStateScenario {
  typealias App = PushFromStateApp

  @Test func theCalendarOpensItsEditScreenAndTheUserPopsBack() throws {
    var state = NavigationState<App>(tabs: [.calendar])
    try state.push(.day(21))
    let dayEntry = try #require(state.activeStack.last)
    // The screen decides to edit, e.g. after a conflict was detected.
    let push = try state.push(.editEvent(4))
    #expect(push.steps.count == 1)
    #expect(state.activeStack.map(\.route) == [.day(21), .editEvent(4)])

    // The UI reports that the user swiped back to the day screen.
    let pop = try state.perform(.user) { try $0.pop(to: dayEntry.id) }
    #expect(pop.cause == .user)
    #expect(pop.removedEntries.map(\.route) == [.editEvent(4)])
    #expect(state.activeStack.map(\.route) == [.day(21)])
    // The model and the UI agree again, so the same push works a second time.
    try state.push(.editEvent(4))
    #expect(state.activeStack.count == 2)
  }
}
