#if os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// Each thing SwiftUI does when the user acts, played by the host against
  /// the real glue views, and what the navigator and the screen end up as.
  @MainActor @Suite struct SwiftUIBehaviourTests {
    /// home: [list, detail(1), edit(1)], on screen.
    private func deep(profile: DisplayProfile = .iOS17) async throws -> GlueHarness {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1), .edit(1)])
      let harness = GlueHarness(state, profile: profile)
      await harness.nextFrame()
      return harness
    }

    @Test func theBackSwipePopsOneScreen() async throws {
      let harness = try await deep()
      #expect(harness.host.visibleNavigationTitle == "Editing 1")
      try harness.host.swipeBack()
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
      #expect(harness.host.visibleNavigationTitle == "Detail 1")
    }

    @Test func theBackHistoryMenuPopsSeveralInOneWrite() async throws {
      let harness = try await deep()
      try harness.host.popBack(toCount: 1)
      await harness.nextFrame()
      #expect(harness.host.writes.count == 1)
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
      try harness.host.popBack(toCount: 0)
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
      #expect(harness.host.visibleTexts.contains("Home"))
    }

    @Test func aDuplicateWriteOfOnePopPopsOnce() async throws {
      let harness = try await deep()
      try harness.host.swipeBack()
      try harness.host.swipeBack()  // SwiftUI writes the same prefix again
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
      #expect(harness.navigator.version == 1)
    }

    @Test func aSwipeOnAStaleRenderingLandsWhereTheUserWas() async throws {
      let harness = try await deep()
      // The model moves; SwiftUI has not rendered it.
      _ = await harness.navigator.push(.about).outcome
      try harness.host.swipeBack()
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(1)])
      #expect(harness.renderedRoutes == [.list, .detail(1)])
    }

    @Test func aSwipeOnAStaleRenderingOfARemovedScreenShowsTheModel() async throws {
      let harness = try await deep()
      _ = await harness.navigator.removeEntries { $0.route == .detail(1) }.outcome
      try harness.host.swipeBack()
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .edit(1)])
      #expect(harness.renderedRoutes == [.list, .edit(1)])
    }

    @Test func aWriteDuringAStepwiseUpdateIsReadAgainstTheRendering() async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      let harness = GlueHarness(state, profile: .iOS17)
      await harness.nextFrame()
      _ = await harness.navigator.perform {
        try $0.present(.about)
        try $0.present(.edit(9))
      }.outcome
      await harness.nextFrame(updates: 1)  // mid-way: one of the two sheets is up
      #expect(harness.host.presentations.count == 1)
      try harness.host.pullDownSheet()  // the user pulls it down
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
      #expect(harness.renderedRoutes == [.list, .detail(1)])
    }

    @Test func aLinkTapPushesAndTheScreenKeepsItsIdentity() async throws {
      let harness = GlueHarness()
      await harness.nextFrame()
      try harness.host.tapLink("List")
      await harness.nextFrame()
      let pushed = harness.host.renderedPath()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
      try harness.host.tapLink("Detail 2")
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .detail(2)])
      #expect(harness.host.renderedPath()?.first == pushed?.first)
      #expect(harness.host.visibleNavigationTitle == "Detail 2")
    }

    @Test func twoQuickTapsOnALinkPushOnce() async throws {
      let harness = GlueHarness()
      await harness.nextFrame()
      try harness.host.tapLink("List")
      try harness.host.tapLink("List")  // before SwiftUI renders again
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    }

    @Test func aLinkValueThePathCannotHoldIsRefusedByTheHost() async throws {
      struct Elsewhere: View {
        var body: some View {
          NavigationStack(path: .constant([Int]())) {
            NavigationLink("Text value", value: "not an Int")
          }
        }
      }
      let host = ViewHost(Elsewhere())
      host.render()
      #expect(throws: HostError.self) { try host.tapLink("Text value") }
      #expect(host.writes.isEmpty)
    }

    @Test func aSheetPulledDownWithALateNilIsDismissed() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      let deliver = try harness.host.beginPullDownSheet()
      _ = await harness.navigator.push(.list, in: .tab(.home)).outcome  // during the animation
      await harness.nextFrame()
      deliver()
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
      #expect(harness.renderedRoutes == [.list])
    }

    @Test func aLateNilForASheetTheAppAlreadyReplacedChangesNothing() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      let deliver = try harness.host.beginPullDownSheet()
      _ = await harness.navigator.navigate(to: .presenting(.edit(4))).outcome
      await harness.nextFrame()
      deliver()
      await harness.nextFrame()
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.edit(4)])
      #expect(harness.host.presentations.count == 1)
    }

    @Test func aSheetWhoseIdentityChangesIsReplaced() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      let first = harness.host.presentations.first?.id
      _ = await harness.navigator.navigate(to: .presenting(.edit(2))).outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.count == 1)
      #expect(harness.host.presentations.first?.id != first)
      #expect(harness.host.visibleNavigationTitle == "Editing 2")
    }

    @Test func aCoverCannotBePulledDown() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about, style: .fullScreenCover).outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.first?.style == .fullScreenCover)
      #expect(throws: HostError.coverCannotBeSwipedDown) { try harness.host.pullDownSheet() }
      _ = await harness.navigator.dismiss().outcome
      await harness.nextFrame()
      #expect(harness.host.presentations.isEmpty)
    }

    @Test func aTabTapSelectsAndAReTapPopsToTheRoot() async throws {
      let harness = try await deep()
      try harness.host.selectTab(TestApp.Tab.search)
      await harness.nextFrame()
      #expect(harness.navigator.state.selectedTab == .search)
      #expect(harness.host.visibleTexts.contains("Search"))
      try harness.host.selectTab(TestApp.Tab.home)
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .detail(1), .edit(1)])
      try harness.host.selectTab(TestApp.Tab.home)  // tapped again
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
      #expect(harness.renderedRoutes == [])
    }

    @Test func aReTapWhereSwiftUIAlsoEmptiesThePathPopsOnce() async throws {
      let harness = try await deep()
      try harness.host.popBack(toCount: 0)
      try harness.host.selectTab(TestApp.Tab.home)
      await harness.nextFrame()
      #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
      #expect(harness.navigator.version == 1)  // one pop, and an empty reselection
    }

    @Test func twoChangesBeforeAFrameShowAsOneDisplayedChange() async throws {
      let harness = GlueHarness()
      await harness.nextFrame()
      _ = await harness.navigator.push(.list).outcome
      _ = await harness.navigator.push(.detail(5)).outcome
      await harness.nextFrame()
      #expect(harness.display.updateCount == 1)
      #expect(harness.renderedRoutes == [.list, .detail(5)])
    }

    @Test func severalSheetsDismissInOneUpdateWhereSwiftUIAllowsIt() async throws {
      var state = TestState.fresh
      for level in 0..<3 { try state.present(.detail(level)) }
      let harness = GlueHarness(state, profile: .iOS17)
      for _ in 0..<3 { await harness.nextFrame(updates: 1) }  // one sheet an update
      await harness.nextFrame()  // the last one's animation ends
      #expect(harness.host.presentations.count == 3)
      _ = await harness.navigator.dismissAll().outcome
      await harness.nextFrame(updates: 1)
      #expect(harness.host.presentations.isEmpty)
    }

    @Test func nestedSheetsRestoredAtLaunchArriveOnePerFrame() async throws {
      var state = TestState.fresh
      try state.push(.list)
      for level in 0..<3 { try state.present(.detail(level)) }
      let harness = GlueHarness(state, profile: .iOS17)
      var levels: [Int] = []
      for _ in 0..<4 {
        await harness.nextFrame(updates: 1)
        levels.append(harness.host.presentations.count)
      }
      #expect(levels == [1, 2, 3, 3])
      #expect(harness.host.visibleNavigationTitle == "Detail 2")
    }

    @Test func anInactiveSceneHoldsTheDisplayUntilActive() async throws {
      let harness = GlueHarness()
      await harness.nextFrame()
      harness.host.setScenePhase(.background)
      harness.host.render()  // onChange(of: scenePhase) runs
      _ = await harness.navigator.push(.list).outcome
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [])
      #expect(harness.host.presentations.isEmpty)
      harness.host.setScenePhase(.active)
      harness.host.render()
      await harness.nextFrame()
      #expect(harness.renderedRoutes(ofStackAt: 0) == [.list])
      #expect(harness.host.presentations.count == 1)
    }

    @Test func aLinkBeforeTheFirstScreenWaitsAndOpensWhenItAppears() async throws {
      var router = LinkRouter<TestApp>(schemes: ["test"])
      try router.register("detail/:n") { parameters in
        NavigationTarget(tab: .search, routes: [.detail(try parameters.int("n"))])
      }
      let harness = GlueHarness(router: router, readyForWaysIn: false)
      let url = try #require(URL(string: "test://detail/7"))
      // It waits.
      _ = harness.navigator.open(.link(url.absoluteString), with: router)
      #expect(harness.navigator.waitingWaysIn == [.link("test://detail/7")])
      await harness.nextFrame()  // the root appears: ready for links
      await harness.nextFrame()
      #expect(harness.navigator.state.selectedTab == .search)
      #expect(harness.renderedRoutes == [.detail(7)])
      #expect(harness.host.openURL(try #require(URL(string: "test://detail/8"))) == 1)
      await harness.nextFrame()
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.detail(8)])
    }

    @Test func aBackLockedTopHidesTheBackButtonAndAForcedPopBouncesBack() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.push(.list).outcome
      _ = await harness.navigator.push(.about, options: .init(isBackLocked: true)).outcome
      await harness.nextFrame()
      #expect(harness.host.isBackButtonHidden)
      #expect(throws: HostError.backButtonHidden) { try harness.host.swipeBack() }
      harness.display.writePath(
        Array(harness.display.path(at: .tab(.home)).dropLast()), at: .tab(.home))
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .about])
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list, .about])
    }

    @Test func aSheetWithALockedScreenCannotBePulledDown() async throws {
      let harness = GlueHarness()
      _ = await harness.navigator.present(.about).outcome
      _ = await harness.navigator.push(.list, options: .init(isBackLocked: true)).outcome
      await harness.nextFrame()
      #expect(harness.host.isInteractiveDismissDisabled)
      #expect(throws: HostError.interactiveDismissDisabled) { try harness.host.pullDownSheet() }
    }

    @Test func aGuardDenyingTheUsersPopBringsTheScreenBack() async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .edit(3)])
      let harness = GlueHarness(state, guards: [UnsavedChangesGuard()])
      harness.navigator.markUnsaved(harness.navigator.state.activeStack[1].id, reason: "draft")
      await harness.nextFrame()
      try harness.host.swipeBack()
      await harness.nextFrame()
      #expect(harness.renderedRoutes == [.list, .edit(3)])
      #expect(harness.host.visibleNavigationTitle == "Editing 3")
    }

    @Test func theGlueNeverWritesWhileRendering() async throws {
      let harness = try await deep()
      _ = await harness.navigator.present(.about).outcome
      await harness.nextFrame()
      #expect(harness.host.issues.isEmpty)
      #expect(harness.host.writes.isEmpty)
    }
  }
#endif
