import Testing
import WaypointTestSupport

@testable import WaypointCore

@Suite struct NavigationStateTests {
  @Test func aFreshStateSelectsTheFirstTab() {
    let state = TestState.fresh
    #expect(state.tabs == [.home, .search, .settings])
    #expect(state.selectedTab == .home)
    #expect(state.presentations.isEmpty)
    #expect(state.activeLocation == .tab(.home))
    #expect(state.visibleEntry == nil)
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func initialSelectionCanBeChosen() {
    #expect(
      NavigationState<TestApp>(tabs: TestApp.Tab.allCases, selectedTab: .settings).selectedTab
        == .settings)
  }

  @Test func queriesFindEntriesWhereverTheyAre() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.search))
    try state.present(.about, stack: [StackElement(.detail(1))])
    let sheet = state.presentations[0]
    #expect(state.entry(EntryID(rawValue: 1))?.location == .tab(.search))
    #expect(state.entry(sheet.root.id)?.location == .presentation(sheet.id))
    #expect(state.entry(EntryID(rawValue: 99)) == nil)
    #expect(state.allEntries.map(\.route) == [.list, .about, .detail(1)])
    #expect(state.stack(at: .tab(.search))?.map(\.route) == [.list])
    #expect(state.stack(at: .presentation(sheet.id))?.map(\.route) == [.detail(1)])
    #expect(state.visibleEntry?.route == .detail(1))
    #expect(sheet.allEntries.map(\.route) == [.about, .detail(1)])
  }

  @Test func buildingFromValidPartsKeepsThem() throws {
    let stack = Stack<TestApp>([NavigationEntry(id: EntryID(rawValue: 4), route: .list)])
    let state = try TestState(tabs: [(.home, stack), (.search, [])], selectedTab: .search)
    #expect(state.nextIdentity == 5)
    #expect(state.stack(at: .tab(.home)) == stack)
  }

  @Test(arguments: [
    (
      [
        NavigationEntry<TestApp>(id: EntryID(rawValue: 1), route: .list),
        NavigationEntry(id: EntryID(rawValue: 1), route: .about),
      ], TestApp.Tab.home, UInt64?.none, TestError.InvariantViolation.identityUsedTwice(1)
    ),
    ([], .settings, nil, .unknownSelectedTab(.settings)),
    (
      [NavigationEntry(id: EntryID(rawValue: 3), route: .list)], .home, 2,
      .identityNotBelowCounter(3, counter: 2)
    ),
  ])
  func buildingFromBrokenPartsThrowsTheBrokenInvariant(
    entries: [NavigationEntry<TestApp>], selected: TestApp.Tab, counter: UInt64?,
    violation: TestError.InvariantViolation
  ) {
    let error = navigationError {
      _ = try TestState(
        tabs: [(.home, Stack(entries)), (.search, [])], selectedTab: selected,
        nextIdentity: counter)
    }
    #expect(error == .invalidState(violation))
  }

  @Test func buildingWithDuplicateTabsOrNoneThrows() {
    #expect(
      navigationError {
        _ = try TestState(tabs: [(.home, []), (.home, [])], selectedTab: .home)
      } == .invalidState(.repeatedTabs([.home, .home])))
    #expect(
      navigationError { _ = try TestState(tabs: [], selectedTab: .home) }
        == .invalidState(.noTabs))
  }

  @Test func anIdentitySharedByAnEntryAndAPresentationIsInvalid() {
    let presentation = Presentation<TestApp>(
      id: PresentationID(rawValue: 1), style: .sheet,
      root: NavigationEntry(id: EntryID(rawValue: 1), route: .about))
    #expect(
      navigationError {
        _ = try TestState(
          tabs: [(.home, [])], selectedTab: .home, presentations: [presentation])
      } != nil)
  }

  @Test func identityDescriptionsNameTheKind() {
    #expect(EntryID(rawValue: 7).description == "entry#7")
    #expect(PresentationID(rawValue: 3).description == "presentation#3")
    #expect(StackLocation<TestApp>.tab(.home).description == "tab(home)")
  }

  /// The identities among those asked for that name entries, wherever they are: compared one by
  /// one for a few, looked up for more.
  @Test func entryIdentitiesAreFoundAmongFewOrMany() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .about], in: .tab(.search))
    try state.present(.about, stack: [StackElement(.detail(1))])
    let ids = state.allEntries.map(\.id)
    let gone = (100..<110).map { EntryID(rawValue: $0) }
    #expect(state.entryIDs(among: []).isEmpty)
    #expect(state.entryIDs(among: [ids[0], gone[0]]) == [ids[0]])
    #expect(state.entryIDs(among: Set(ids)) == Set(ids))
    #expect(state.entryIDs(among: Set(ids + gone)) == Set(ids))
    #expect(state.entryIDs(among: Set(gone)).isEmpty)
  }
}
