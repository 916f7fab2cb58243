import Testing
import WaypointCore
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// The tester searches and customizes the tab bar as the user would.
@MainActor @Suite struct TabTesterTests {
  @Test func typingInTheSearchFieldSetsTheQuery() async {
    let tester = NavigationTester<TestApp>(state: .fresh)
    await tester.search("pika")
    await tester.expectApplied(.user)
    #expect(tester.navigator.state.searchQuery == "pika")
    await tester.search("pikachu")
    await tester.expectApplied(.user)
    #expect(tester.navigator.state.searchQuery == "pikachu")
  }

  @Test func hidingAndReorderingTabsKeepsEveryStack() async throws {
    var state = TestState.fresh
    try state.push(.about, in: .tab(.settings))
    let tester = NavigationTester<TestApp>(state: state)
    await tester.customizeTabs([.settings, .search, .home], hidden: [.settings])
    await tester.expectApplied(.user)
    #expect(tester.navigator.state.tabs == [.settings, .search, .home])
    #expect(tester.navigator.state.hiddenTabs == [.settings])
    await tester.expectTree(  // the tree leaves the tab bar's arrangement out
      """
      tab settings
        about
      tab search
      tab home (selected)
      """)
    await tester.customizeTabs([.settings, .search, .home], hidden: [])
    await tester.expectApplied(.user)
    #expect(tester.navigator.state.stack(at: .tab(.settings))?.map(\.route) == [.about])
  }

  @Test func aHiddenTabCannotBeTapped() async {
    let tester = NavigationTester<TestApp>(state: .fresh)
    await tester.customizeTabs(TestApp.Tab.allCases, hidden: [.search])
    await tester.expectApplied(.user)
    let failures = await TestFailure.collecting { await tester.tapTab(.search) }
    #expect(failures == ["The tab 'search' is hidden: the tab bar does not show it."])
    #expect(tester.navigator.state.selectedTab == .home)
  }

  @Test func aLinkToAHiddenTabFailsWithTheTypedError() async {
    let tester = NavigationTester<TestApp>(state: .fresh)
    await tester.customizeTabs(TestApp.Tab.allCases, hidden: [.search])
    await tester.expectApplied(.user)
    _ = await tester.navigator.navigate(
      to: NavigationTarget(tab: .search, routes: [.list]), cause: .deepLink
    ).outcome
    await tester.expectFailed(NavigationError<TestApp>.tabHidden(.search))
  }
}
