import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// Guards see every way a screen can get on screen, not only operations: the
/// starting state, a restored state, and a sign-out that makes a screen
/// forbidden.
///
/// A redirect the user leaves does not come back.
@MainActor @Suite struct NavigatorGuardedStateTests {
  @MainActor final class Session {
    var signedIn = false
  }

  /// `.about` is the protected screen; `.edit(0)` is the sign-in sheet.
  private func signInGuard(_ session: Session) -> SignInGuard<TestApp> {
    SignInGuard(
      isProtected: { $0 == .about }, isSignedIn: { session.signedIn },
      redirect: .present(.edit(0)))
  }

  /// A state with [list, about] on home and [about] on search.
  private func savedWhileSignedIn() throws -> TestState {
    var state = TestState.fresh
    try state.push(contentsOf: [.list, .about])
    try state.push(.about, in: .tab(.search))
    return state
  }

  @Test func aStartingStateLeavesOutWhatGuardsDoNotAllow() throws {
    let session = Session()
    let navigator = TestNavigator(state: try savedWhileSignedIn(), guards: [signInGuard(session)])
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(navigator.state.stack(at: .tab(.search))?.isEmpty == true)
    #expect(navigator.version == 0)
  }

  @Test func aStartingStateKeepsEverythingWhileSignedIn() throws {
    let session = Session()
    session.signedIn = true
    let saved = try savedWhileSignedIn()
    let navigator = TestNavigator(state: saved, guards: [signInGuard(session)])
    #expect(navigator.state == saved)
  }

  @Test func restoringGoesThroughTheGuardsWithItsOwnCause() async throws {
    let scripted = ScriptedGuardState()
    scripted.decision = .deny(reason: "not now")
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: scripted)])
    let outcome = await navigator.restore(try savedWhileSignedIn()).outcome
    #expect(outcome.deniedReason == "not now")
    #expect(navigator.state == .fresh)
    #expect(scripted.seen.map(\.cause) == [.restoration])
  }

  @Test func restoringLeavesOutProtectedScreensWhileSignedOut() async throws {
    let session = Session()
    let navigator = TestNavigator(state: .fresh, guards: [signInGuard(session)])
    let outcome = await navigator.restore(try savedWhileSignedIn()).outcome
    #expect(outcome.transition?.cause == .restoration)
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(navigator.state.stack(at: .tab(.search))?.isEmpty == true)
    #expect(navigator.state.presentations.isEmpty)
    #expect(!navigator.hasPendingNavigation)
  }

  @Test func restoringAStatePastThePoliciesFails() async throws {
    var saved = TestState.fresh
    try saved.push(contentsOf: [.list, .detail(1), .list])
    let navigator = TestNavigator(state: .fresh, policy: .init(limits: .init(maximumDepth: 2)))
    let outcome = await navigator.restore(saved).outcome
    #expect(
      outcome.error as? TestError
        == .depthLimitExceeded(limit: 2, resultingDepth: 3, in: .tab(.home)))
    #expect(navigator.state == .fresh)
  }

  @Test func signingOutAndRevalidatingTakesProtectedScreensAway() async throws {
    let session = Session()
    session.signedIn = true
    let navigator = TestNavigator(state: try savedWhileSignedIn(), guards: [signInGuard(session)])
    _ = await navigator.present(.about).outcome
    session.signedIn = false
    let outcome = await navigator.revalidate().outcome
    #expect(outcome.transition?.removedEntries.map(\.route) == [.about, .about, .about])
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
    #expect(navigator.state.stack(at: .tab(.search))?.isEmpty == true)
    #expect(navigator.state.presentations.isEmpty)
    #expect(await navigator.revalidate().outcome.transition?.isEmpty == true)
  }

  @Test func revalidatingIsNotDeniedByAnUnsavedMark() async throws {
    let session = Session()
    session.signedIn = true
    let navigator = TestNavigator(
      state: .fresh, guards: [UnsavedChangesGuard(), signInGuard(session)])
    _ = await navigator.push(.about).outcome
    navigator.markUnsaved(navigator.state.activeStack[0].id, reason: "draft")
    session.signedIn = false
    #expect(await navigator.revalidate().outcome.isApplied)
    #expect(navigator.state.activeStack.isEmpty)
    #expect(navigator.unsavedEntries.isEmpty)
  }

  @Test func aRedirectTheUserDismissesDoesNotResumeLater() async {
    let session = Session()
    let navigator = TestNavigator(state: .fresh, guards: [signInGuard(session)])
    _ = await navigator.push(.about).outcome
    let signIn = navigator.state.presentations[0].id
    #expect(navigator.hasPendingNavigation)
    _ = await navigator.userDidChange(.dismiss(signIn), seenVersion: navigator.version).outcome
    #expect(!navigator.hasPendingNavigation)
    session.signedIn = true
    #expect(await navigator.resumePending()?.outcome == nil)
    #expect(navigator.state.activeStack.isEmpty)
  }

  @Test func aRedirectTheUserNavigatesAwayFromDoesNotResumeLater() async {
    let session = Session()
    let navigator = TestNavigator(state: .fresh, guards: [signInGuard(session)])
    _ = await navigator.push(.about).outcome
    _ = await navigator.navigate(to: NavigationTarget(tab: .search, routes: [.list])).outcome
    #expect(!navigator.hasPendingNavigation)
    session.signedIn = true
    #expect(await navigator.resumePending()?.outcome == nil)
    #expect(navigator.state.stack(at: .tab(.home))?.isEmpty == true)
  }

  @Test func aRedirectStaysPendingWhileItsScreenIsUp() async {
    let session = Session()
    let navigator = TestNavigator(state: .fresh, guards: [signInGuard(session)])
    _ = await navigator.push(.about).outcome
    _ = await navigator.push(.detail(1)).outcome  // on the sign-in sheet's own stack
    _ = await navigator.selectTab(.search).outcome
    #expect(navigator.hasPendingNavigation)
    session.signedIn = true
    #expect(await navigator.resumePending()?.outcome.isApplied == true)
    #expect(navigator.state.stack(at: .tab(.home))?.map(\.route) == [.about])
  }
}
