import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct RemovalTests {
  @Test func removeEntriesPrunesEveryStackInOneTransition() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(5), .edit(5)])
    try state.push(contentsOf: [.detail(5)], in: .tab(.search))
    try state.present(.about, stack: [StackElement(.detail(5))])
    let editID = state.stack(at: .tab(.home))?[2].id
    let transition = state.removeEntries { $0.route == .detail(5) }
    #expect(state.routes(.tab(.home)) == [.list, .edit(5)])
    #expect(state.stack(at: .tab(.home))?[1].id == editID)
    #expect(state.routes(.tab(.search)).isEmpty)
    #expect(state.presentations[0].stack.isEmpty)
    #expect(transition.removedEntries.filter { $0.route == .detail(5) }.count == 3)
  }

  @Test func removingAPresentationRootDismissesItAndWhatIsAbove() throws {
    var state = TestState.fresh
    try state.present(.list)
    try state.present(.detail(2))
    try state.present(.about)
    state.removeEntries { $0.route == .detail(2) }
    #expect(state.presentations.map(\.root.route) == [.list])
  }

  @Test func removingNothingIsEmpty() throws {
    var state = TestState.fresh
    try state.push(.list)
    #expect(state.removeEntries { $0.route == .about }.isEmpty)
  }

  @Test func updateOptionsChangesOneEntryInPlace() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    let id = state.activeStack[0].id
    let transition = try state.updateOptions(of: id) { $0.selection = "9" }
    #expect(state.activeStack[0].options.selection == "9")
    #expect(transition.steps.count == 1)
    #expect(try state.updateOptions(of: id) { $0.selection = "9" }.isEmpty)
  }

  @Test func updateOptionsOfAPresentationRoot() throws {
    var state = TestState.fresh
    try state.present(.list)
    let root = state.presentations[0].root.id
    try state.updateOptions(of: root) { $0.isBackLocked = true }
    #expect(state.presentations[0].root.options.isBackLocked)
  }

  @Test func updateOptionsOfAMissingEntryThrows() {
    var state = TestState.fresh
    let id = EntryID(rawValue: 77)
    #expect(
      navigationError { _ = try state.updateOptions(of: id) { $0.selection = "x" } }
        == .unknownEntry(id, in: .tab(.home)))
  }
}

@Suite struct FinishTests {
  @Test func finishPopsTheEntryAndWhatIsAbove() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1)])
    try state.finish(state.activeStack[1].id)
    #expect(state.routes() == [.list])
  }

  @Test func finishTheBottomEntryPopsToRoot() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    try state.finish(state.activeStack[0].id)
    #expect(state.routes().isEmpty)
  }

  @Test func finishAPresentationRootDismissesIt() throws {
    var state = TestState.fresh
    try state.present(.about)
    try state.present(.list)
    try state.finish(state.presentations[0].root.id)
    #expect(state.presentations.isEmpty)
  }

  @Test func finishWorksOnAStackThatIsNotActive() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)], in: .tab(.search))
    try state.finish(EntryID(rawValue: 2))
    #expect(state.routes(.tab(.search)) == [.list])
  }

  @Test func finishAnUnknownEntryThrows() {
    var state = TestState.fresh
    #expect(
      navigationError { _ = try state.finish(EntryID(rawValue: 5)) }
        == .unknownEntry(EntryID(rawValue: 5), in: .tab(.home)))
  }
}
