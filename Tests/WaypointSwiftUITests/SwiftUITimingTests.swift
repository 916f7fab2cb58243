#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// What SwiftUI's timing does to a display.
  ///
  /// The host plays it on one clock with the display's deadlines: animations, `onDismiss` at their end,
  /// late `nil`s through either binding, and one scene phase per window.
  /// Each test is an item of issue 22, and failed before its fix.
  @MainActor @Suite struct SwiftUITimingTests {
    /// The transactions SwiftUI cannot take, as the host recorded them.
    private func timingIssues(_ harness: GlueHarness) -> [HostIssue] {
      harness.host.issues.filter {
        $0.message.contains("transaction") || $0.message.contains("animating")
      }
    }

    /// A sheet over home, on screen.
    private func withSheet(_ route: TestApp.Route = .about) async throws -> GlueHarness {
      var state = TestState.fresh
      try state.present(route)
      let harness = GlueHarness(state, timed: true)
      await harness.run(for: .seconds(1))
      #expect(harness.host.presentations.count == 1)
      return harness
    }

    // Item 1
    @Test func aDismissalAndAPushBeneathItGoOutInTwoTransactions() async throws {
      let harness = try await withSheet()
      _ = await harness.navigator.perform { state in
        state.dismissAll()
        try state.push(.list, in: .tab(.home))
      }.outcome
      await harness.run(for: .seconds(2))
      #expect(timingIssues(harness) == [])
      #expect(harness.host.presentations.isEmpty)
      #expect(harness.renderedRoutes == [.list])
    }

    // Item 2
    @Test func aCoverReplacedByASheetIsDismissedBeforeTheSheetComes() async throws {
      var state = TestState.fresh
      try state.present(.about, style: .fullScreenCover)
      let harness = GlueHarness(state, timed: true)
      await harness.run(for: .seconds(1))
      _ = await harness.navigator.navigate(to: .presenting(.list, style: .sheet)).outcome
      await harness.run(for: .seconds(2))
      #expect(timingIssues(harness) == [])
      #expect(harness.host.presentations.map(\.style) == [.sheet])
    }

    // Item 3
    @Test func nestedSheetsRestoredAtLaunchWaitForEachAnimation() async throws {
      var state = TestState.fresh
      for level in 0..<3 { try state.present(.detail(level)) }
      let harness = GlueHarness(state, profile: .iOS17, timed: true)
      harness.host.render()
      var levelsOverTime: [Int] = []
      for _ in 0..<60 {
        await harness.run(for: .milliseconds(50))
        levelsOverTime.append(harness.host.presentations.count)
      }
      #expect(timingIssues(harness) == [])
      #expect(levelsOverTime.last == 3)
      // Each presentation waits for the one beneath it to finish animating.
      let firstFrameWithAll = levelsOverTime.firstIndex(of: 3) ?? 0
      #expect(firstFrameWithAll * 50 >= 2 * 650)
    }

    // Item 4, both premises of which binding SwiftUI writes a late nil through.
    @Test(arguments: [ViewHost.LateNilBinding.pullFrame, .latest])
    func aLateNilNeverDismissesTheSheetThatReplacedTheOneBeingPulled(
      premise: ViewHost.LateNilBinding
    ) async throws {
      let harness = try await withSheet(.about)
      harness.host.lateNilBinding = premise
      try harness.host.pullDownSheet()  // the nil comes at the end of the animation
      // A link replaces the sheet meanwhile.
      _ = await harness.navigator.navigate(to: .presenting(.list)).outcome
      await harness.run(for: .seconds(3))
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.list])
      #expect(harness.host.presentations.count == 1)
      #expect(timingIssues(harness) == [])
    }

    /// The held pull: the user holds the sheet past the display's 2 s, a link replaces it, and
    /// the user lets go (row `held-pull`).
    ///
    /// Through either binding, the `nil` is the pulled sheet's: the replacement stays, and the
    /// model is what is shown.
    @Test(arguments: [ViewHost.LateNilBinding.pullFrame, .latest])
    func aPullHeldPastTheFallbackNeverDismissesTheReplacement(
      premise: ViewHost.LateNilBinding
    ) async throws {
      let harness = try await withSheet(.about)
      harness.host.lateNilBinding = premise
      let letGo = try harness.host.holdPullDownSheet()
      await harness.run(for: .milliseconds(500))
      _ = await harness.navigator.navigate(to: .presenting(.list)).outcome
      await harness.run(for: .seconds(3))  // past the display's 2 s
      #expect(harness.host.visibleTexts.contains("List"), "the replacement came in meanwhile")
      letGo()
      await harness.run(for: .seconds(3))
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.list])
      #expect(harness.host.presentations.count == 1)
      #expect(harness.host.visibleTexts.contains("List"))
      #expect(timingIssues(harness) == [])
      #expect(harness.display.issues.count == 1, "the pulled sheet's nil, recorded as stale")
    }

    // Item 5
    @Test func aProtectedScreenIsNotShownBeforeItsGuardAnswers() async throws {
      let gate = ControlledGuard<TestApp>()
      let harness = GlueHarness(guards: [gate], timed: true)
      await harness.run(for: .milliseconds(100))
      try harness.host.tapLink("List")
      harness.host.render()  // SwiftUI's next frame, before the guard has answered
      #expect(harness.renderedRoutes == [])
      _ = await gate.nextProposal()
      await harness.run(for: .milliseconds(300))  // the guard takes its time
      #expect(harness.renderedRoutes == [])
      gate.decide(.allow)
      await harness.run(for: .milliseconds(100))
      #expect(harness.renderedRoutes == [.list])
    }

    @Test func aSignedOutUserNeverSeesTheProtectedScreen() async throws {
      let guardian = SignInGuard<TestApp>(
        isProtected: { $0 == .list }, isSignedIn: { false }, redirect: .present(.about))
      let harness = GlueHarness(guards: [guardian], timed: true)
      await harness.run(for: .milliseconds(100))
      try harness.host.tapLink("List")
      harness.host.render()
      #expect(harness.renderedRoutes == [])
      await harness.run(for: .seconds(1))
      #expect(harness.renderedRoutes == [])
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.about])
    }

    // Item 8
    @Test func aLinksValueIsStableAcrossRendersAndWhileItsScreenIsUp() async throws {
      let harness = GlueHarness(timed: true)
      await harness.run(for: .milliseconds(100))
      let value = harness.host.linkValue("List")
      harness.host.render()
      #expect(harness.host.linkValue("List") == value)
      try harness.host.tapLink("List")
      await harness.run(for: .milliseconds(100))
      #expect(harness.host.renderedPath(ofStackAt: 0)?.last == value)  // the same screen to SwiftUI
      try harness.host.swipeBack()
      harness.host.render()  // mid-pop: the row still matches the screen leaving
      #expect(harness.host.linkValue("List") == value)
      await harness.run(for: .milliseconds(100))
      #expect(harness.host.linkValue("List") != value)  // a new tap, not a stale echo
    }

    // Item 9
    @Test func aWindowInTheBackgroundDoesNotFreezeTheOthers() async throws {
      let harness = GlueHarness(timed: true)
      let other = ViewHost(
        TestRootView(display: harness.display, router: nil), scenePhase: .background)
      harness.host.render()
      other.render()  // the second window renders last, in the background
      _ = await harness.navigator.push(.list).outcome
      await harness.run(for: .milliseconds(200))
      #expect(harness.renderedRoutes == [.list])
      harness.host.setScenePhase(.background)
      await harness.run(for: .milliseconds(100))
      _ = await harness.navigator.push(.detail(1)).outcome
      await harness.run(for: .milliseconds(200))
      #expect(harness.renderedRoutes == [.list], "no window is active: the display holds")
      other.setScenePhase(.active)
      other.render()
      await harness.run(for: .milliseconds(200))
      #expect(harness.display.path(at: .tab(.home)).map(\.route) == [.list, .detail(1)])
    }

    // Item 10
    @Test func aCoverShownAsASheetOffersAWayOut() async throws {
      var state = TestState.fresh
      try state.present(.about, style: .fullScreenCover)
      let harness = GlueHarness(state, profile: .macOS14, timed: true)
      await harness.run(for: .seconds(1))
      try harness.host.tapButton("Close")
      await harness.run(for: .seconds(1))
      #expect(harness.navigator.state.presentations.isEmpty)
      #expect(harness.host.presentations.isEmpty)
    }

    @Test func aLockedCoverShownAsASheetOffersNoWayOut() async throws {
      var state = TestState.fresh
      try state.present(.about, style: .fullScreenCover, options: .init(isBackLocked: true))
      let harness = GlueHarness(state, profile: .macOS14, timed: true)
      await harness.run(for: .seconds(1))
      #expect(throws: HostError.notOnScreen("Close")) { try harness.host.tapButton("Close") }
    }
  }
#endif
