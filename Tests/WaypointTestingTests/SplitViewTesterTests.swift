import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// The test kit with split views: selecting rows in columns, going back in
/// the detail, and the tree naming the columns' selections.
@MainActor @Suite struct SplitViewTesterTests {
  private func tester(_ routes: [TestApp.Route] = [], columns: SplitColumns = .two) throws
    -> NavigationTester<TestApp>
  {
    var state = TestState.fresh
    try state.push(contentsOf: routes, in: .tab(.home))
    let tester = NavigationTester(state: state)
    tester.splitViews[.tab(.home)] = columns
    return tester
  }

  @Test func selectingARowReplacesTheColumnAndTheTreeNamesIt() async throws {
    let tester = try tester([.detail(1), .edit(1)])
    await tester.select(.detail(2), inColumn: 0)
    await tester.expectApplied(.user, arriving: [.detail(2)], leaving: [.detail(1), .edit(1)])
    await tester.expectTree(
      """
      tab home (selected)
        sidebar: detail(2)
      tab search
      tab settings
      """)
    await tester.expectNoNavigation()
  }

  @Test func threeColumnsNameTheSidebarAndTheContentSelections() async throws {
    let tester = try tester([.list], columns: .three)
    await tester.select(.detail(3), inColumn: 1)
    await tester.expectApplied(.user, arriving: [.detail(3)])
    _ = await tester.navigator.push(.edit(3)).outcome
    tester.skipNavigations()
    await tester.expectTree(
      """
      tab home (selected)
        sidebar: list
        content: detail(3)
        edit(3)
      tab search
      tab settings
      """)
  }

  @Test func selectingTheSelectedRowNavigatesNothing() async throws {
    let tester = try tester([.detail(1), .edit(1)])
    await tester.select(.detail(1), inColumn: 0)
    await tester.expectNoNavigation()
  }

  @Test func goingBackInTheDetailStopsAtItsRoot() async throws {
    let tester = try tester([.detail(1), .edit(1), .about])
    await tester.popBack(to: nil)
    await tester.expectApplied(.user, leaving: [.edit(1), .about])
    #expect(!tester.canGoBack)  // a compact width could; the detail's root cannot
    let failures = await TestFailure.collecting {
      await tester.swipeBack()
    }
    #expect(failures == ["There is no screen to go back from on tab(home)."])
    await tester.expectNoNavigation()
  }

  @Test func aStackNotShownAsASplitViewHasNoColumnsToSelectIn() async throws {
    let tester = try tester()
    tester.splitViews = [:]  // a compact width
    let failures = await TestFailure.collecting {
      await tester.select(.detail(1), inColumn: 0)
    }
    #expect(
      failures == [
        "tab(home) is not shown as a split view; set splitViews[tab(home)] to its columns."
      ])
    await tester.expectNoNavigation()
  }

  @Test func aColumnThatSelectsNothingIsRefused() async throws {
    let tester = try tester([], columns: .three)
    let inTheContentColumn = await TestFailure.collecting {
      await tester.select(.detail(1), inColumn: 1)
    }
    #expect(inTheContentColumn == ["Column 1 shows nothing: column 0 selects no row."])
    let inTheDetail = await TestFailure.collecting {
      await tester.select(.detail(1), inColumn: 2)
    }
    #expect(
      inTheDetail == [
        "Column 2 selects no row: a split view of three columns selects in columns 0 to 1."
      ])
    await tester.expectNoNavigation()
  }
}
