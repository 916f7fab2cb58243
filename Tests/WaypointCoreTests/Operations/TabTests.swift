import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct TabTests {
  @Test func selectTabSwitchesAndKeepsEveryStack() throws {
    var state = TestState.fresh
    try state.push(.list)
    let transition = try state.selectTab(.search)
    #expect(state.selectedTab == .search)
    #expect(transition.steps == [.selectTab(from: .home, to: .search)])
    #expect(state.routes(.tab(.home)) == [.list])
    #expect(state.activeLocation == .tab(.search))
  }

  @Test func reselectingPopsToRootByDefault() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    let transition = try state.selectTab(.home)
    #expect(state.routes().isEmpty)
    #expect(transition.removedEntries.count == 2)
  }

  @Test func reselectingWithPolicyNoneDoesNothing() throws {
    var state = TestState.fresh
    try state.push(.list)
    let before = state
    #expect(try state.selectTab(.home, policy: .init(tabReselection: .ignore)).isEmpty)
    #expect(state == before)
  }

  @Test func selectingAnUnknownTabThrows() {
    var state = NavigationState<TestApp>(tabs: [.home, .search])
    #expect(navigationError { _ = try state.selectTab(.settings) } == .unknownTab(.settings))
    #expect(state.selectedTab == .home)
  }

  @Test func selectTabLeavesPresentationsUp() throws {
    var state = TestState.fresh
    try state.present(.about)
    try state.selectTab(.settings)
    #expect(state.presentations.count == 1)
    #expect(state.activeLocation == .presentation(state.presentations[0].id))
  }
}
