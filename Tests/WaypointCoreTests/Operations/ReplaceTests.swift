import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct ReplaceTests {
  @Test func replaceStackKeepsTheCommonPrefix() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1)])
    let kept = state.activeStack[0].id
    let transition = try state.replaceStack(with: [.list, .detail(2)])
    #expect(state.routes() == [.list, .detail(2)])
    #expect(state.activeStack[0].id == kept)
    #expect(transition.steps.count == 2)
    guard case .pop(_, let target, let removed) = transition.steps[0] else {
      Issue.record("expected a pop first")
      return
    }
    #expect(target == kept)
    #expect(removed.map(\.route) == [.detail(1), .edit(1)])
  }

  @Test func replaceStackWithTheSameRoutesIsEmpty() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    #expect(try state.replaceStack(with: [.list, .detail(1)]).isEmpty)
  }

  @Test func replaceStackGivesKeptEntriesTheNewOptions() throws {
    var state = TestState.fresh
    try state.push(.list, options: .init(selection: "3"))
    let transition = try state.replaceStack(with: [
      StackElement(.list, options: .init(selection: "4"))
    ])
    #expect(state.activeStack[0].options.selection == "4")
    #expect(transition.steps.count == 1)
  }

  @Test func replaceStackRespectsTheDepthLimit() throws {
    var state = TestState.fresh
    let error = navigationError {
      _ = try state.replaceStack(
        with: [.list, .about], policy: .init(limits: .init(maximumDepth: 1)))
    }
    #expect(error == .depthLimitExceeded(limit: 1, resultingDepth: 2, in: .tab(.home)))
  }

  @Test func replaceTopAnimatesAsOnePush() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    let old = state.activeStack[1]
    let transition = try state.replaceTop(with: .edit(1))
    #expect(state.routes() == [.list, .edit(1)])
    #expect(state.activeStack[1].id != old.id)
    #expect(
      transition.steps == [.replace(.tab(.home), removed: [old], pushed: [state.activeStack[1]])])
  }

  @Test func replaceTopOnAnEmptyStackThrows() {
    var state = TestState.fresh
    #expect(
      navigationError { _ = try state.replaceTop(with: .about) } == .stackIsEmpty(.tab(.home)))
  }

  @Test func replaceStackWithoutThePrefixClearsAndPushesAsOneStep() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    let removed = Array(state.activeStack)
    let transition = try state.replaceStack(with: [.about], keepingCommonPrefix: false)
    #expect(state.routes() == [.about])
    #expect(
      transition.steps == [
        .replace(.tab(.home), removed: removed, pushed: Array(state.activeStack))
      ])
  }

  @Test func replaceStackWithoutThePrefixNeverKeepsEntriesEvenWithEqualRoutes() throws {
    var state = TestState.fresh
    try state.push(.list)
    let old = state.activeStack[0].id
    try state.replaceStack(with: [.list], keepingCommonPrefix: false)
    #expect(state.activeStack[0].id != old)
  }

  @Test func replaceStackWithoutThePrefixFromEmptyToEmptyIsEmpty() throws {
    var state = TestState.fresh
    #expect(try state.replaceStack(with: [] as [TestApp.Route], keepingCommonPrefix: false).isEmpty)
  }

  @Test func replaceStackWithoutThePrefixRespectsTheDepthLimit() throws {
    var state = TestState.fresh
    let error = navigationError {
      _ = try state.replaceStack(
        with: [.list, .about], keepingCommonPrefix: false,
        policy: .init(limits: .init(maximumDepth: 1)))
    }
    #expect(error == .depthLimitExceeded(limit: 1, resultingDepth: 2, in: .tab(.home)))
    #expect(state == .fresh)
  }
}
