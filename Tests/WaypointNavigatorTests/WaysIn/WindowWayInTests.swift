import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Every kind of way in through the window registry: cold (no window yet)
/// and running, windows whose unsaved changes keep ways in away, a window
/// that closes while a guard decides, repeats and bursts.
@MainActor @Suite struct WindowWayInTests {
  typealias Registry = WindowRegistry<LinkApp>

  /// A guard that holds every navigation until the test answers.
  @MainActor final class Gate {
    var waiting: [CheckedContinuation<Void, Never>] = []
    func open() {
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }

  struct HoldingGuard: NavigationGuard {
    let gate: Gate
    func evaluate(_ proposal: NavigationProposal<LinkApp>) -> GuardDecision<LinkApp> {
      let gate = gate
      return .later(
        Task { @MainActor in
          await withCheckedContinuation { gate.waiting.append($0) }
          return .allow
        })
    }
  }

  @Test(arguments: NavigatorWayInTests.kinds)
  func eachKindLandsInAWindowColdAndRunning(
    wayIn: WayIn, tab: LinkApp.Tab, route: LinkApp.Route
  ) throws {
    let registry = Registry(router: try NavigatorWayInTests.router())
    let cold = registry.open(wayIn)  // no window yet
    let window = Navigator(state: LinkFixtures.fresh)
    try registry.register(window, as: WindowID("main"))
    #expect(cold.settledOutcome?.isApplied == true)
    #expect(window.state.stack(at: .tab(tab))?.map(\.route) == [route])
    _ = window.popToRoot(in: .tab(tab))
    let running = registry.open(wayIn)
    #expect(running.settledOutcome?.isApplied == true)
    #expect(window.state.selectedTab == tab)
    #expect(window.state.activeStack.map(\.route) == [route])
  }

  @Test func aWayInThatDoesNotMapFailsTypedAndChangesNothing() throws {
    let registry = Registry(router: try NavigatorWayInTests.router())
    let window = Navigator(state: LinkFixtures.fresh)
    try registry.register(window, as: WindowID("main"))
    let outcome = registry.open(.quickAction(type: "berry", values: ["id": "1"])).settledOutcome
    guard case .failed(.deepLink, let error)? = outcome else {
      Issue.record("expected a failure, got \(String(describing: outcome))")
      return
    }
    #expect(error as? LinkError == .unknownWayIn(.quickAction("berry")))
    #expect(window.version == 0)
  }

  /// A window whose unsaved changes a way in would take away is not offered
  /// it: another window takes it, or a new one, or, where no window can
  /// open, the frontmost, whose guard denies it.
  @Test func aWindowWithUnsavedChangesIsNotOfferedAWayIn() async throws {
    let router = try NavigatorWayInTests.router()
    let registry = Registry(router: router)
    var asked: [WindowID] = []
    let editing = Navigator(state: LinkFixtures.fresh, guards: [UnsavedChangesGuard()])
    try registry.register(editing, as: WindowID("editing")) { asked.append($0) }
    let other = Navigator(state: LinkFixtures.fresh)
    try registry.register(other, as: WindowID("other"))
    try registry.windowDidBecomeActive(WindowID("editing"))
    _ = await editing.push(.newFile, in: .tab(.pokedex)).outcome
    editing.markUnsaved(try #require(editing.state.activeStack.last?.id), reason: "Unsaved.")
    #expect(registry.open(.link("pmi://p/4")).settledOutcome?.isApplied == true)
    #expect(other.state.activeStack.map(\.route) == [.pokemon(id: 4)])
    #expect(editing.state.activeStack.map(\.route) == [.newFile])
    // A way in that leaves the draft alone is offered to the frontmost as usual.
    try registry.windowDidBecomeActive(WindowID("editing"))
    _ = registry.open(.link("pmi://b/1"))
    #expect(editing.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 1)])
    // With no other window, a new one is asked for.
    try registry.unregister(WindowID("other"))
    let waiting = registry.open(.link("pmi://p/5"))
    #expect(registry.requestedWindows.count == 1)
    #expect(asked == registry.requestedWindows)
    #expect(waiting.settledOutcome == nil)
  }

  @Test func whereNoWindowCanOpenTheFrontmostsGuardDecides() async throws {
    let registry = Registry(router: try NavigatorWayInTests.router())
    let editing = Navigator(state: LinkFixtures.fresh, guards: [UnsavedChangesGuard()])
    try registry.register(editing, as: WindowID("only"))
    _ = await editing.push(.newFile, in: .tab(.pokedex)).outcome
    editing.markUnsaved(try #require(editing.state.activeStack.last?.id), reason: "Unsaved.")
    let outcome = await registry.open(.link("pmi://p/4")).outcome
    guard case .denied(_, let reason) = outcome else {
      Issue.record("expected a denial, got \(outcome)")
      return
    }
    #expect(reason == "Unsaved.")
  }

  /// A way in before a guard in a window that closes is taken back and
  /// lands in another window; the guard's late answer applies nothing.
  @Test func aWindowThatClosesWhileAGuardDecidesHandsItsWayInBack() async throws {
    let registry = Registry(router: try NavigatorWayInTests.router())
    let gate = Gate()
    let closing = Navigator(state: LinkFixtures.fresh, guards: [HoldingGuard(gate: gate)])
    let staying = Navigator(state: LinkFixtures.fresh)
    try registry.register(closing, as: WindowID("closing"))
    try registry.register(staying, as: WindowID("staying"))
    let task = registry.open(.quickAction(type: "p", values: ["id": "9"]))
    while gate.waiting.isEmpty { await Task.yield() }
    try registry.unregister(WindowID("closing"))
    #expect(task.settledOutcome?.isApplied == true)
    #expect(staying.state.activeStack.map(\.route) == [.pokemon(id: 9)])
    gate.open()
    while !closing.isIdle { await Task.yield() }
    #expect(closing.version == 0)
  }

  @Test func aRepeatedWayInAsksForOneNewWindow() throws {
    let registry = Registry(router: try NavigatorWayInTests.router(), rule: .newWindow)
    var asked: [WindowID] = []
    let first = Navigator(state: LinkFixtures.fresh)
    try registry.register(first, as: WindowID("first")) { asked.append($0) }
    _ = registry.open(.link("pmi://p/1"))  // the unused first window takes it
    let tasks = (0..<3).map { _ in registry.open(.entity(type: "Pokemon", id: "2")) }
    #expect(asked.count == 1)
    let second = Navigator(state: LinkFixtures.fresh)
    try registry.register(second, as: try #require(asked.first))
    #expect(tasks.allSatisfy { $0.settledOutcome?.isApplied == true })
    #expect(second.version == 1)
  }

  @Test func waysInWaitingForAWindowAreBoundedAndTheOldestReported() throws {
    let registry = Registry(router: try NavigatorWayInTests.router(maximumWaiting: 2))
    let tasks = (1...3).map { registry.open(.link("pmi://p/\($0)")) }
    guard case .failed(_, let error)? = tasks[0].settledOutcome else {
      Issue.record("the oldest was not dropped")
      return
    }
    #expect(error as? LinkError == .dropped(limit: 2))
    let window = Navigator(state: LinkFixtures.fresh)
    try registry.register(window, as: WindowID("main"))
    #expect(tasks[1...].allSatisfy { $0.settledOutcome?.isApplied == true })
    #expect(window.state.activeStack.map(\.route) == [.pokemon(id: 3)])
  }
}
