import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Tabs that change at run time: added, removed, hidden, shown, reordered,
/// grouped in sections, and the search tab's query.
@Suite struct TabArrangementTests {
  @Test func addingATabStartsItEmptyAndKeepsTheOthers() throws {
    var state = NavigationState<TestApp>(tabs: [.home, .search])
    try state.push(.list)
    let transition = try state.arrangeTabs([.home, .settings, .search])
    #expect(state.tabs == [.home, .settings, .search])
    #expect(state.routes(.tab(.home)) == [.list])
    #expect(state.stack(at: .tab(.settings))?.isEmpty == true)
    #expect(
      transition.steps == [.arrangeTabs([.home, .settings, .search], hidden: [], sections: [:])])
  }

  @Test func removingATabPopsItsStackFirst() throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .about], in: .tab(.search))
    let removed = Array(try #require(state.stack(at: .tab(.search))))
    let transition = try state.arrangeTabs([.home, .settings])
    #expect(
      transition.steps == [
        .pop(.tab(.search), to: nil, removed: removed),
        .arrangeTabs([.home, .settings], hidden: [], sections: [:]),
      ])
    #expect(state.stack(at: .tab(.search)) == nil)
    #expect(transition.removedEntries == removed)
  }

  @Test func removingTheSelectedTabSelectsTheFirstVisibleTab() throws {
    var state = TestState.fresh
    try state.selectTab(.search)
    try state.arrangeTabs([.home, .settings], hidden: [.home])
    #expect(state.selectedTab == .settings)
  }

  @Test func aRemovedTabAddedAgainStartsEmpty() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.settings))
    try state.arrangeTabs([.home, .search])
    try state.arrangeTabs([.home, .search, .settings])
    #expect(state.stack(at: .tab(.settings))?.isEmpty == true)
  }

  @Test func hidingKeepsTheStackAndShowingBringsItBack() throws {
    var state = TestState.fresh
    try state.push(.detail(3), in: .tab(.settings))
    try state.arrangeTabs(state.tabs, hidden: [.settings])
    #expect(state.hiddenTabs == [.settings])
    #expect(state.routes(.tab(.settings)) == [.detail(3)])
    try state.push(.about, in: .tab(.settings))
    try state.arrangeTabs(state.tabs, hidden: [])
    #expect(state.hiddenTabs.isEmpty)
    #expect(state.routes(.tab(.settings)) == [.detail(3), .about])
  }

  @Test func hidingTheSelectedTabMovesTheSelectionToTheFirstVisibleTab() throws {
    var state = TestState.fresh
    try state.selectTab(.search)
    try state.push(.list)
    try state.arrangeTabs(state.tabs, hidden: [.home, .search])
    #expect(state.selectedTab == .settings)
    #expect(state.routes(.tab(.search)) == [.list])
  }

  @Test func reorderingKeepsEveryStack() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.home))
    try state.push(.about, in: .tab(.settings))
    try state.arrangeTabs([.settings, .search, .home])
    #expect(state.tabs == [.settings, .search, .home])
    #expect(state.routes(.tab(.home)) == [.list])
    #expect(state.routes(.tab(.settings)) == [.about])
    #expect(state.selectedTab == .home)
  }

  @Test func sectionsAreKeptUntilChangedAndLeaveWithTheirTab() throws {
    var state = TestState.fresh
    try state.arrangeTabs(state.tabs, sections: [.search: "Find", .settings: "More"])
    try state.arrangeTabs(state.tabs, hidden: [.search])
    #expect(state.tabSections == [.search: "Find", .settings: "More"])
    try state.arrangeTabs([.home, .search])
    #expect(state.tabSections == [.search: "Find"])
    #expect(state.hiddenTabs == [.search])
  }

  @Test func anArrangementLikeTheCurrentOneIsEmpty() throws {
    var state = TestState.fresh
    #expect(try state.arrangeTabs(state.tabs).isEmpty)
  }

  @Test func aBadArrangementThrowsAndChangesNothing() {
    var state = TestState.fresh
    let before = state
    #expect(navigationError { _ = try state.arrangeTabs([]) } == .invalidState(.noTabs))
    #expect(
      navigationError { _ = try state.arrangeTabs([.home, .home]) }
        == .invalidState(.repeatedTabs([.home, .home])))
    #expect(
      navigationError { _ = try state.arrangeTabs([.home], hidden: [.search]) }
        == .invalidState(.strayTab(.search)))
    #expect(
      navigationError { _ = try state.arrangeTabs([.home], sections: [.settings: "More"]) }
        == .invalidState(.strayTab(.settings)))
    #expect(
      navigationError { _ = try state.arrangeTabs([.home, .search], hidden: [.home, .search]) }
        == .invalidState(.selectedTabHidden(.home)))
    #expect(state == before)
  }

  @Test func selectingAHiddenTabFailsByDefault() throws {
    var state = TestState.fresh
    try state.arrangeTabs(state.tabs, hidden: [.settings])
    let before = state
    #expect(navigationError { _ = try state.selectTab(.settings) } == .tabHidden(.settings))
    #expect(
      navigationError { _ = try state.navigate(to: NavigationTarget(tab: .settings, routes: [])) }
        == .tabHidden(.settings))
    #expect(state == before)
  }

  @Test func aWayInRevealsAHiddenTabWhenThePolicySaysSo() throws {
    var state = TestState.fresh
    try state.arrangeTabs(state.tabs, hidden: [.settings, .search])
    var policy = NavigationPolicy()
    policy.revealsHiddenTabs = true
    let transition = try state.navigate(
      to: NavigationTarget(tab: .settings, routes: [.about]), policy: policy)
    #expect(state.hiddenTabs == [.search])
    #expect(state.selectedTab == .settings)
    #expect(transition.steps.first == .arrangeTabs(state.tabs, hidden: [.search], sections: [:]))
    try state.selectTab(.search, policy: policy)
    #expect(state.hiddenTabs.isEmpty)
  }

  @Test func pushingOntoAHiddenTabKeepsItHidden() throws {
    var state = TestState.fresh
    try state.arrangeTabs(state.tabs, hidden: [.settings])
    try state.push(.about, in: .tab(.settings))
    #expect(state.routes(.tab(.settings)) == [.about])
    #expect(state.hiddenTabs == [.settings])
  }

  @Test func aTargetSetsTheSearchQuery() throws {
    var state = TestState.fresh
    var target = NavigationTarget<TestApp>(tab: .search, routes: [])
    target.searchQuery = "pika"
    let transition = try state.navigate(to: target)
    #expect(state.searchQuery == "pika")
    #expect(state.selectedTab == .search)
    #expect(transition.steps == [.selectTab(from: .home, to: .search), .search("pika")])
    #expect(try state.navigate(to: target).isEmpty)
    #expect(try state.navigate(to: NavigationTarget(tab: .search, routes: [])).isEmpty)
    #expect(state.searchQuery == "pika")
  }

  @Test func theArrangementAndQueryRoundTripThroughCodable() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.settings))
    try state.arrangeTabs(
      [.settings, .home, .search], hidden: [.settings], sections: [.search: "Find"])
    var target = NavigationTarget<TestApp>(tab: nil, stack: nil)
    target.searchQuery = "bulba"
    try state.navigate(to: target)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(TestState.self, from: data) == state)
  }

  @Test func aStrictDecodeOfAHiddenSelectedTabFails() throws {
    let json = #"{"tabs":[{"tab":"home","stack":[],"hidden":true}],"selected":"home","next":1}"#
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(TestState.self, from: Data(json.utf8))
    }
  }

  @Test func restoringAStateTakesItsTabBar() throws {
    var state = TestState.fresh
    try state.push(.list, in: .tab(.search))
    var saved = TestState.fresh
    try saved.arrangeTabs([.search, .home, .settings], hidden: [.home], sections: [.home: "A"])
    try saved.push(.about, in: .tab(.search))
    try state.restore(saved)
    #expect(state.tabs == saved.tabs)
    #expect(state.hiddenTabs == [.home])
    #expect(state.tabSections == [.home: "A"])
    #expect(state.selectedTab == saved.selectedTab)
    #expect(state.routes(.tab(.search)) == [.about])
  }
}
