import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The desk where ways in wait, on real navigators, windows and guards:
/// bounded while a guard decides, joined without cost, the newest copy's
/// place kept, one window asked for at a time, and nothing swallowed after a
/// window closes.
@MainActor @Suite struct WayInDeskTests {
  typealias LinkNavigator = Navigator<LinkApp>

  /// A guard that holds every navigation until the test lets it through,
  /// then allows at once.
  @MainActor final class Gate: NavigationGuard {
    var isHolding = true
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func evaluate(_ proposal: NavigationProposal<LinkApp>) -> GuardDecision<LinkApp> {
      guard isHolding else { return .allow }
      return .later(
        Task { @MainActor in
          await withCheckedContinuation { self.waiting.append($0) }
          return .allow
        })
    }

    var isDeciding: Bool { !waiting.isEmpty }

    func open() {
      isHolding = false
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }

  static func waitUntil(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }

  /// Ways in that arrive while a guard decides wait at the desk, bounded by
  /// the router's limit, the oldest failing as dropped: 20,000 distinct ones
  /// leave 64 waiting, where they used to queue in the line without bound
  /// (and cost a scan of every unsettled one each).
  @Test func waysInBehindAGuardAreBounded() async throws {
    let gate = Gate()
    let navigator = LinkNavigator(state: LinkFixtures.fresh, guards: [gate])
    let router = try NavigatorWayInTests.router(maximumWaiting: 64)
    let first = navigator.open("pmi://p/1", with: router)
    await Self.waitUntil { gate.isDeciding }
    let tasks = (2...20_001).map { navigator.open(.link("pmi://p/\($0)"), with: router) }
    #expect(navigator.waitingWaysIn.count == 64)
    let dropped = tasks.filter {
      if case .failed(_, let error as LinkError)? = $0.settledOutcome {
        return error == .dropped(limit: 64)
      }
      return false
    }
    #expect(dropped.count == 20_000 - 64)
    gate.open()
    await Self.waitUntil { tasks.last?.settledOutcome != nil }
    #expect(first.settledOutcome?.isApplied == true)
    #expect(tasks.allSatisfy { $0.settledOutcome != nil })
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 20_001)])
  }

  /// An equal way in joins the one waiting and shares its navigation: a
  /// million repeats before the app is ready hold one entry and one task.
  @Test func equalWaysInShareOneNavigation() throws {
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let router = try NavigatorWayInTests.router()
    let first = navigator.open("pmi://p/25", with: router)
    var allJoined = true
    for _ in 0..<100_000 where navigator.open("pmi://p/25", with: router) !== first {
      allJoined = false
    }
    #expect(allJoined)
    #expect(navigator.waitingWaysIn == [.link("pmi://p/25")])
    navigator.markReadyForWaysIn()
    #expect(first.settledOutcome?.isApplied == true)
  }

  /// A, B, A before the app is ready ends on A: the user's newest request.
  @Test func theNewestCopyOfAWayInTakesTheNewestPlace() throws {
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let router = try NavigatorWayInTests.router()
    let a = navigator.open("pmi://p/1", with: router)
    let b = navigator.open("pmi://p/2", with: router)
    #expect(navigator.open("pmi://p/1", with: router) === a)
    #expect(navigator.waitingWaysIn == [.link("pmi://p/2"), .link("pmi://p/1")])
    navigator.markReadyForWaysIn()
    #expect(a.settledOutcome?.isApplied == true && b.settledOutcome?.isApplied == true)
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 1)])
  }

  /// With the `.newWindow` rule, a burst of ways in asks for one window at a
  /// time: the ones the limit drops never opened windows of their own.
  @Test func aBurstForNewWindowsAsksForOneWindowAtATime() throws {
    let router = try NavigatorWayInTests.router(maximumWaiting: 8)
    let registry = WindowRegistry(router: router, rule: .newWindow)
    var shown: [WindowID] = []
    let main = LinkNavigator(state: LinkFixtures.fresh)
    main.push(.pokemon(id: 1))  // used: the rule asks for a new window
    try registry.register(main, as: WindowID("main")) { shown.append($0) }
    let tasks = (1...10_000).map { registry.open(.link("pmi://p/\($0)")) }
    #expect(shown.count == 1)
    #expect(registry.requestedWindows == shown)
    #expect(tasks.filter { $0.settledOutcome == nil }.count == 8)
    let window = LinkNavigator(state: LinkFixtures.fresh)
    // The first window's way in was the oldest, dropped: the window opens as it is, and the next
    // window is asked for the oldest of the eight kept.
    try registry.register(window, as: shown[0]) { shown.append($0) }
    #expect(window.state.activeStack.isEmpty)
    #expect(shown.count == 2)
    let next = LinkNavigator(state: LinkFixtures.fresh)
    try registry.register(next, as: shown[1]) { shown.append($0) }
    #expect(next.state.activeStack.map(\.route) == [.pokemon(id: 9_993)])
  }

  /// A window that closes while a guard decides on its way in, and whose
  /// navigator joins again (as a SwiftUI window session does): later
  /// navigations of that navigator all apply and settle.
  @Test func aWithdrawnWayInSwallowsNoLaterNavigation() async throws {
    let gate = Gate()
    let router = try NavigatorWayInTests.router()
    let registry = WindowRegistry(router: router)
    let navigator = LinkNavigator(state: LinkFixtures.fresh, guards: [gate])
    try registry.register(navigator, as: WindowID("a"))
    let waysIn = (1...500).map { registry.open(.link("pmi://p/\($0)")) }
    await Self.waitUntil { gate.isDeciding }
    try registry.unregister(WindowID("a"))
    try registry.register(navigator, as: WindowID("b"))
    gate.open()
    await Self.waitUntil { waysIn.last?.settledOutcome != nil }
    let pushes = (0..<2_000).map { index in
      index.isMultiple(of: 2)
        ? navigator.push(.berry(id: index), in: .tab(.berries)) : navigator.pop(in: .tab(.berries))
    }
    await Self.waitUntil { pushes.last?.settledOutcome != nil }
    #expect(waysIn.allSatisfy { $0.settledOutcome != nil })
    #expect(pushes.allSatisfy { $0.settledOutcome?.isApplied == true })
    #expect(navigator.state.stack(at: .tab(.berries))?.isEmpty == true)
  }

  /// A way in whose kind is a megabyte long fails alike before the app is
  /// ready and after: too long, named as the way in it is.
  @Test func anOversizedWayInFailsAlikeReadyOrNot() throws {
    let router = try NavigatorWayInTests.router()
    let huge = WayIn.quickAction(type: String(repeating: "q", count: 1 << 20), values: [:])
    let expected = LinkError.tooLong(bytes: 1 << 20, limit: 2_048, of: huge.kind)
    for ready in [false, true] {
      let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: ready)
      let outcome = navigator.open(huge, with: router).settledOutcome
      #expect(outcome?.error as? LinkError == expected, "ready: \(ready)")
      #expect(navigator.waitingWaysIn.isEmpty)
    }
  }
}
