import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct TransitionTests {
  private func deepTransition() throws -> TestTransition {
    var state = TestState.fresh
    try state.present(.about)
    return try state.navigate(to: .init(tab: .search, routes: [.list, .detail(1), .edit(1)]))
  }

  @Test func applyReplaysAnOperation() throws {
    var state = TestState.fresh
    try state.push(.list)
    let before = state
    let transition = try state.navigate(
      to: .init(tab: .settings, routes: [.about], presentations: [.init(StackElement(.list))]))
    var replay = before
    try replay.apply(transition)
    #expect(replay == state)
  }

  @Test(arguments: [
    TestStep.pop(.tab(.home), to: EntryID(rawValue: 50), removed: []),
    TestStep.selectTab(from: .home, to: .settings),
    TestStep.dismiss(
      Presentation(
        id: PresentationID(rawValue: 9), style: .sheet,
        root: NavigationEntry(id: EntryID(rawValue: 10), route: .list))),
    TestStep.update(
      .tab(.home), from: NavigationEntry(id: EntryID(rawValue: 60), route: .list),
      to: NavigationEntry(id: EntryID(rawValue: 60), route: .list)),
    TestStep.replace(
      .tab(.home), removed: [NavigationEntry(id: EntryID(rawValue: 2), route: .list)], pushed: []),
    TestStep.push(
      .presentation(PresentationID(rawValue: 5)),
      NavigationEntry(id: EntryID(rawValue: 70), route: .about)),
  ])
  func applyRefusesAStepThatDoesNotFit(step: TestStep) throws {
    var state = NavigationState<TestApp>(tabs: [.home, .search])
    try state.push(.list)
    #expect(
      navigationError { try state.apply(TestTransition(steps: [step], nextIdentity: 41)) } != nil)
  }

  @Test func removedEntriesListsEverythingTakenOffScreen() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    try state.present(.about, stack: [StackElement(.edit(1))])
    let transition = try state.navigate(to: .init(tab: .home, routes: [.list]))
    #expect(Set(transition.removedEntries.map(\.route)) == [.about, .edit(1), .detail(1)])
  }

  @Test func transitionsRoundTripThroughCodable() throws {
    let transition = try deepTransition()
    let data = try JSONEncoder().encode(transition)
    #expect(try JSONDecoder().decode(TestTransition.self, from: data) == transition)
  }
}

@Suite struct StepDescriptionTests {
  @Test func stepsAndTransitionsReadAsSentences() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.present(.about)
    var transition = try state.navigate(to: .init(tab: .search, routes: [.detail(2)]))
    transition.cause = .deepLink
    #expect(
      transition.description
        == "deepLink: dismiss presentation#2 (about); select tab search (was home); push entry#4 detail(2) on tab(search)"
    )
    #expect(
      TestStep.pop(.tab(.home), to: nil, removed: []).description == "pop 0 on tab(home) to root")
    #expect(TestTransition(steps: [], nextIdentity: 1).description == "app: no change")
    // Tabs by their names, as in "select tab search", never by their type's.
    #expect(
      try state.arrangeTabs([.search, .home, .settings], hidden: [.settings]).description
        == "app: arrange tabs search, home, settings, hiding settings")
  }

  // Issue 22, item 7: a replayed step that does not fit is refused.

  @Test func anUpdateThatChangesTheRouteIsRefused() throws {
    var state = TestState.fresh
    try state.push(.list)
    let entry = state.activeStack[0]
    let changed = NavigationEntry<TestApp>(id: entry.id, route: .about)
    let before = state
    #expect(
      navigationError { try state.apply(.update(.tab(.home), from: entry, to: changed)) }
        == .unknownEntry(entry.id, in: .tab(.home)))
    #expect(state == before)
  }

  @Test func anUpdateOfAPresentationRootThatChangesTheRouteIsRefused() throws {
    var state = TestState.fresh
    try state.present(.about)
    let presentation = state.presentations[0]
    let changed = NavigationEntry<TestApp>(id: presentation.root.id, route: .list)
    let location = StackLocation<TestApp>.presentation(presentation.id)
    #expect(
      navigationError { try state.apply(.update(location, from: presentation.root, to: changed)) }
        == .unknownEntry(presentation.root.id, in: location))
    #expect(state.presentations[0].root.route == .about)
  }

  @Test func aPopWhoseRemovedListIsNotTheTopIsRefused() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1)])
    let stack = state.activeStack
    let before = state
    // Pops to list, but names only one of the two entries above it.
    #expect(
      navigationError { try state.apply(.pop(.tab(.home), to: stack[0].id, removed: [stack[2]])) }
        == .notEnoughEntries(requested: 1, available: 2, in: .tab(.home)))
    // The right count, but not the entries above the target.
    #expect(
      navigationError {
        try state.apply(.pop(.tab(.home), to: stack[1].id, removed: [stack[0]]))
      } == .unknownEntry(stack[0].id, in: .tab(.home)))
    #expect(state == before)
  }
}
