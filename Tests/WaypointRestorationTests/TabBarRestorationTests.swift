import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// The tab bar in a snapshot: its order, hidden tabs, sections and the search
/// query come back; a bad value is left out and reported, the rest kept.
@Suite struct TabBarRestorationTests {
  typealias F = SnapshotFixtures

  static func snapshot(tabs: String, extra: String = "") -> Data {
    F.data(
      #"{"app":1,"format":1,"state":{"next":5,"current":"search","tabs":["# + tabs + "]" + extra
        + "}}")
  }

  @Test func theTabBarAndQueryRoundTrip() throws {
    var state = F.richState
    try state.arrangeTabs(
      [.settings, .search, .home], hidden: [.home], sections: [.settings: "More"])
    var target = NavigationTarget<TestApp>(tab: nil, stack: nil)
    target.searchQuery = "pika"
    try state.navigate(to: target)
    let restored = try F.coder.restore(from: try F.coder.encode(state))
    #expect(restored.issues.isEmpty)
    #expect(restored.state == state)
  }

  @Test func aSnapshotWithoutTheNewKeysRestoresAsBefore() throws {
    let restored = try F.coder.restore(
      from: Self.snapshot(tabs: #"{"name":"search","stack":[]}"#))
    #expect(restored.issues.isEmpty)
    #expect(restored.state.tabs == [.search, .home, .settings])
    #expect(restored.state.hiddenTabs.isEmpty)
    #expect(restored.state.tabSections.isEmpty)
    #expect(restored.state.searchQuery == "")
  }

  @Test func anUnknownTabIsLeftOutAndTheAppsNewTabsAreKept() throws {
    let coder = SnapshotCoder<TestApp>(tabs: [.home, .search])
    let restored = try coder.restore(
      from: Self.snapshot(
        tabs: #"{"name":"settings","stack":[],"hidden":true},{"name":"search","stack":[]}"#))
    #expect(restored.issues == [RestorationIssue(.unknownTab, in: .tab("settings"))])
    #expect(restored.state.tabs == [.search, .home])
    #expect(restored.state.hiddenTabs.isEmpty)
  }

  @Test func aHiddenFlagOrSectionOfAnotherTypeIsLeftOutAndTheTabKept() throws {
    let restored = try F.coder.restore(
      from: Self.snapshot(
        tabs:
          #"{"name":"home","stack":[],"hidden":"yes"},{"name":"settings","stack":[],"section":7},"#
          + #"{"name":"search","stack":[],"hidden":true,"section":"Find"}"#,
        extra: #","search":42"#))
    #expect(
      restored.issues.map(\.reason) == [.unreadableTabBar, .unreadableTabBar, .unreadableTabBar])
    #expect(restored.issues.map(\.part) == [.tab("home"), .tab("settings"), .snapshot])
    #expect(restored.state.tabs == [.home, .settings, .search])
    #expect(restored.state.hiddenTabs == [.search])
    #expect(restored.state.tabSections == [.search: "Find"])
    #expect(restored.state.selectedTab == .home)
  }

  @Test func everyTabHiddenIsLeftOutAndReported() throws {
    let restored = try F.coder.restore(
      from: Self.snapshot(
        tabs:
          #"{"name":"home","stack":[],"hidden":true},{"name":"search","stack":[],"hidden":true},"#
          + #"{"name":"settings","stack":[],"hidden":true}"#))
    #expect(restored.issues == [RestorationIssue(.unreadableTabBar, in: .snapshot)])
    #expect(restored.state.hiddenTabs.isEmpty)
    #expect(restored.state.selectedTab == .search)
  }
}
