import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

@MainActor @Suite struct NavigatorGuardTests {
  @Test func operationsApplyAndReportTheirTransition() async throws {
    let navigator = TestNavigator(state: .fresh)
    let outcome = await navigator.push(.list).outcome
    #expect(outcome.isApplied)
    #expect(navigator.state.activeStack.map(\.route) == [.list])
    #expect(navigator.version == 1)
  }

  @Test func everyCoreOperationIsAvailable() async throws {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(contentsOf: [.list, .detail(1), .list, .about]).outcome
    #expect(await navigator.pop(to: navigator.state.activeStack[2].id).outcome.isApplied)
    #expect(navigator.state.activeStack.count == 3)
    #expect(await navigator.pop(to: navigator.state.activeStack[0].id).outcome.isApplied)
    #expect(navigator.state.activeStack.count == 1)
    _ = await navigator.replaceStack(with: [.list, .edit(2)]).outcome
    _ = await navigator.replaceTop(with: .about).outcome
    #expect(navigator.state.activeStack.map(\.route) == [.list, .about])
    _ = await navigator.replaceStack(with: [.detail(5)], keepingCommonPrefix: false).outcome
    _ = await navigator.pop(count: 1).outcome
    _ = await navigator.push(.list).outcome
    _ = await navigator.pop(to: navigator.state.activeStack[0].id).outcome
    _ = await navigator.popToRoot().outcome
    #expect(navigator.state.activeStack.isEmpty)
    _ = await navigator.present(.about, style: .fullScreenCover, stack: [StackElement(.list)])
      .outcome
    _ = await navigator.updateOptions(of: navigator.state.presentations[0].root.id) {
      $0.selection = "x"
    }
    .outcome
    #expect(navigator.state.presentations[0].root.options.selection == "x")
    _ = await navigator.present(.edit(1)).outcome
    _ = await navigator.dismiss(navigator.state.presentations[0].id).outcome
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.invariantViolations().isEmpty)
  }

  @Test func aFailedOperationReportsItsErrorAndChangesNothing() async {
    let navigator = TestNavigator(state: .fresh)
    let outcome = await navigator.pop().outcome
    #expect(outcome.error as? TestError == .stackIsEmpty(.tab(.home)))
    #expect(navigator.state == .fresh)
    #expect(navigator.version == 0)
  }

  @Test func guardsRunInOrderAndTheFirstRefusalDecides() async {
    let first = ScriptedGuardState()
    let second = ScriptedGuardState()
    first.decision = .deny(reason: "first")
    second.decision = .deny(reason: "second")
    let navigator = TestNavigator(
      state: .fresh, guards: [ScriptedGuard(state: first), ScriptedGuard(state: second)])
    let outcome = await navigator.push(.list).outcome
    #expect(outcome.deniedReason == "first")
    #expect(second.seen.isEmpty)
    #expect(navigator.state == .fresh)
  }

  @Test func emptyTransitionsDoNotBotherTheGuards() async throws {
    var state = TestState.fresh
    try state.push(.list)
    let spy = ScriptedGuardState()
    let navigator = TestNavigator(state: state, guards: [ScriptedGuard(state: spy)])
    #expect(await navigator.popToRoot(in: .tab(.search)).outcome.isApplied)
    #expect(spy.seen.isEmpty)
  }

  @Test func whileAGuardDecidesTheNavigatorShowsTheCurrentState() async throws {
    var start = TestState.fresh
    try start.push(contentsOf: [.list, .detail(1)])
    let gate = ScriptedGuardState()
    gate.holds = true
    let navigator = TestNavigator(state: start, guards: [ScriptedGuard(state: gate)])
    let push = navigator.push(.about)
    for _ in 0..<1_000 where gate.gate == nil { await Task.yield() }
    #expect(navigator.state == start)
    #expect(navigator.version == 0)
    var expected = start
    try expected.push(.about)
    #expect(gate.proposals.first?.current == start)
    #expect(gate.proposals.first?.proposed == expected)
    gate.holds = false
    gate.gate?.resume()
    #expect(await push.outcome.isApplied)
    #expect(navigator.state == expected)
  }

  @Test func aRefusedOperationLeavesEvenTheIdentityCounterAsItWas() async throws {
    var start = TestState.fresh
    try start.push(contentsOf: [.list, .detail(1)])
    try start.present(.about, stack: [StackElement(.edit(1))])
    let refusing = ScriptedGuardState()
    refusing.decision = .deny(reason: "no")
    let navigator = TestNavigator(state: start, guards: [ScriptedGuard(state: refusing)])
    #expect(await navigator.push(contentsOf: [.list, .about]).outcome.deniedReason == "no")
    let jump = await navigator.navigate(to: .init(tab: .search, routes: [.about])).outcome
    #expect(jump.deniedReason == "no")
    #expect(await navigator.dismissAll().outcome.deniedReason == "no")
    #expect(await navigator.replaceStack(with: [.detail(2)]).outcome.deniedReason == "no")
    #expect(navigator.state == start)
    #expect(navigator.state.nextIdentity == start.nextIdentity)
    #expect(refusing.seen.count == 4)
  }

  // MARK: - Unsaved changes

  private func editing() async -> (TestNavigator, EntryID) {
    let navigator = TestNavigator(state: .fresh, guards: [UnsavedChangesGuard()])
    _ = await navigator.push(.list).outcome
    _ = await navigator.push(.edit(1)).outcome
    let editor = navigator.state.activeStack[1].id
    navigator.markUnsaved(editor, reason: "The draft of item 1 is not saved.")
    return (navigator, editor)
  }

  @Test func leavingAnUnsavedScreenIsDeniedWithItsReason() async {
    let (navigator, _) = await editing()
    let before = navigator.state
    #expect(await navigator.pop().outcome.deniedReason == "The draft of item 1 is not saved.")
    // Switching tabs keeps the editor on its stack, so it is allowed ...
    #expect(await navigator.navigate(to: .init(tab: .search, routes: [])).outcome.isApplied)
    #expect(await navigator.selectTab(.home).outcome.isApplied)
    // ... but re-selecting the tab would pop the editor to root.
    #expect(await navigator.selectTab(.home).outcome.deniedReason != nil)
    #expect(navigator.state.stack(at: .tab(.home)) == before.stack(at: .tab(.home)))
  }

  @Test func aUserSwipeBackFromAnUnsavedScreenIsDenied() async {
    let (navigator, _) = await editing()
    let list = navigator.state.activeStack[0].id
    let outcome = await navigator.userDidChange(
      .pop(to: list, in: .tab(.home)), seenVersion: navigator.version
    ).outcome
    #expect(outcome.deniedReason != nil)
    #expect(navigator.state.activeStack.count == 2)
  }

  @Test func pushingAboveAnUnsavedScreenIsAllowed() async {
    let (navigator, _) = await editing()
    #expect(await navigator.push(.about).outcome.isApplied)
  }

  @Test func afterSavingTheScreenCanBeLeftAndTheMarkIsGone() async {
    let (navigator, editor) = await editing()
    navigator.markSaved(editor)
    #expect(await navigator.pop().outcome.isApplied)
    #expect(navigator.unsavedEntries.isEmpty)
  }

  @Test func aMarkGoesAwayWithItsEntry() async {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.edit(1)).outcome
    navigator.markUnsaved(navigator.state.activeStack[0].id, reason: "unsaved")
    _ = await navigator.pop().outcome
    #expect(navigator.unsavedEntries.isEmpty)
  }

  // MARK: - Sign-in with resume

  @MainActor final class Session {
    var signedIn = false
  }

  private func signInNavigator(_ session: Session) -> TestNavigator {
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about },
      isSignedIn: { session.signedIn },
      redirect: .present(.edit(0)))
    return TestNavigator(state: .fresh, guards: [signIn])
  }

  @Test func aProtectedRouteRedirectsToSignInAndLeavesTheRestAsItWas() async {
    let session = Session()
    let navigator = signInNavigator(session)
    _ = await navigator.push(.list).outcome
    let stack = navigator.state.stack(at: .tab(.home))
    let outcome = await navigator.push(.about).outcome
    #expect(outcome.isRedirected)
    #expect(navigator.state.presentations.map(\.root.route) == [.edit(0)])
    #expect(navigator.state.stack(at: .tab(.home)) == stack)
    #expect(navigator.hasPendingNavigation)
  }

  @Test func resumeAfterSignInLandsOnTheOriginalTargetWithItsBackStack() async throws {
    let session = Session()
    let navigator = signInNavigator(session)
    _ = await navigator.push(.list).outcome
    _ = await navigator.navigate(to: .init(tab: .search, routes: [.list, .detail(4), .about]))
      .outcome
    #expect(navigator.state.presentations.count == 1)
    session.signedIn = true
    let resumed = try #require(await navigator.resumePending()?.outcome)
    #expect(resumed.isApplied)
    #expect(navigator.state.presentations.isEmpty)
    #expect(navigator.state.selectedTab == .search)
    #expect(navigator.state.stack(at: .tab(.search))?.map(\.route) == [.list, .detail(4), .about])
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(!navigator.hasPendingNavigation)
    #expect(navigator.state.invariantViolations().isEmpty)
  }

  @Test func resumeWhileStillSignedOutRedirectsAgain() async {
    let session = Session()
    let navigator = signInNavigator(session)
    _ = await navigator.push(.about).outcome
    let again = await navigator.resumePending()?.outcome
    #expect(again?.isRedirected == true)
    #expect(navigator.hasPendingNavigation)
  }

  @Test func resumeWithNothingPendingIsNil() async {
    let navigator = TestNavigator(state: .fresh)
    #expect(await navigator.resumePending()?.outcome == nil)
  }

  @Test func cancelPendingForgetsTheDestination() async {
    let session = Session()
    let navigator = signInNavigator(session)
    _ = await navigator.push(.about).outcome
    navigator.cancelPending()
    session.signedIn = true
    #expect(await navigator.resumePending()?.outcome == nil)
  }

  @Test func aRedirectThatAnotherGuardRefusesIsADenial() async {
    let session = Session()
    let refuser = ScriptedGuardState()
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about }, isSignedIn: { session.signedIn }, redirect: .present(.about))
    let navigator = TestNavigator(state: .fresh, guards: [signIn, ScriptedGuard(state: refuser)])
    // The redirect itself presents a protected route: redirecting again would loop.
    let outcome = await navigator.push(.about).outcome
    #expect(outcome.deniedReason == "Redirect denied: 'about' needs a signed-in user.")
    #expect(navigator.state == .fresh)
    #expect(!navigator.hasPendingNavigation)
  }

  // MARK: - Guards that answer later

  /// Waits until the scripted guard has suspended on its gate.
  private func waitForGate(_ gate: ScriptedGuardState) async {
    for _ in 0..<1_000 where gate.gate == nil { await Task.yield() }
  }

  @Test func aSignOutWhileALaterGuardDecidesIsSeenBeforeAnythingIsApplied() async throws {
    let session = Session()
    session.signedIn = true
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about }, isSignedIn: { session.signedIn }, redirect: .present(.edit(0)))
    let server = ScriptedGuardState()
    server.readsProposedState = false
    server.holds = true
    let navigator = TestNavigator(state: .fresh, guards: [signIn, ScriptedGuard(state: server)])
    let push = navigator.push(.about)
    await waitForGate(server)
    session.signedIn = false
    server.holds = false
    try #require(server.gate).resume()
    let outcome = await push.outcome
    #expect(outcome.isRedirected, "the sign-in guard's allow went stale while the server decided")
    #expect(navigator.state.stack(at: .tab(.home)) == [])
    #expect(navigator.state.presentations.map(\.root.route) == [.edit(0)])
  }

  @Test func unsavedChangesMarkedWhileALaterGuardDecidesDenyTheNavigation() async throws {
    let server = ScriptedGuardState()
    server.readsProposedState = false
    let navigator = TestNavigator(
      state: .fresh, guards: [UnsavedChangesGuard(), ScriptedGuard(state: server)])
    _ = await navigator.push(.edit(1)).outcome
    server.holds = true
    let pop: NavigationTask = navigator.pop()
    await waitForGate(server)
    navigator.markUnsaved(navigator.state.activeStack[0].id, reason: "Typed meanwhile.")
    server.holds = false
    try #require(server.gate).resume()
    #expect(await pop.outcome.deniedReason == "Typed meanwhile.")
    #expect(navigator.state.activeStack.map(\.route) == [.edit(1)])
  }

  @Test func aGuardThatAnswersLaterIsAskedOnceWhileTheOthersAreAskedAgain() async throws {
    let before = ScriptedGuardState()
    before.readsProposedState = false
    let server = ScriptedGuardState()
    server.readsProposedState = false
    server.holds = true
    let after = ScriptedGuardState()
    after.readsProposedState = false
    let navigator = TestNavigator(
      state: .fresh,
      guards: [
        ScriptedGuard(state: before), ScriptedGuard(state: server), ScriptedGuard(state: after),
      ]
    )
    let push = navigator.push(.list)
    await waitForGate(server)
    #expect(before.seen.count == 1)
    #expect(after.seen.isEmpty)
    try #require(server.gate).resume()
    #expect(await push.outcome.isApplied)
    #expect(before.seen.count == 2, "asked again after the wait")
    #expect(
      server.seen.count == 1, "its answer came after its own wait: asking again would wait again")
    #expect(after.seen.count == 1, "asked only after the wait")
  }

  // MARK: - Back lock

  @Test func userPopsOfALockedScreenAreRefusedButAppPopsWork() async throws {
    let navigator = TestNavigator(state: .fresh)
    _ = await navigator.push(.list).outcome
    _ = await navigator.push(.about, options: .init(isBackLocked: true)).outcome
    let list = navigator.state.activeStack[0].id
    let user = await navigator.userDidChange(
      .pop(to: list, in: .tab(.home)), seenVersion: navigator.version
    )
    .outcome
    #expect(
      user.error as? TestError
        == .backNavigationLocked(navigator.state.activeStack[1].id, in: .tab(.home)))
    #expect(navigator.state.activeStack.count == 2)
    #expect(await navigator.pop().outcome.isApplied)
  }
}
