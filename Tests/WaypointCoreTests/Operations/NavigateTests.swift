import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct NavigateTests {
  @Test func navigateLandsSeveralLevelsDeepInOneTransition() throws {
    var state = TestState.fresh
    let transition = try state.navigate(
      to: .init(tab: .search, routes: [.list, .detail(7), .edit(7)]))
    #expect(state.selectedTab == .search)
    #expect(state.routes() == [.list, .detail(7), .edit(7)])
    #expect(transition.steps.first == .selectTab(from: .home, to: .search))
    #expect(transition.steps.dropFirst().allSatisfy { if case .push = $0 { true } else { false } })
  }

  @Test func navigateKeepsTheCommonPrefixAndItsIdentities() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1)])
    let listID = state.activeStack[0].id
    let transition = try state.navigate(to: .init(tab: .home, routes: [.list, .detail(2)]))
    #expect(state.activeStack[0].id == listID)
    #expect(state.routes() == [.list, .detail(2)])
    #expect(transition.steps.count == 2)
    #expect(transition.removedEntries.map(\.route) == [.detail(1), .edit(1)])
  }

  @Test func navigateDismissesPresentationsTheTargetDoesNotHave() throws {
    var state = TestState.fresh
    try state.present(.about)
    try state.present(.list)
    let transition = try state.navigate(to: .init(tab: .home, routes: [.detail(1)]))
    #expect(state.presentations.isEmpty)
    #expect(transition.steps.prefix(2).allSatisfy { if case .dismiss = $0 { true } else { false } })
    #expect(transition.steps.count == 3)
  }

  @Test func navigateKeepsMatchingPresentationsAndAdjustsTheirStacks() throws {
    var state = TestState.fresh
    try state.present(.about, stack: [StackElement(.list)])
    let sheet = state.presentations[0].id
    try state.navigate(
      to: .init(
        tab: .home, stack: [],
        presentations: [.init(StackElement(.about), stack: [StackElement(.detail(3))])]))
    #expect(state.presentations.map(\.id) == [sheet])
    #expect(state.presentations[0].stack.map(\.route) == [.detail(3)])
  }

  @Test func navigateReplacesAPresentationWhoseRootDiffers() throws {
    var state = TestState.fresh
    try state.present(.about)
    let old = state.presentations[0].id
    try state.navigate(
      to: .init(tab: nil, stack: [], presentations: [.init(StackElement(.list), style: .sheet)]))
    #expect(state.presentations.count == 1)
    #expect(state.presentations[0].id != old)
    #expect(state.presentations[0].root.route == .list)
  }

  @Test func navigateWithNilTabKeepsTheSelectedTab() throws {
    var state = TestState.fresh
    try state.selectTab(.settings)
    try state.navigate(to: .init(tab: nil, routes: [.about]))
    #expect(state.selectedTab == .settings)
    #expect(state.routes() == [.about])
  }

  @Test func navigateLeavesOtherTabsStacks() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.search))
    try state.navigate(to: .init(tab: .home, routes: [.about]))
    #expect(state.routes(.tab(.search)) == [.list])
  }

  @Test func navigateToWhereWeAreIsEmpty() throws {
    var state = TestState.fresh
    try state.push(.list)
    #expect(try state.navigate(to: .init(tab: .home, routes: [.list])).isEmpty)
  }

  @Test func navigateUpdatesOptionsOfKeptEntries() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(7)])
    let transition = try state.navigate(
      to: .init(
        tab: .home,
        stack: [StackElement(.list), StackElement(.detail(7), options: .init(selection: "7"))]))
    #expect(transition.steps.count == 1)
    guard case .update = transition.steps[0] else {
      Issue.record("expected an update, got \(transition.steps)")
      return
    }
    #expect(state.activeStack[1].options.selection == "7")
  }

  @Test func theWholeDeepPathWithOneRouteChangedChangesOnlyThatEntry() throws {
    var state = TestState.fresh
    try state.push(contentsOf: (0..<50).map { .detail($0) })
    let stack = state.activeStack
    let routes = (0..<49).map { TestApp.Route.detail($0) } + [.about]
    let next = state.nextIdentity
    let transition = try state.navigate(
      to: .init(tab: .home, routes: routes))
    #expect(
      transition.steps == [
        .pop(.tab(.home), to: stack[48].id, removed: [stack[49]]),
        .push(.tab(.home), NavigationEntry(id: EntryID(rawValue: next), route: .about)),
      ])
    #expect(state.activeStack.dropLast() == stack.dropLast())
  }

  /// Options a kept entry has, options the target gives it, and whether
  /// that is an update.
  static let optionChanges: [(EntryOptions<String>, EntryOptions<String>, Bool)] = [
    (.init(), .init(), false),
    (.init(selection: "7"), .init(selection: "7"), false),
    (.init(isBackLocked: true), .init(isBackLocked: true), false),
    (.init(), .init(selection: "7"), true),
    (.init(selection: "7"), .init(), true),
    (.init(selection: "7"), .init(selection: "8"), true),
    (.init(), .init(isBackLocked: true), true),
    (.init(isBackLocked: true, selection: "7"), .init(selection: "7"), true),
  ]

  @Test(arguments: optionChanges)
  func aKeptEntryIsUpdatedExactlyWhenItsOptionsDiffer(
    kept: EntryOptions<String>, target: EntryOptions<String>, updates: Bool
  ) throws {
    var state = TestState.fresh
    try state.push(contentsOf: [StackElement(.list), StackElement(.detail(1), options: kept)])
    let entry = state.activeStack[1]
    let transition = try state.navigate(
      to: .init(
        tab: .home, stack: [StackElement(.list), StackElement(.detail(1), options: target)]))
    var updated = entry
    updated.options = target
    #expect(transition.steps == (updates ? [.update(.tab(.home), from: entry, to: updated)] : []))
    #expect(state.activeStack[1].options == target)
  }

  @Test(arguments: [
    (
      NavigationTarget<TestApp>(tab: .home, routes: [.list, .list, .list]),
      TestError.depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home))
    ),
    (
      NavigationTarget<TestApp>(
        tab: .home,
        stack: [],
        presentations: [
          .init(StackElement(.list)), .init(StackElement(.list)), .init(StackElement(.list)),
        ]),
      TestError.presentationLimitExceeded(limit: 2)
    ),
    (
      NavigationTarget<TestApp>(
        tab: .home,
        stack: [],
        presentations: [
          .init(
            StackElement(.list),
            stack: [StackElement(.about), StackElement(.about), StackElement(.about)])
        ]),
      TestError.newPresentationTooDeep(root: .list, limit: 2, resultingDepth: 3)
    ),
  ])
  func navigateRefusesTargetsPastThePolicies(target: NavigationTarget<TestApp>, expected: TestError)
    throws
  {
    var state = TestState.fresh
    try state.push(.about)
    try state.present(.edit(1))
    let before = state
    let policies = NavigationPolicy(
      limits: NavigationLimits(maximumDepth: 2, maximumPresentations: 2))
    #expect(navigationError { _ = try state.navigate(to: target, policy: policies) } == expected)
    #expect(state == before)
  }

  @Test func navigateToAnUnknownTabThrows() {
    var state = NavigationState<TestApp>(tabs: [.home])
    #expect(
      navigationError { _ = try state.navigate(to: .init(tab: .search, routes: [.list])) }
        == .unknownTab(.search))
  }

  // MARK: Targets that keep what is there

  @Test func aPresentingTargetKeepsTheTabAndItsBackStack() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(4)])
    let stack = state.activeStack
    let transition = try state.navigate(to: .presenting(.about, stack: [.edit(1)]))
    #expect(state.activeLocation == .presentation(state.presentations[0].id))
    #expect(state.stack(at: .tab(.home)) == stack)
    #expect(state.presentations.map(\.root.route) == [.about])
    #expect(state.presentations[0].stack.map(\.route) == [.edit(1)])
    #expect(transition.removedEntries.isEmpty)
  }

  @Test func aPresentingTargetReplacesOtherPresentations() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.present(.detail(1))
    try state.navigate(to: .presenting(.about))
    #expect(state.presentations.map(\.root.route) == [.about])
    #expect(state.routes(.tab(.home)) == [.list])
  }

  @Test func aTabWithANilPathKeepsThatTabsStack() throws {
    var state = TestState.fresh
    try state.push(.detail(2), in: .tab(.search))
    try state.navigate(to: NavigationTarget(tab: .search, stack: nil))
    #expect(state.selectedTab == .search)
    #expect(state.routes() == [.detail(2)])
  }

  // MARK: Restoring a whole state

  @Test func restoringLandsOnTheSavedStateKeepingIdentities() throws {
    var saved = TestState.fresh
    try saved.push(contentsOf: [.list, .detail(1)])
    try saved.present(.about)
    var state = TestState.fresh
    try state.push(.edit(7), in: .tab(.search))
    let transition = try state.restore(saved)
    #expect(state.stack(at: .tab(.home)) == saved.stack(at: .tab(.home)))
    #expect(state.presentations == saved.presentations)
    #expect(state.routes(.tab(.search)) == [])
    #expect(state.nextIdentity == max(saved.nextIdentity, transition.nextIdentity))
  }

  @Test func restoringAStatePastThePoliciesIsRefused() throws {
    var saved = TestState.fresh
    try saved.push(contentsOf: [.list, .about, .list])
    var state = TestState.fresh
    #expect(
      navigationError { try state.restore(saved, policy: .init(limits: .init(maximumDepth: 2))) }
        == .depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home)))
    #expect(state == .fresh)
  }
}
