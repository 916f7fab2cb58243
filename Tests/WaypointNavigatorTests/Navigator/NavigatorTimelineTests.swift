import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointNavigator

@MainActor @Suite struct NavigatorTimelineTests {
  @Test func theTimelineHoldsOutcomesAndShownScreensInOrder() async {
    let refuser = ScriptedGuardState()
    let navigator = TestNavigator(state: .fresh, guards: [ScriptedGuard(state: refuser)])
    navigator.didShow(nil, on: .tab(.home), style: nil, cause: .app)
    _ = await navigator.push(.list).outcome
    navigator.didShow(.list, on: .tab(.home), style: nil, cause: .app)
    refuser.decision = .deny(reason: "no")
    _ = await navigator.push(.about).outcome
    refuser.decision = .allow
    _ = await navigator.pop(in: .tab(.search)).outcome
    _ = await navigator.present(.about, style: .sheet).outcome
    navigator.didShow(
      .about, on: .presentation(PresentationID(rawValue: 2)), style: .sheet,
      cause: .user)
    #expect(
      navigator.timeline.description == """
        #1 shown tab(home) (app)
        #2 applied app: push entry#1 list on tab(home)
        #3 shown list on tab(home) (app), after tab(home)
        #4 denied app: push entry#2 about on tab(home) — no
        #5 failed app: \(TestError.stackIsEmpty(.tab(.search)))
        #6 applied app: present presentation#2 sheet (about)
        #7 shown about on presentation#2 sheet (user), after list
        now at home › list › sheet: about
        """)
    guard case .navigation(let outcome) = navigator.timeline.entries.dropLast().last else {
      Issue.record("the entry before the last is not a navigation")
      return
    }
    #expect(outcome.transition?.cause == .app)
  }

  @Test func aRepeatOfTheScreenOnTopIsNotShownAgain() {
    let navigator = TestNavigator(state: .fresh)
    navigator.didShow(.list, on: .tab(.home), style: nil, cause: .app)
    navigator.didShow(.list, on: .tab(.home), style: nil, cause: .user)
    navigator.didShow(.list, on: .tab(.search), style: nil, cause: .user)
    #expect(navigator.timeline.recorded == 2)
    #expect(
      navigator.timeline.description(last: 1)
        == "#2 shown list on tab(search) (user), after list\nnow at home")
    #expect(navigator.timeline.lastShown?.location == .tab(.search))
  }

  @Test func theNewest64AreKeptAndKeepTheirNumbers() async {
    let navigator = TestNavigator(state: .fresh)
    for index in 0..<70 {
      navigator.didShow(.detail(index), on: .tab(.home), style: nil, cause: .app)
    }
    let entries = navigator.timeline.entries
    #expect(entries.count == NavigationTimeline<TestApp>.capacity)
    guard case .shown(let oldest, _, _, _, _) = entries.first,
      case .shown(let newest, _, _, _, _) = entries.last
    else {
      Issue.record("expected shown screens, got \(entries)")
      return
    }
    #expect([oldest, newest] == [.detail(6), .detail(69)])
    #expect(
      navigator.timeline.description(last: 2) == """
        #69 shown detail(68) on tab(home) (app), after detail(67)
        #70 shown detail(69) on tab(home) (app), after detail(68)
        now at home
        """)
  }

  @Test func routesFromOutsideAreQuotedWithoutControlCharacters() {
    enum Hostile: NavigationSchema {
      enum Route: Hashable, Codable, Sendable { case named(String) }
    }
    let navigator = Navigator(state: NavigationState<Hostile>())
    navigator.didShow(.named("a\u{9B}2J\u{202E}b\n"), on: .tab(.main), style: nil, cause: .deepLink)
    let lines = navigator.timeline.description.split(separator: "\n").map(String.init)
    #expect(
      lines == [#"#1 shown named("a\u{9B}2J\u{202E}b\n") on tab(main) (deepLink)"#, "now at main"])
    #expect(lines.allSatisfy { ControlCharacters.raw(in: $0).isEmpty })
  }
}
