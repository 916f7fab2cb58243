import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

/// What holds while a guard takes its time, on real tasks: a value returned
/// meanwhile lands, an allow that went stale is asked for again, and a
/// return or a take counts as the change it is.
@MainActor @Suite struct NavigatorHoldTests {
  /// A guard that answers later, with what `answer` says when its task runs,
  /// once the test opens its gate (or at once without one).
  @MainActor final class LaterGuard: NavigationGuard {
    var answer: @MainActor () -> GuardDecision<TestApp> = { .allow }
    var usesGate = false
    var isHolding = false
    private var gate: CheckedContinuation<Void, Never>?
    private(set) var asked = 0

    func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
      asked += 1
      guard isHolding else { return .allow }
      return .later(
        Task { @MainActor in
          if self.usesGate { await withCheckedContinuation { self.gate = $0 } }
          return self.answer()
        })
    }

    var isWaiting: Bool { gate != nil }

    func release() {
      gate?.resume()
      gate = nil
    }
  }

  static func waitUntil(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }

  /// `finish(_:with:)` while a guard decides on an earlier navigation built
  /// by `perform`: the built state no longer overwrites the value, and the
  /// awaiter gets it, not `nil`.
  @Test func aValueReturnedWhileAGuardDecidesReachesItsAwaiter() async {
    let guardian = LaterGuard()
    guardian.usesGate = true
    let navigator = TestNavigator(state: .fresh, guards: [guardian])
    let picker = Task { await navigator.present(.about, returning: Int.self) }
    await Self.waitUntil { !navigator.state.presentations.isEmpty }
    await Task.yield()
    guardian.isHolding = true
    navigator.perform { try $0.push(.detail(1), in: .tab(.search)) }
    await Self.waitUntil { guardian.isWaiting }
    guardian.isHolding = false
    let finish = navigator.finish(navigator.state.presentations[0].root.id, with: 42)
    guardian.release()
    #expect(await finish.outcome.isApplied)
    #expect(await picker.value == 42)
    #expect(navigator.state.stack(at: .tab(.search))?.map(\.route) == [.detail(1)])
  }

  /// Guards [a sign-in check that answers later, a server that answers
  /// later], a push while signed in, a sign-out while the server decides:
  /// the sign-in check is asked again and the push is not applied.
  @Test func anAllowThatWentStaleDuringAWaitIsAskedAgain() async {
    let session = InvalidationCounter()  // fired 0: signed in
    let signIn = LaterGuard()
    signIn.isHolding = true
    signIn.answer = { session.fired == 0 ? .allow : .deny(reason: "Signed out.") }
    let server = LaterGuard()
    server.isHolding = true
    server.usesGate = true
    let navigator = TestNavigator(state: .fresh, guards: [signIn, server])
    let push = navigator.push(.about)
    await Self.waitUntil { server.isWaiting }
    session.fired = 1  // signed out
    server.release()
    #expect(await push.outcome.deniedReason == "Signed out.")
    #expect(navigator.state.activeStack.isEmpty)
    #expect(signIn.asked == 2 && server.asked == 1)
  }

  /// Two guards that always answer later still come to a decision: each is
  /// asked at most twice.
  @Test func guardsThatAlwaysAnswerLaterComeToADecision() async {
    let first = LaterGuard()
    first.isHolding = true
    let second = LaterGuard()
    second.isHolding = true
    let navigator = TestNavigator(state: .fresh, guards: [first, second])
    #expect(await navigator.push(.about).outcome.isApplied)
    #expect(first.asked == 2 && second.asked == 1)
  }

  /// A return to a point on a hidden tab reveals it when the policy reveals
  /// hidden tabs, as a link to that tab does.
  @Test func aReturnRevealsAHiddenTabAsALinkDoes() async throws {
    var state = TestState.fresh
    try state.push(.list, options: EntryOptions(returnPoint: "list"), in: .tab(.search))
    try state.arrangeTabs(TestApp.Tab.allCases, hidden: [.search])
    var policy = NavigationPolicy()
    policy.revealsHiddenTabs = true
    let navigator = TestNavigator(state: state, policy: policy)
    let outcome = await navigator.return(to: "list", with: 3).outcome
    #expect(outcome.isApplied, "\(outcome)")
    #expect(navigator.state.selectedTab == .search && navigator.state.hiddenTabs.isEmpty)
    #expect(navigator.takeReturnValue(at: "list") == 3)
  }

  /// Taking a value is a change of state: the version counts it and commit
  /// observers (a window's save) hear it, so a quit right after does not
  /// deliver it again at the next launch.
  @Test func takingAValueIsAChangeASaveHears() async throws {
    var state = TestState.fresh
    try state.push(.list, options: EntryOptions(returnPoint: "list"))
    try state.push(.detail(1))
    let navigator = TestNavigator(state: state)
    _ = await navigator.return(to: "list", with: 5).outcome  // pops the detail
    let version = navigator.version
    var saved = navigator.state
    _ = navigator.addCommitObserver { [unowned navigator] _ in saved = navigator.currentState }
    let reader = track { _ = navigator.state }
    #expect(navigator.takeReturnValue(at: "list") == 5)
    #expect(navigator.version == version + 1)
    #expect(reader.fired == 1)
    #expect(saved.returnValues.isEmpty, "the save after the take leaves the value out")
  }

  /// A return with nothing to pop carries its value too: the value alone is
  /// a change.
  @Test func aReturnWithNothingToPopStillLeavesItsValue() async throws {
    var state = TestState.fresh
    try state.push(.list, options: EntryOptions(returnPoint: "list"))
    let navigator = TestNavigator(state: state)
    #expect(await navigator.return(to: "list", with: 5).outcome.isApplied)
    #expect(navigator.takeReturnValue(at: "list") == 5)
  }

  /// Reading the state is invalidated by every change of it, and by nothing
  /// else: an unsaved mark is tracked on its own.
  @Test func readingTheStateTracksTheStateAlone() {
    let navigator = TestNavigator(state: .fresh)
    let reader = track { _ = navigator.state }
    navigator.markUnsaved(EntryID(rawValue: 1), reason: "Draft.")
    #expect(reader.fired == 0)
    navigator.push(.list)
    #expect(reader.fired == 1)
  }
}
