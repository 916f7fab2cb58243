import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The animation a navigation carries: its call's `withAnimation`, else the
/// policy's default for its cause, as commit observers and events see it.
@MainActor @Suite struct NavigatorAnimationTests {
  /// What a navigator's commit observers and event observers saw: each
  /// committed transition's cause and animation, and each event's.
  @MainActor final class Seen {
    var committed: [String] = []
    var events: [String] = []

    init<Schema: NavigationSchema>(_ navigator: Navigator<Schema>) {
      _ = navigator.addCommitObserver { transition in
        self.committed.append("\(transition.cause) \(transition.animation)")
      }
      navigator.addEventObserver { event in
        let seen: String =
          switch event {
          case .applied(let applied): "applied \(applied.cause) \(applied.animation)"
          case .redirected(_, let to, _): "redirected \(to.cause) \(to.animation)"
          case .denied(let denied, _): "denied \(denied.cause) \(denied.animation)"
          case .failed(let cause, _): "failed \(cause)"
          }
        self.events.append(seen)
      }
    }
  }

  @Test func aScopeAnimatesEveryNavigationItAsksForAndOnlyThose() throws {
    let navigator = TestNavigator(state: .fresh)
    let seen = Seen(navigator)
    navigator.withAnimation(.disabled) {
      navigator.push(.list)
      navigator.present(.about)
      navigator.dismiss()
      navigator.pop()
      navigator.perform(.user) { try $0.push(.detail(1)) }
    }
    navigator.popToRoot()
    let expected = [
      "app disabled", "app disabled", "app disabled", "app disabled", "user disabled",
      "app animated",
    ]
    #expect(seen.committed == expected)
    #expect(seen.events == expected.map { "applied \($0)" })
    #expect(navigator.state.activeStack.isEmpty)
  }

  @Test func theInnermostScopeWinsAndTheOuterComesBackAfterIt() {
    let navigator = TestNavigator(state: .fresh)
    let seen = Seen(navigator)
    let pushed = navigator.withAnimation(.disabled) {
      navigator.push(.list)
      let inner = navigator.withAnimation(.lastStep) { navigator.push(.detail(1)) }
      navigator.push(.detail(2))
      return inner
    }
    #expect(pushed.settledOutcome?.transition?.animation == .lastStep)
    #expect(seen.committed == ["app disabled", "app lastStep", "app disabled"])
  }

  @Test func aScopeEndsWhenItsBodyThrows() {
    struct Stop: Error {}
    let navigator = TestNavigator(state: .fresh)
    let seen = Seen(navigator)
    #expect(throws: Stop.self) {
      try navigator.withAnimation(.disabled) {
        navigator.push(.list)
        throw Stop()
      }
    }
    navigator.push(.about)
    #expect(seen.committed == ["app disabled", "app animated"])
  }

  @Test func aNavigationWaitingForAGuardKeepsTheAnimationItWasAskedWith() async {
    let spy = ScriptedGuardState()
    spy.holds = true
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: spy)])
    let seen = Seen(navigator)
    let first = navigator.withAnimation(.lastStep) { navigator.push(.list) }
    let second = navigator.withAnimation(.disabled) { navigator.push(.about) }
    #expect(first.settledOutcome == nil && second.settledOutcome == nil)
    for _ in 0..<100 where spy.gate == nil { await Task.yield() }
    spy.gate?.resume()
    spy.holds = false
    _ = await first.outcome
    _ = await second.outcome
    #expect(seen.committed == ["app lastStep", "app disabled"])
    #expect(spy.seen.map(\.animation) == [.lastStep, .disabled])
  }

  @Test func aRedirectKeepsTheAnimationOfTheNavigationItRedirects() async {
    let signIn = SignInGuard<TestApp>(
      isProtected: { $0 == .about }, isSignedIn: { false }, redirect: .present(.edit(0)))
    let navigator = TestNavigator(state: .fresh, guards: [signIn])
    let seen = Seen(navigator)
    let outcome = await navigator.withAnimation(.lastStep) { navigator.push(.about) }.outcome
    guard case .redirected(let from, let to, _) = outcome else {
      Issue.record("expected a redirect, got \(outcome)")
      return
    }
    #expect([from.animation, to.animation] == [.lastStep, .lastStep])
    #expect(seen.committed == ["app lastStep"])
    #expect(seen.events == ["redirected app lastStep"])
  }

  @Test func outsideAnyScopeEachCauseTakesThePolicysDefault() async throws {
    let policy = NavigationPolicy(animations: [.deepLink: .lastStep, .restoration: .disabled])
    let navigator = Navigator(state: LinkFixtures.fresh, policy: policy)
    let seen = Seen(navigator)
    let router = try LinkFixtures.router()
    _ = await navigator.open(.link("pmi://pokedex/25"), with: router).outcome
    var saved = LinkFixtures.fresh
    try saved.push(.berry(id: 16), in: .tab(.berries))
    _ = await navigator.restore(saved).outcome
    _ = await navigator.push(.pokemon(id: 1)).outcome
    #expect(seen.committed == ["deepLink lastStep", "restoration disabled", "app animated"])
    let scoped = navigator.withAnimation(.animated) { navigator.restore(LinkFixtures.fresh) }
    #expect(scoped.settledOutcome?.transition?.animation == .animated)
  }

  @Test func aUserReportTakesTheUsersDefault() throws {
    var start = TestState.fresh
    try start.push(contentsOf: [.list, .detail(1)])
    let navigator = TestNavigator(
      state: start, policy: NavigationPolicy(animations: [.app: .disabled, .user: .lastStep]))
    let seen = Seen(navigator)
    let list = navigator.state.activeStack.first?.id
    navigator.userDidChange(.pop(to: list, in: .tab(.home)), seenVersion: navigator.version)
    navigator.pop()
    #expect(seen.committed == ["user lastStep", "app disabled"])
  }

  @Test func aWayInThatWaitsKeepsTheAnimationItWasOpenedWith() async throws {
    let navigator = Navigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let seen = Seen(navigator)
    let router = try LinkFixtures.router()
    let link = navigator.withAnimation(.disabled) {
      navigator.open(.link("pmi://pokedex/25"), with: router)
    }
    navigator.markReadyForWaysIn()
    #expect(await link.outcome.transition?.animation == NavigationAnimation.disabled)
    #expect(seen.committed == ["deepLink disabled"])
  }
}
