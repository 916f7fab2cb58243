#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// Split views through the glue on the host: columns on a regular width,
  /// one stack on a compact one, the same stack either way.
  @MainActor @Suite struct SplitViewTests {
    private func harness(_ routes: [TestApp.Route] = [], in tab: TestApp.Tab = .home) async throws
      -> GlueHarness
    {
      var state = TestState.fresh
      try state.push(contentsOf: routes, in: .tab(tab))
      if tab != state.selectedTab { try state.selectTab(tab) }
      let harness = GlueHarness(splitting: state)
      await harness.nextFrame()
      return harness
    }

    @Test func aRegularWidthShowsTheListAndTheSelectionsScreenSideBySide() async throws {
      let harness = try await harness([.detail(2)])
      let host = harness.host
      #expect(host.splitViewColumnCount == 2)
      #expect(host.navigationTitle(ofColumn: 0) == "Home")
      #expect(host.navigationTitle(ofColumn: 1) == "Detail 2")
      #expect(host.visibleTexts(ofColumn: 0) == ["Row Detail 1", "Row Detail 2", "Row Detail 3"])
      #expect(harness.shownRoutes == [.detail(2)])
      #expect(host.issues.isEmpty)
    }

    @Test func tappingARowSelectsItAndTheDetailShowsIt() async throws {
      let harness = try await harness([.detail(1), .edit(1)])
      try harness.host.tapLink("Row Detail 3")
      #expect(harness.host.writes.last?.target == .rowSelection(listAt: 0))
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.detail(3)])
      #expect(harness.host.navigationTitle(ofColumn: 1) == "Detail 3")
      #expect(harness.shownRoutes == [.detail(3)])
    }

    @Test func aLinkInTheDetailPushesThereAndBackStopsAtTheSelection() async throws {
      let harness = try await harness([.detail(1)])
      try harness.host.tapLink("Edit 1")
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.detail(1), .edit(1)])
      #expect(harness.renderedRoutes == [.edit(1)])  // the detail's own stack
      #expect(harness.host.navigationTitle(ofColumn: 1) == "Editing 1")
      try harness.host.swipeBack()
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.detail(1)])
      #expect(throws: HostError.emptyPath) { try harness.host.swipeBack() }
    }

    @Test func aCompactWidthShowsTheSameStackAsOneStack() async throws {
      let harness = try await harness([.detail(1), .edit(1)])
      harness.host.horizontalSizeClass = .compact
      await harness.nextFrame()
      #expect(harness.host.splitViewColumnCount == nil)
      #expect(harness.renderedRoutes == [.detail(1), .edit(1)])
      #expect(harness.host.visibleNavigationTitle == "Editing 1")
      try harness.host.swipeBack()
      await harness.nextFrame()
      try harness.host.swipeBack()  // on a compact width, back to the list
      await harness.nextFrame()
      #expect(harness.modelRoutes == [])
      try harness.host.tapLink("Row Detail 2")  // the list's rows push here
      #expect(harness.host.writes.last?.target == .path(stackAt: 0))
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.detail(2)])
    }

    @Test func narrowingAndWideningLosesNothingAndNavigatesNothing() async throws {
      let harness = try await harness([.detail(1), .edit(1), .detail(3)])
      let entries = harness.navigator.state.stack(at: .tab(.home))?.map(\.id)
      let version = harness.navigator.version
      for sizeClass in [UserInterfaceSizeClass.compact, .regular, .compact, .regular] {
        harness.host.horizontalSizeClass = sizeClass
        await harness.nextFrame()
        #expect(harness.shownRoutes == [.detail(1), .edit(1), .detail(3)])
      }
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.id) == entries)
      #expect(harness.navigator.version == version)
      #expect(harness.host.writes.isEmpty)
    }

    @Test func threeColumnsSelectInTheSidebarThenInTheContent() async throws {
      let harness = try await harness([], in: .search)
      #expect(harness.host.splitViewColumnCount == 3)
      try harness.host.tapLink("Row List")
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.list])
      #expect(harness.host.navigationTitle(ofColumn: 1) == "List")
      try harness.host.tapLink("Row Detail 2")
      #expect(harness.host.writes.last?.target == .rowSelection(listAt: 1))
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.list, .detail(2)])
      #expect(harness.host.navigationTitle(ofColumn: 2) == "Detail 2")
      try harness.host.tapLink("Row About")  // a new sidebar row drops the content's
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.about])
      #expect(harness.shownRoutes == [.about])
    }

    @Test func aLinkLandsInTheRightColumns() async throws {
      let harness = try await harness()
      _ = await harness.navigator.navigate(
        to: NavigationTarget(tab: .search, routes: [.list, .detail(3), .edit(3)])
      ).outcome
      await harness.nextFrame()
      #expect(harness.host.splitViewColumnCount == 3)
      #expect(harness.host.navigationTitle(ofColumn: 1) == "List")
      #expect(harness.host.navigationTitle(ofColumn: 2) == "Editing 3")
      #expect(harness.shownRoutes == [.list, .detail(3), .edit(3)])
    }

    @Test func aRestoredStackRestoresTheColumns() async throws {
      let harness = try await harness()
      var saved = TestState.fresh
      try saved.push(contentsOf: [.detail(2), .edit(2)], in: .tab(.home))
      _ = await harness.navigator.restore(saved).outcome
      await harness.nextFrame()
      #expect(harness.host.navigationTitle(ofColumn: 1) == "Editing 2")
      #expect(harness.shownRoutes == [.detail(2), .edit(2)])
    }

    @Test func theIOS18TabFormSelectsTabsAndTakesTheSidebarAdaptableStyle() async throws {
      let harness = try await harness()
      #expect(harness.host.tabViewStyles == ["SidebarAdaptableTabViewStyle"])
      #expect(harness.host.selectedTab == AnyHashable(TestApp.Tab.home))
      try harness.host.selectTab(TestApp.Tab.settings)
      await harness.nextFrame()
      #expect(harness.navigator.state.selectedTab == .settings)
      #expect(harness.host.visibleTexts == ["Settings"])
      #expect(harness.host.splitViewColumnCount == nil)
    }

    @Test func aBackLockedDetailKeepsItsRowSelected() async throws {
      var state = TestState.fresh
      try state.push(.detail(1), in: .tab(.home))
      try state.push(.edit(1), options: .init(isBackLocked: true), in: .tab(.home))
      let harness = GlueHarness(splitting: state)
      await harness.nextFrame()
      #expect(harness.host.isBackButtonHidden)
      try harness.host.tapLink("Row Detail 2")
      await harness.nextFrame()
      #expect(harness.modelRoutes == [.detail(1), .edit(1)])
      #expect(harness.shownRoutes == [.detail(1), .edit(1)])
    }
  }
#endif
