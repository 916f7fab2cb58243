import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PlannerTests {
  @Test func planningToTheSameStateIsEmpty() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    try state.present(.about)
    #expect(try state.transition(to: state).isEmpty)
  }

  @Test func planDismissesTopDownThenSelectsThenPopsThenPushesThenPresents() throws {
    var old = TestState.fresh
    try old.push(contentsOf: [.list, .detail(1)])
    try old.present(.about)
    try old.present(.edit(1))
    var new = old
    new.dismissAll()
    try new.selectTab(.search)
    try new.pop(in: .tab(.home))
    try new.push(.list, in: .tab(.search))
    try new.present(.about)
    let steps = try old.transition(to: new).steps
    let kinds = steps.map { step -> String in
      switch step {
      case .dismiss: "dismiss"
      case .selectTab: "select"
      case .pop: "pop"
      case .push: "push"
      case .update: "update"
      case .updatePresentation: "updatePresentation"
      case .replace: "replace"
      case .present: "present"
      case .arrangeTabs: "arrange"
      case .search: "search"
      }
    }
    #expect(kinds == ["dismiss", "dismiss", "select", "pop", "push", "present"])
    guard case .dismiss(let first) = steps[0] else { return }
    #expect(first.root.route == .edit(1))
  }

  @Test func planKeepsAnEqualPresentationAndDiffsItsStack() throws {
    var old = TestState.fresh
    try old.present(.about, stack: [StackElement(.list), StackElement(.detail(1))])
    var new = old
    try new.pop()
    try new.push(.edit(2))
    let steps = try old.transition(to: new).steps
    #expect(steps.count == 2)
    #expect(!steps.contains { if case .dismiss = $0 { true } else { false } })
  }

  @Test func planPresentsNewPresentationsWithTheirStacksAsPushes() throws {
    let old = TestState.fresh
    var new = old
    try new.present(.about, stack: [StackElement(.list), StackElement(.detail(1))])
    let steps = try old.transition(to: new).steps
    #expect(steps.count == 3)
    var replay = old
    try replay.apply(try old.transition(to: new))
    #expect(replay == new)
  }

  @Test func planUpdatesARootWhoseOptionsChanged() throws {
    var old = TestState.fresh
    try old.present(.about)
    var new = old
    try new.updateOptions(of: new.presentations[0].root.id) { $0.selection = "1" }
    let steps = try old.transition(to: new).steps
    #expect(
      steps == [
        .update(
          .presentation(old.presentations[0].id), from: old.presentations[0].root,
          to: new.presentations[0].root)
      ])
  }

  @Test func planBetweenStatesWithDifferentTabsArrangesTheTabBar() throws {
    var old = NavigationState<TestApp>(tabs: [.home, .search])
    try old.push(.list, in: .tab(.search))
    var new = NavigationState<TestApp>(tabs: [.settings, .home], selectedTab: .settings)
    try new.push(.about, in: .tab(.settings))
    let transition = try old.transition(to: new)
    let popped = try #require(old.stack(at: .tab(.search))?.first)
    let pushed = try #require(new.stack(at: .tab(.settings))?.first)
    #expect(
      transition.steps == [
        .pop(.tab(.search), to: nil, removed: [popped]),
        .arrangeTabs([.settings, .home], hidden: [], sections: [:]),
        .selectTab(from: .home, to: .settings),
        .push(.tab(.settings), pushed),
      ])
    try old.apply(transition)
    #expect(old == new)
  }

  @Test func planNeverMovesTheIdentityCounterBack() throws {
    var old = TestState.fresh
    try old.push(contentsOf: [.list, .about, .list])
    let new = TestState.fresh
    var replay = old
    try replay.apply(try old.transition(to: new))
    #expect(replay.routes().isEmpty)
    #expect(replay.nextIdentity == old.nextIdentity)
  }

  @Test func planHandlesAnIdentityThatMovesBetweenStacks() throws {
    // Two states that both allocated identity 1, for different entries on different tabs.
    var old = TestState.fresh
    try old.push(.list, in: .tab(.settings))
    var new = TestState.fresh
    try new.push(.about, in: .tab(.home))
    var replay = old
    try replay.apply(try old.transition(to: new))
    #expect(replay == new)
  }
}
