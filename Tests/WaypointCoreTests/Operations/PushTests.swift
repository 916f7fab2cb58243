import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PushTests {
  @Test func pushLandsOnTheSelectedTabsStack() throws {
    var state = TestState.fresh
    let transition = try state.push(.detail(1))
    #expect(state.routes(.tab(.home)) == [.detail(1)])
    #expect(transition.steps == [.push(.tab(.home), state.activeStack[0])])
    #expect(transition.cause == .app)
  }

  @Test func pushLandsOnTheTopPresentationWhenOneIsUp() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.push(.detail(2))
    #expect(state.routes(.tab(.home)).isEmpty)
    #expect(state.presentations[0].stack.map(\.route) == [.detail(2)])
  }

  @Test func pushIntoANamedTabLeavesTheSelectionAlone() throws {
    var state = TestState.fresh
    try state.push(.about, in: .tab(.settings))
    #expect(state.selectedTab == .home)
    #expect(state.routes(.tab(.settings)) == [.about])
  }

  @Test func identitiesAreDeterministicAndDistinctForEqualRoutes() throws {
    var first = TestState.fresh
    var second = TestState.fresh
    let policies = NavigationPolicy(duplicatePush: .pushAnyway)
    try first.push(.list, policy: policies)
    try first.push(.list, policy: policies)
    try second.push(.list, policy: policies)
    try second.push(.list, policy: policies)
    #expect(first == second)
    #expect(first.activeStack.map(\.id) == [EntryID(rawValue: 1), EntryID(rawValue: 2)])
  }

  @Test func duplicateOnTopUpdatesTheTopByDefault() throws {
    var state = TestState.fresh
    try state.push(.detail(1))
    let top = state.activeStack[0]
    let transition = try state.push(.detail(1), options: .init(selection: "7"))
    #expect(state.activeStack.count == 1)
    #expect(state.activeStack[0].id == top.id)
    #expect(state.activeStack[0].options.selection == "7")
    guard case .update(_, let from, let to) = transition.steps.first else {
      Issue.record("expected an update step, got \(transition.steps)")
      return
    }
    #expect(from == top)
    #expect(to.options.selection == "7")
  }

  @Test func duplicateWithSameOptionsIsAnEmptyTransition() throws {
    var state = TestState.fresh
    try state.push(.detail(1))
    let before = state
    #expect(try state.push(.detail(1)).isEmpty)
    #expect(state == before)
  }

  @Test func duplicatePolicyIgnoreLeavesTheTopAsItIs() throws {
    var state = TestState.fresh
    try state.push(.detail(1))
    let before = state
    let transition = try state.push(
      .detail(1), options: .init(selection: "x"), policy: .init(duplicatePush: .ignore))
    #expect(transition.isEmpty)
    #expect(state == before)
  }

  @Test func duplicatePolicyPushAnywayStacksASecondEntry() throws {
    var state = TestState.fresh
    try state.push(.detail(1))
    try state.push(.detail(1), policy: .init(duplicatePush: .pushAnyway))
    #expect(state.routes() == [.detail(1), .detail(1)])
  }

  @Test func duplicateOfAPresentationRootCountsAsTop() throws {
    var state = TestState.fresh
    try state.present(.list)
    #expect(try state.push(.list).isEmpty)
    #expect(state.activeStack.isEmpty)
  }

  @Test func pushContentsOfPushesInOrderAsSeparateSteps() throws {
    var state = TestState.fresh
    let transition = try state.push(contentsOf: [.list, .detail(3), .edit(3)])
    #expect(state.routes() == [.list, .detail(3), .edit(3)])
    #expect(transition.steps.count == 3)
    #expect(transition.steps.allSatisfy { if case .push = $0 { true } else { false } })
  }

  @Test func pushContentsOfElementsKeepsOptions() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [
      StackElement(.list), StackElement(.detail(7), options: .init(isBackLocked: true)),
    ])
    #expect(state.activeStack[1].options.isBackLocked)
    #expect(!state.activeStack[0].options.isBackLocked)
  }

  @Test func pushPastTheDepthLimitThrowsAndChangesNothing() throws {
    var state = TestState.fresh
    let policies = NavigationPolicy(duplicatePush: .pushAnyway, limits: .init(maximumDepth: 2))
    try state.push(contentsOf: [.list, .list], policy: policies)
    let before = state
    let error = navigationError { _ = try state.push(.about, policy: policies) }
    #expect(error == .depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home)))
    #expect(state == before)
  }

  @Test func pushSeveralPastTheDepthLimitPushesNone() {
    var state = TestState.fresh
    let error = navigationError {
      _ = try state.push(
        contentsOf: [.list, .about, .list], policy: .init(limits: .init(maximumDepth: 2)))
    }
    #expect(error == .depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home)))
    #expect(state == .fresh)
  }

  @Test func pushToAnUnknownTabThrows() {
    var state = NavigationState<TestApp>(tabs: [.home, .search])
    let error = navigationError { _ = try state.push(.about, in: .tab(.settings)) }
    #expect(error == .unknownTab(.settings))
    #expect(state.nextIdentity == 1)
  }

  @Test func pushToAMissingPresentationThrows() {
    var state = TestState.fresh
    let missing = PresentationID(rawValue: 99)
    let error = navigationError { _ = try state.push(.about, in: .presentation(missing)) }
    #expect(error == .unknownPresentation(missing))
    #expect(state == .fresh)
  }

  @Test func copiesAreIndependent() throws {
    var state = TestState.fresh
    try state.push(.list)
    let copy = state
    try state.push(.detail(1))
    #expect(copy.routes() == [.list])
    #expect(state.routes() == [.list, .detail(1)])
  }
}
