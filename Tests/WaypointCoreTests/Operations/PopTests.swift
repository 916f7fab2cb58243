import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct PopTests {
  /// A state whose home stack is [list, detail(1), edit(1)].
  private func threeDeep() throws -> TestState {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1)])
    return state
  }

  @Test func popRemovesTheTop() throws {
    var state = try threeDeep()
    let removed = state.activeStack[2]
    let transition = try state.pop()
    #expect(state.routes() == [.list, .detail(1)])
    #expect(
      transition.steps == [.pop(.tab(.home), to: state.activeStack[1].id, removed: [removed])])
  }

  @Test func popOnAnEmptyStackThrows() {
    var state = TestState.fresh
    #expect(navigationError { _ = try state.pop() } == .stackIsEmpty(.tab(.home)))
    #expect(state == .fresh)
  }

  @Test func popNeverDismissesAPresentation() throws {
    var state = TestState.fresh
    try state.present(.about)
    let id = state.presentations[0].id
    let before = state
    #expect(navigationError { _ = try state.pop() } == .stackIsEmpty(.presentation(id)))
    #expect(state == before)
  }

  @Test func popCountRemovesThatManyInOneStep() throws {
    var state = try threeDeep()
    let transition = try state.pop(count: 2)
    #expect(state.routes() == [.list])
    #expect(transition.steps.count == 1)
    #expect(transition.removedEntries.map(\.route) == [.detail(1), .edit(1)])
  }

  @Test func popCountOfTheWholeStackPopsToRoot() throws {
    var state = try threeDeep()
    let transition = try state.pop(count: 3)
    #expect(state.routes().isEmpty)
    guard case .pop(_, let target, _) = transition.steps.first else {
      Issue.record("expected a pop step")
      return
    }
    #expect(target == nil)
  }

  @Test func popCountBeyondTheStackThrows() throws {
    var state = try threeDeep()
    let before = state
    let error = navigationError { _ = try state.pop(count: 4) }
    #expect(error == .notEnoughEntries(requested: 4, available: 3, in: .tab(.home)))
    #expect(state == before)
  }

  @Test func popToRootEmptiesTheStack() throws {
    var state = try threeDeep()
    try state.popToRoot()
    #expect(state.routes().isEmpty)
  }

  @Test func popToRootAtTheRootIsEmpty() throws {
    var state = TestState.fresh
    #expect(try state.popToRoot().isEmpty)
    #expect(state == .fresh)
  }

  @Test func popToEntryKeepsThatEntryOnTop() throws {
    var state = try threeDeep()
    let target = state.activeStack[0].id
    try state.pop(to: target)
    #expect(state.activeStack.map(\.id) == [target])
  }

  @Test func popToTheTopEntryIsEmpty() throws {
    var state = try threeDeep()
    let top = state.activeStack[2].id
    #expect(try state.pop(to: top).isEmpty)
  }

  @Test func popToAPresentationRootPopsToRoot() throws {
    var state = TestState.fresh
    try state.present(.list, stack: [StackElement(.detail(1)), StackElement(.edit(1))])
    try state.pop(to: state.presentations[0].root.id)
    #expect(state.activeStack.isEmpty)
    #expect(state.presentations.count == 1)
  }

  @Test func popToAnEntryOnAnotherStackThrows() throws {
    var state = try threeDeep()
    try state.push(.about, in: .tab(.settings))
    let elsewhere = state.stack(at: .tab(.settings))?.first?.id ?? EntryID(rawValue: 0)
    let before = state
    #expect(
      navigationError { _ = try state.pop(to: elsewhere) }
        == .unknownEntry(elsewhere, in: .tab(.home)))
    #expect(state == before)
    try state.pop(to: elsewhere, in: .tab(.settings))
    #expect(state == before)
  }

  @Test func popLeavesOtherTabsAlone() throws {
    var state = try threeDeep()
    try state.push(.about, in: .tab(.search))
    try state.popToRoot()
    #expect(state.routes(.tab(.search)) == [.about])
  }

  @Test func poppingZeroEntriesChangesNothing() throws {
    var state = TestState.fresh
    try state.push(.list)
    let before = state
    #expect(try state.pop(count: 0).isEmpty)
    #expect(state == before)
    var empty = TestState.fresh
    #expect(try empty.pop(count: 0).isEmpty)
  }

  @Test func aNegativeCountIsATypedError() throws {
    var state = TestState.fresh
    try state.push(.list)
    let before = state
    #expect(navigationError { try state.pop(count: -2) } == .negativeCount(-2))
    #expect(state == before)
  }
}
