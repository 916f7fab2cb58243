import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PerformTests {
  /// home: [list, finished (locked)]
  private func lockedOnTop() throws -> TestState {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.about, options: .init(isBackLocked: true))
    return state
  }

  @Test func performRecordsTheCause() throws {
    var state = TestState.fresh
    let transition = try state.perform(.deepLink) { try $0.push(.list) }
    #expect(transition.cause == .deepLink)
    #expect(state.routes() == [.list])
  }

  @Test func userPopOfALockedEntryIsRefused() throws {
    var state = try lockedOnTop()
    let before = state
    let locked = state.activeStack[1].id
    #expect(
      navigationError { try state.perform(.user) { try $0.pop() } }
        == .backNavigationLocked(locked, in: .tab(.home)))
    #expect(state == before)
  }

  @Test func userPopToRootPastALockedEntryIsRefused() throws {
    var state = try lockedOnTop()
    try state.push(.detail(1))
    let before = state
    #expect(navigationError { try state.perform(.user) { try $0.popToRoot() } } != nil)
    #expect(state == before)
  }

  @Test func userPopAboveALockedEntryIsAllowed() throws {
    var state = try lockedOnTop()
    try state.push(.detail(1))
    try state.perform(.user) { try $0.pop() }
    #expect(state.routes() == [.list, .about])
  }

  @Test func appPopOfALockedEntryIsAllowed() throws {
    var state = try lockedOnTop()
    try state.perform(.app) { try $0.pop() }
    #expect(state.routes() == [.list])
  }

  @Test func userDismissOfAFlowWithALockedEntryIsRefused() throws {
    var state = TestState.fresh
    try state.present(.list, path: [PathElement(.about, options: .init(isBackLocked: true))])
    let before = state
    #expect(navigationError { try state.perform(.user) { try $0.dismiss() } } != nil)
    #expect(state == before)
    try state.perform(.app) { try $0.dismiss() }
    #expect(state.presentations.isEmpty)
  }

  @Test func aFailingOperationInsidePerformChangesNothing() throws {
    var state = TestState.fresh
    #expect(
      navigationError {
        try state.perform(.app) { s in
          try s.push(.list)
          return try s.pop(count: 5)
        }
      } == .notEnoughEntries(requested: 5, available: 1, in: .tab(.home)))
    #expect(state == .fresh)
  }
}
