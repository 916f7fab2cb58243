import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PerformTests {
  /// A state whose home stack is [list, finished], the top back-locked.
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

  @Test func userDismissOfAPresentationWithALockedEntryFails() throws {
    var state = TestState.fresh
    try state.present(.list, stack: [StackElement(.about, options: .init(isBackLocked: true))])
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
          try s.pop(count: 5)
        }
      } == .notEnoughEntries(requested: 5, available: 1, in: .tab(.home)))
    #expect(state == .fresh)
  }

  // MARK: The whole change, whatever the closure returns

  @Test func aCompositeChangeReportsEveryStep() throws {
    var state = TestState.fresh
    try state.present(.about)
    let sheet = try #require(state.presentations.first)
    let start = state
    let transition = try state.perform(.deepLink) { state in
      state.dismissAll()
      try state.push(.list)
    }
    guard case .dismiss(let dismissed) = transition.steps.first,
      case .push(.tab(.home), let pushed) = transition.steps.last
    else {
      Issue.record("expected a dismissal then a push, got \(transition)")
      return
    }
    #expect(dismissed.id == sheet.id)
    #expect(pushed.route == .list)
    var replay = start
    try replay.apply(transition)
    #expect(replay == state)
    #expect(transition.cause == .deepLink)
  }

  @Test func aUserChangeCannotHideALockedEntryBehindItsLastOperation() throws {
    var state = try lockedOnTop()
    let locked = state.activeStack[1].id
    let before = state
    #expect(
      navigationError {
        try state.perform(.user) { state in
          try state.popToRoot()
          try state.push(.detail(9))
        }
      } == .backNavigationLocked(locked, in: .tab(.home)))
    #expect(state == before)
  }

  @Test func aClosureThatReturnsNothingStillReportsItsChange() throws {
    var state = TestState.fresh
    let transition = try state.perform(.app) { state in
      try state.push(.list)
      try state.push(.about)
      try state.popToRoot(in: .tab(.search))
    }
    #expect(transition.steps.flatMap(\.addedEntries).map(\.route) == [.list, .about])
    var replay = TestState.fresh
    try replay.apply(transition)
    #expect(replay == state)
  }

  @Test func aSingleOperationKeepsItsOwnSteps() throws {
    var state = TestState.fresh
    try state.push(.list)
    let transition = try state.perform(.app) {
      try $0.replaceStack(with: [.about], keepingCommonPrefix: false)
    }
    guard case .replace(.tab(.home), let removed, let pushed)? = transition.steps.first else {
      Issue.record("expected the replace step of the operation, got \(transition)")
      return
    }
    #expect(transition.steps.count == 1)
    #expect(removed.map(\.route) == [.list])
    #expect(pushed.map(\.route) == [.about])
  }

  // Issue 22, item 6: a back lock is changed only by the app's own request.

  @Test func aUserPushOfTheLockedTopsRouteKeepsTheLock() throws {
    var state = try lockedOnTop()
    let before = state
    let locked = state.activeStack[1].id
    // The default duplicate policy turns it into an update that would unlock the top.
    #expect(
      navigationError { try state.perform(.user) { try $0.push(.about) } }
        == .backNavigationLocked(locked, in: .tab(.home)))
    #expect(state == before)
    // So the user's next back still finds the screen locked.
    #expect(
      navigationError { try state.perform(.user) { try $0.pop() } }
        == .backNavigationLocked(locked, in: .tab(.home)))
  }

  @Test func aUserPushOfALockedPresentationRootsRouteKeepsTheLock() throws {
    var state = TestState.fresh
    try state.present(.about, options: .init(isBackLocked: true))
    let presentation = state.presentations[0]
    let before = state
    #expect(
      navigationError { try state.perform(.user) { try $0.push(.about) } }
        == .backNavigationLocked(presentation.root.id, in: .presentation(presentation.id)))
    #expect(state == before)
  }

  @Test func aLinkCannotLeaveALockedScreen() throws {
    var state = TestState.fresh
    try state.present(.about, options: .init(isBackLocked: true))
    let root = state.presentations[0].root.id
    let presentation = state.presentations[0].id
    #expect(
      navigationError {
        try state.perform(.deepLink) { state in
          state.dismissAll()
          try state.push(.detail(1))
        }
      } == .backNavigationLocked(root, in: .presentation(presentation)))
    #expect(state.presentations.count == 1)
  }

  @Test func theAppMayStillChangeALockByPushingTheSameRoute() throws {
    var state = try lockedOnTop()
    try state.perform(.app) { try $0.push(.about) }
    #expect(state.activeStack[1].options.isBackLocked == false)
  }
}
