import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Return points: a return from anywhere lands on the point in one
/// transition and leaves the value there, to be taken once.
@Suite struct ReturnTests {
  private let point = EntryOptions<String>(returnPoint: "list")

  /// home: [list (the point), detail(1)]; search selected with [about]; a
  /// sheet of edit(1) with [detail(2)] and a sheet of about over it.
  private func farFromThePoint() throws -> TestState {
    var state = TestState.fresh
    try state.push(.list, options: point)
    try state.push(.detail(1))
    try state.selectTab(.search)
    try state.push(.about)
    try state.present(.edit(1), stack: [StackElement(.detail(2))])
    try state.present(.about)
    return state
  }

  @Test func aReturnFromAnotherTabUnderSheetsIsOneTransition() throws {
    var state = try farFromThePoint()
    let before = state
    let list = state.stack(at: .tab(.home))![0].id
    let transition = try state.return(to: "list", with: 7)
    #expect(state.presentations.isEmpty)
    #expect(state.selectedTab == .home)
    #expect(state.routes() == [.list])
    #expect(state.routes(.tab(.search)) == [.about])
    #expect(state.returnValues == [list: 7])
    #expect(transition.removedEntries.map(\.route) == [.about, .edit(1), .detail(2), .detail(1)])
    var planned = before
    planned.applyPlanned(transition)
    planned.returnValues = [list: 7]
    #expect(planned == state)
  }

  @Test func aTargetThatMarksAKeptEntryAsAReturnPointUpdatesIt() throws {
    var state = TestState.fresh
    try state.push(.list)
    let list = state.stack(at: .tab(.home))![0]
    let transition = try state.navigate(
      to: NavigationTarget(tab: .home, stack: [StackElement(.list, options: point)]))
    #expect(state.stack(at: .tab(.home))!.map(\.options) == [point])
    #expect(
      transition.steps == [.update(.tab(.home), from: list, to: state.stack(at: .tab(.home))![0])])
  }

  @Test func theValueIsTakenOnce() throws {
    var state = try farFromThePoint()
    try state.return(to: "list", with: 7)
    #expect(state.takeReturnValue(at: "list") == 7)
    #expect(state.takeReturnValue(at: "list") == nil)
    #expect(state.returnValues.isEmpty)
  }

  @Test func aPointInAPresentationDismissesOnlyWhatIsAbove() throws {
    var state = TestState.fresh
    try state.present(.edit(1), options: point)
    try state.push(.detail(1))
    try state.present(.about)
    let root = state.presentations[0].root.id
    try state.return(to: "list", with: 3)
    #expect(state.presentations.map(\.root.id) == [root])
    #expect(state.presentations[0].stack.isEmpty)
    #expect(state.returnValues == [root: 3])
  }

  @Test func theNearestPointWins() throws {
    var state = TestState.fresh
    try state.push(.list, options: point)
    try state.push(.detail(1), options: point)
    try state.push(.about)
    try state.return(to: "list", with: 1)
    #expect(state.routes() == [.list, .detail(1)])
  }

  @Test func aPointMadeLaterThroughTheOptionsWorks() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.updateOptions(of: state.activeStack[0].id) { $0.returnPoint = "list" }
    try state.push(.detail(1))
    try state.return(to: "list", with: 2)
    #expect(state.routes() == [.list])
  }

  @Test func aReturnToAPointThatIsGoneFailsAndChangesNothing() throws {
    var state = try farFromThePoint()
    state.removeEntries { $0.route == .list }
    let before = state
    #expect(
      navigationError { try state.return(to: "list", with: 1) } == .unknownReturnPoint("list"))
    #expect(state == before)
  }

  @Test func aReturnToThePointOnScreenLeavesTheValueOnly() throws {
    var state = TestState.fresh
    try state.push(.list, options: point)
    let transition = try state.return(to: "list", with: 5)
    #expect(transition.isEmpty)
    #expect(state.takeReturnValue(at: "list") == 5)
  }

  @Test func aReturnInsidePerformIsPartOfTheOneChange() throws {
    var state = try farFromThePoint()
    let transition = try state.perform(.app) { state in
      try state.return(to: "list", with: 4)
      try state.push(.edit(9))
    }
    #expect(transition.steps.last == .push(.tab(.home), state.activeStack[1]))
    #expect(state.takeReturnValue(at: "list") == 4)
  }

  /// A point on a hidden tab, under a sheet: refused by default, the state as it was; revealed
  /// when the policy says so, in the one transition: dismiss, show, select, pop.
  @Test func aPointOnAHiddenTabIsRefusedOrShownAsThePolicySays() throws {
    var state = TestState.fresh
    try state.push(.list, options: point, in: .tab(.settings))
    try state.push(.detail(1), in: .tab(.settings))
    try state.arrangeTabs(state.tabs, hidden: [.settings])
    try state.present(.about)
    let before = state
    #expect(navigationError { try state.return(to: "list", with: 1) } == .tabHidden(.settings))
    #expect(state == before)
    var policy = NavigationPolicy()
    policy.revealsHiddenTabs = true
    let (sheet, list) = (state.presentations[0], state.stack(at: .tab(.settings))![0])
    let detail = state.stack(at: .tab(.settings))![1]
    let transition = try state.return(to: "list", with: 2, policy: policy)
    #expect(
      transition.steps == [
        .dismiss(sheet), .arrangeTabs(state.tabs, hidden: [], sections: [:]),
        .selectTab(from: .home, to: .settings),
        .pop(.tab(.settings), to: list.id, removed: [detail]),
      ])
    #expect(state.returnValues == [list.id: 2])
  }

  /// The nearest point is searched from the top: the top presentation's stack, then its root, then
  /// the presentations beneath, the selected tab and the other tabs in bar order.
  @Test func theSearchStartsAtTheTop() throws {
    var state = TestState.fresh
    try state.push(.list, options: point, in: .tab(.search))
    try state.push(.list, options: point, in: .tab(.settings))
    try state.push(.list, options: point)
    try state.present(.edit(1), options: point, stack: [StackElement(.detail(1))])
    try state.present(.edit(2), stack: [StackElement(.list, options: point), StackElement(.about)])
    let top = state.presentations[1]
    #expect(state.returnPoint("list")?.id == top.stack[0].id)
    try state.return(to: "list", with: 1)
    #expect(state.presentations.map(\.id) == [state.presentations[0].id, top.id])
    #expect(state.presentations[1].stack.map(\.route) == [.list])
    try state.dismiss()
    let sheet = state.presentations[0]
    #expect(state.returnPoint("list")?.id == sheet.root.id)
    try state.return(to: "list", with: 2)
    #expect(state.presentations.map(\.id) == [sheet.id])
    #expect(state.presentations[0].stack.isEmpty)  // back to the root
    try state.dismiss()
    #expect(state.returnPoint("list")?.id == state.stack(at: .tab(.home))![0].id)
    let homeList = state.stack(at: .tab(.home))![0].id
    state.removeEntries { $0.id == homeList }
    #expect(state.returnPoint("list")?.id == state.stack(at: .tab(.search))![0].id)
    #expect(state.returnPoint("list", holdingValue: true) == nil)
  }

  @Test func theAddressOfAFinishIsTheScreenBeneath() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.detail(1))
    let (list, detail) = (state.activeStack[0].id, state.activeStack[1].id)
    try state.present(.about)
    #expect(state.returnAddress(finishing: detail) == list)
    #expect(state.returnAddress(finishing: list) == list)  // a tab's root view is no entry
    #expect(state.returnAddress(finishing: state.presentations[0].root.id) == detail)
  }

  @Test func theErrorSaysWhichPoint() {
    #expect(
      TestError.unknownReturnPoint("list").description == "No entry is the return point 'list'.")
  }
}
