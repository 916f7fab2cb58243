import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 6: stack navigation from anywhere — any code pushes onto the topmost
/// active stack; a back-history list with titles pops to any entry in one step;
/// pushing the screen already on top does not stack a duplicate.
@Suite struct StackFromAnywhereScenario {
  typealias App = StackFromAnywhereApp

  /// Code far from any view: it only knows the state.
  static func openFile(_ name: String, in state: inout NavigationState<App>) throws {
    try state.push(.file(name))
  }

  @Test func pushesLandOnTheSheetWhenOneIsUpElseOnTheTab() throws {
    var state = NavigationState<App>(tabs: [.browse])
    try Self.openFile("a.txt", in: &state)
    #expect(state.stack(at: .tab(.browse))?.map(\.route) == [.file("a.txt")])
    try state.present(.folder("Shared"))
    try Self.openFile("b.txt", in: &state)
    #expect(state.presentations[0].stack.map(\.route) == [.file("b.txt")])
    #expect(state.stack(at: .tab(.browse))?.map(\.route) == [.file("a.txt")])
  }

  @Test func theBackHistoryMenuPopsToAnyEntryInOneStep() throws {
    var state = NavigationState<App>(tabs: [.browse])
    try state.push(contentsOf: [
      .folder("Documents"), .folder("Work"), .folder("2026"), .file("plan.txt"),
    ])
    // The long-press back menu: every entry below the top, nearest first.
    let menu = state.activeStack.dropLast().reversed().map { ($0.id, $0.route.title) }
    #expect(menu.map(\.1) == ["📁 2026", "📁 Work", "📁 Documents"])
    let transition = try state.pop(to: menu[2].0)
    #expect(transition.steps.count == 1)
    #expect(state.activeStack.map(\.route) == [.folder("Documents")])
  }

  @Test func pushingTheScreenOnTopDoesNotStackADuplicate() throws {
    var state = NavigationState<App>(tabs: [.browse])
    try state.push(.file("a.txt"))
    try state.push(.file("a.txt"))
    #expect(state.activeStack.count == 1)
    try state.push(.file("b.txt"))
    try state.push(.file("a.txt"))
    #expect(state.activeStack.map(\.route) == [.file("a.txt"), .file("b.txt"), .file("a.txt")])
  }
}
