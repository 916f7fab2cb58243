import Testing
import WaypointCore
import WaypointNavigator
import WaypointTestSupport
import WaypointTesting

/// The test kit, tested: what it records, what it asserts, the gestures it
/// plays, and the failures it must report.
@MainActor @Suite struct NavigationTesterTests {
  private func tester(_ state: TestState = .fresh, guards: [any NavigationGuard<TestApp>] = [])
    -> NavigationTester<TestApp>
  {
    NavigationTester(state: state, guards: guards)
  }

  // MARK: Recording and asserting

  @Test func everyKindOfNavigationIsAssertedInOrder() async {
    let guardian = ControlledGuard<TestApp>()
    let tester = tester(guards: [guardian])
    let push = Task { await tester.navigator.push(.list) }
    _ = await guardian.nextProposal()
    guardian.decide(.allow)
    _ = await push.value
    let denied = Task { await tester.navigator.push(.about) }
    _ = await guardian.nextProposal()
    guardian.decide(.deny(reason: "Not now."))
    _ = await denied.value
    await tester.navigator.pop(in: .tab(.search))
    await tester.expectApplied(.app, arriving: [.list])
    await tester.expectDenied("Not now.")
    await tester.expectFailed(TestError.stackIsEmpty(.tab(.search)))
    tester.finish()
  }

  @Test func aRedirectIsAsserted() async {
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about }, isSignedIn: { false }, redirect: .present(.edit(0)))
    let tester = tester(guards: [signIn])
    await tester.navigator.push(.about)
    await tester.expectRedirected("'about' needs a signed-in user.", arriving: [.edit(0)])
    tester.finish()
  }

  @Test func anUnassertedNavigationFailsTheTest() async {
    let tester = tester()
    await tester.navigator.push(.list)
    withKnownIssue {
      tester.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["1 navigation(s) were not asserted:\n  applied v1 app: push entry#1 list on tab(home)"]
    }
  }

  @Test func aTesterLeftUnfinishedReportsWhatItDidNotSee() async {
    await withKnownIssue {
      let tester = tester()
      await tester.navigator.push(.list)
      await tester.navigator.push(.about)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        2 navigation(s) were not asserted:
          applied v1 app: push entry#1 list on tab(home)
          applied v2 app: push entry#2 about on tab(home)
        """
      ]
    }
  }

  @Test func aNonExhaustiveTesterChecksOnlyWhatItIsAsked() async {
    let tester = NavigationTester<TestApp>(state: .fresh, exhaustivity: .off)
    await tester.navigator.push(.list)
    await tester.navigator.push(.about)
    await tester.expectApplied(arriving: [.list])
    tester.finish()
  }

  @Test func aWrongExpectationFailsAtItsLine() async {
    let tester = tester()
    await tester.navigator.push(.list)
    await withKnownIssue {
      await tester.expectApplied(.user)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "The applied navigation differs: cause app, not user.\n  It was: app: push entry#1 list on tab(home)"
      ]
        && issue.sourceLocation?.fileName == "NavigationTesterTests.swift"
    }
    tester.finish()
  }

  @Test func expectingANavigationThatDidNotHappenFails() async {
    let tester = tester()
    await withKnownIssue {
      await tester.expectApplied()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected an applied navigation, but there was no navigation."
      ]
    }
    tester.finish()
  }

  // MARK: The tree

  @Test func theTreeShowsTabsStacksPresentationsAndMarks() async throws {
    let tester = tester()
    await tester.navigator.push(.list)
    await tester.navigator.push(.detail(3), options: .init(isBackLocked: true, selection: "7"))
    await tester.navigator.present(.about, style: .fullScreenCover, path: [PathElement(.edit(1))])
    tester.skipNavigations()
    await tester.expectTree(
      """
      tab home (selected)
        list
        detail(3) [back locked, selection "7"]
      tab search
      tab settings
      fullScreenCover about
        edit(1)
      """)
    tester.finish()
  }

  @Test func aWrongTreeFailsWithTheLinesThatDiffer() async {
    let tester = tester()
    await tester.navigator.push(.list)
    tester.skipNavigations()
    await withKnownIssue {
      await tester.expectTree(
        """
        tab home (selected)
          about
        tab search
        tab settings
        """)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        The navigation differs from the expected tree:
          tab home (selected)
        -   about
        +   list
          tab search
          tab settings
        """
      ]
    }
    tester.finish()
  }

  // MARK: Gestures

  @Test func swipingBackAndTheHistoryMenuPopAsSwiftUIWrites() async throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1), .edit(1), .about])
    let tester = tester(state)
    await tester.swipeBack()
    await tester.expectApplied(.user, leaving: [.about])
    await tester.popBack(to: .list)
    await tester.expectApplied(.user, leaving: [.detail(1), .edit(1)])
    await tester.popBack(to: nil)
    await tester.expectApplied(.user, leaving: [.list])
    tester.finish()
  }

  @Test func aLinkTapPushesAndATabTapSelects() async {
    let tester = tester()
    await tester.tapLink(to: .list)
    await tester.expectApplied(.user, arriving: [.list])
    await tester.tapTab(.search)
    await tester.expectApplied(.user)
    await tester.tapTab(.home)
    await tester.expectApplied(.user)
    await tester.tapTab(.home)  // again: back to the root
    await tester.expectApplied(.user, leaving: [.list])
    tester.finish()
  }

  @Test func aSheetPulledDownLateStillDismissesTheOneTheUserSaw() async {
    let tester = tester()
    await tester.navigator.present(.about)
    await tester.expectApplied(.app)
    let pull = tester.beginPullingDownSheet()
    #expect(pull != nil)
    await tester.navigator.push(.list, in: .tab(.home))
    await tester.expectApplied(.app)
    await pull?.deliver()
    await tester.expectApplied(.user, leaving: [.about])
    tester.finish()
  }

  @Test func aGestureOnAStaleScreenActsOnWhatTheUserSaw() async throws {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .detail(1)])
    let tester = tester(state)
    await tester.navigator.push(.about)  // the app's change, not rendered yet
    await tester.swipeBack(from: .lastRendered)
    await tester.expectApplied(.app, arriving: [.about])
    await tester.expectApplied(.user, leaving: [.detail(1), .about])
    await tester.expectTree(
      """
      tab home (selected)
        list
      tab search
      tab settings
      """)
    tester.finish()
  }

  @Test func goingBackFromALockedScreenIsNotSomethingAUserCanDo() async {
    let tester = tester()
    await tester.navigator.push(.about, options: .init(isBackLocked: true))
    await tester.expectApplied()
    await withKnownIssue {
      await tester.swipeBack()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "The back button of about is hidden: its back navigation is locked."
      ]
    }
    await tester.expectNoNavigation()
    tester.finish()
  }

  @Test func aCoverCannotBePulledDown() async {
    let tester = tester()
    await tester.navigator.present(.about, style: .fullScreenCover)
    await tester.expectApplied()
    await withKnownIssue {
      await tester.pullDownSheet()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["A full-screen cover cannot be pulled down."]
    }
    tester.finish()
  }

  // MARK: Time

  @Test func linksQueuedBeforeReadyOpenWhenTheAppIs() async throws {
    let tester = NavigationTester<LinkApp>(
      state: NavigationState(tabs: [.pokedex, .berries, .files, .search]), readyForLinks: false)
    let router = try LinkFixtures.router()
    await tester.open("pmi://berries/16", with: router)
    await tester.expectNoNavigation()
    await tester.markReadyForLinks()
    await tester.expectApplied(.deepLink, arriving: [.berry(id: 16)])
    tester.finish()
  }

  @Test func theDisplaySchedulerStepsByHand() async throws {
    var state = TestState.fresh
    for level in 0..<2 { try state.present(.detail(level)) }
    let tester = NavigationTester(
      Navigator(state: state), policy: .oneDismissalAndPresentationPerUpdate)
    #expect(tester.lastRendering?.presentations.count == 2)
    await tester.navigator.dismissAll()
    await tester.expectApplied()
    #expect(tester.runDisplayUpdate())
    #expect(tester.lastRendering?.presentations.count == 1)
    #expect(tester.runDisplayUpdate())
    #expect(tester.lastRendering?.presentations.isEmpty == true)
    tester.finish()
  }

  @Test func aResultArrivesWhenTheScreenFinishes() async {
    let tester = tester()
    let color = Task { await tester.navigator.present(.about, returning: String.self) }
    await tester.expectApplied(.app, arriving: [.about])
    await tester.navigator.finish(tester.navigator.presentations[0].root.id, with: "teal")
    #expect(await color.value == "teal")
    await tester.expectApplied(.app, leaving: [.about])
    tester.finish()
  }
}
