import Testing
import WaypointTestSupport

@testable import WaypointCore

/// The textual forms are stable: tests and logs compare them whole.
@Suite struct DescriptionTests {
  @Test func aStatePrintsAsATree() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.detail(3), options: .init(isBackLocked: true, selection: "7"))
    try state.present(.about, style: .fullScreenCover, stack: [StackElement(.edit(1))])
    #expect(
      state.description == """
        NavigationState
          tab home (selected)
            entry#1 list
            entry#2 detail(3) [back locked, selection "7"]
          tab search
          tab settings
          presentation#3 fullScreenCover
            entry#4 about (root)
            entry#5 edit(1)
          next identity 6
        """)
  }

  @Test func aStatePrintsItsTabBarAndSearch() throws {
    var state = TestState.fresh
    try state.arrangeTabs(
      [.home, .search, .settings], hidden: [.settings], sections: [.search: "Find"])
    state.search("pika")
    #expect(
      state.description == """
        NavigationState
          tab home (selected)
          tab search in "Find"
          tab settings (hidden)
          search "pika"
          next identity 1
        """)
  }

  @Test(arguments: [
    (
      NavigationTarget<TestApp>(tab: .home, routes: [.list, .detail(2)]),
      "tab home with [list, detail(2)], nothing presented"
    ),
    (
      .presenting(.about, stack: [.edit(1)]),
      "the selected tab as it is, presenting sheet about with [edit(1)]"
    ),
    (
      NavigationTarget(
        tab: nil, stack: [StackElement(.list, options: .init(selection: "a"))],
        presentations: [
          .init(StackElement(.about), style: .fullScreenCover),
          .init(StackElement(.edit(2), options: .init(isBackLocked: true))),
        ]),
      """
      the selected tab with [list (selection "a")], presenting fullScreenCover about, \
      then sheet edit(2) (back locked)
      """
    ),
  ])
  func aTargetReadsAsASentence(target: NavigationTarget<TestApp>, sentence: String) {
    #expect(target.description == sentence)
  }

  @Test func aTransitionListsItsCauseAndSteps() throws {
    var state = TestState.fresh
    try state.push(.list)
    let transition = try state.perform(.user) { try $0.pop() }
    #expect(transition.description == "user: pop 1 on tab(home) to root")
    #expect(try state.popToRoot().description == "app: no change")
  }

  @Test func errorsSuggestWhatToDoWhereThereIsARemedy() throws {
    var state = TestState.fresh
    try state.present(.about)
    let sheet = state.presentations[0].id
    let error = navigationError { try state.pop() }
    #expect(error == .stackIsEmpty(.presentation(sheet)))
    #expect(error?.recoverySuggestion == "Use dismiss() to close \(sheet).")
    #expect(TestError.unknownTab(.settings).recoverySuggestion == nil)
  }
}
