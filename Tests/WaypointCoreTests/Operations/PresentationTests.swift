import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PresentationTests {
  @Test func presentAddsAPresentationWithItsOwnStack() throws {
    var state = TestState.fresh
    let transition = try state.present(
      .list, style: .fullScreenCover, stack: [StackElement(.detail(1)), StackElement(.edit(1))])
    let presentation = try #require(state.presentations.first)
    #expect(presentation.style == .fullScreenCover)
    #expect(presentation.root.route == .list)
    #expect(presentation.stack.map(\.route) == [.detail(1), .edit(1)])
    #expect(state.activeLocation == .presentation(presentation.id))
    #expect(transition.steps.count == 3)
    guard case .present(let bare) = transition.steps[0] else {
      Issue.record("expected present first")
      return
    }
    #expect(bare.stack.isEmpty)
    #expect(bare.root == presentation.root)
  }

  @Test func presentationsNest() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.present(.about)
    #expect(state.presentations.map(\.root.route) == [.list, .about])
    #expect(state.visibleEntry?.route == .about)
  }

  @Test func presentPastTheLimitThrows() throws {
    var state = TestState.fresh
    let policies = NavigationPolicy(limits: NavigationLimits(maximumPresentations: 1))
    try state.present(.list, policy: policies)
    let before = state
    #expect(
      navigationError { _ = try state.present(.about, policy: policies) }
        == .presentationLimitExceeded(limit: 1))
    #expect(state == before)
  }

  /// The presentation never comes to exist, so the error names its root's
  /// route, not an identity that nothing holds.
  @Test func presentWithATooDeepStackThrows() {
    var state = TestState.fresh
    let error = navigationError {
      _ = try state.present(
        .list, stack: [StackElement(.about), StackElement(.about)],
        policy: .init(limits: .init(maximumDepth: 1)))
    }
    #expect(error == .newPresentationTooDeep(root: .list, limit: 1, resultingDepth: 2))
    #expect(state == .fresh)
  }

  @Test func dismissRemovesTheTopWithItsStack() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.present(.about, stack: [StackElement(.detail(1))])
    let top = state.presentations[1]
    let transition = try state.dismiss()
    #expect(state.presentations.count == 1)
    #expect(transition.steps == [.dismiss(top)])
    #expect(transition.removedEntries.map(\.route) == [.about, .detail(1)])
  }

  @Test func dismissWithNothingPresentedThrows() {
    var state = TestState.fresh
    #expect(navigationError { _ = try state.dismiss() } == .nothingPresented)
  }

  @Test func dismissAGivenPresentationTakesEverythingAboveTopFirst() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.present(.about)
    try state.present(.edit(1))
    let middle = state.presentations[1]
    let transition = try state.dismiss(middle.id)
    #expect(state.presentations.map(\.root.route) == [.list])
    #expect(transition.steps.count == 2)
    #expect(transition.steps.last == .dismiss(middle))
  }

  @Test func dismissAnUnknownPresentationThrows() throws {
    var state = TestState.fresh
    try state.present(.list)
    let before = state
    let id = PresentationID(rawValue: 42)
    #expect(navigationError { _ = try state.dismiss(id) } == .unknownPresentation(id))
    #expect(state == before)
  }

  @Test func dismissAllClosesEveryFlowAndIsIdempotent() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.present(.about)
    #expect(state.dismissAll().steps.count == 2)
    #expect(state.presentations.isEmpty)
    #expect(state.dismissAll().isEmpty)
  }

  // Issue 22, item 7: presenting the presented route again is a double tap.

  @Test func presentingTheTopPresentationAgainUpdatesItByDefault() throws {
    var state = TestState.fresh
    try state.present(.about)
    let transition = try state.present(.about, options: .init(selection: "7"))
    #expect(state.presentations.count == 1)
    #expect(state.presentations[0].root.options.selection == "7")
    #expect(transition.steps.count == 1)
    #expect(try state.present(.about, options: .init(selection: "7")).isEmpty)
  }

  @Test func presentingAgainFollowsTheDuplicatePolicy() throws {
    var state = TestState.fresh
    try state.present(.about)
    #expect(try state.present(.about, policy: .init(duplicatePush: .ignore)).isEmpty)
    try state.present(.about, policy: .init(duplicatePush: .pushAnyway))
    #expect(state.presentations.map(\.root.route) == [.about, .about])
  }

  @Test func anotherStyleOrAStackIsNotADuplicate() throws {
    var state = TestState.fresh
    try state.present(.about)
    try state.present(.about, style: .fullScreenCover)
    try state.present(.about, style: .fullScreenCover, stack: [StackElement(.list)])
    #expect(state.presentations.count == 3)
  }
}
