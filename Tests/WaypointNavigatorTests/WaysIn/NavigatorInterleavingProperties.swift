import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Random interleavings of everything that reaches navigators at once, on
/// real tasks: ways in of every kind through a window registry (floods,
/// repeats, refusals), guards answering at once and later (allowing,
/// denying, a sign-out midway), windows opening, closing and joining again,
/// becoming ready, the app's navigations, the user's changes, and values
/// returned, awaited and taken.
///
/// Whatever the order: every navigation settles; no way in is applied in a
/// window that closed; a value returned with a screen reaches its awaiter,
/// and no value is received twice; and a way in opened last, once things
/// settle, is where the user ends.
@MainActor @Suite struct NavigatorInterleavingProperties {
  static let runs = 600

  /// How often a run reached each interesting case, so the property is seen to exercise them.
  @MainActor final class Coverage {
    var valuesDelivered = 0
    var valuesTaken = 0
    var waysInDropped = 0
    var waysInDenied = 0
    var windowsClosedWhileDeciding = 0
  }

  /// The sign-in check and a server in one guard: protected screens need a
  /// signed-in user, and the server answers now or later, as the test says.
  @MainActor final class Switchboard: NavigationGuard {
    enum Mode { case allow, deny, later }
    var mode = Mode.allow
    var isSignedIn = true
    private var held: [CheckedContinuation<Void, Never>] = []

    func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
      if !isSignedIn, proposal.arrivingEntries.contains(where: { $0.route == .about }) {
        return .deny(reason: "Signed out.")
      }
      switch mode {
      case .allow: return .allow
      case .deny: return .deny(reason: "The server said no.")
      case .later:
        return .later(
          Task { @MainActor in
            await withCheckedContinuation { self.held.append($0) }
            return .allow
          })
      }
    }

    func release() {
      let held = held
      self.held = []
      for continuation in held { continuation.resume() }
    }
  }

  static func router() throws -> LinkRouter<TestApp> {
    var router = LinkRouter<TestApp>(schemes: ["t"], limits: LinkLimits(maximumWaiting: 8))
    try router.register("d/:id", waysIn: [.quickAction("detail"), .notification("detail")]) { p in
      NavigationTarget(tab: .search, routes: [.detail(try p.int("id"))])
    }
    try router.register("about") { _ in NavigationTarget(tab: .home, routes: [.about]) }
    try router.register("later/:id", policy: .deferUntilDismissed) { p in
      NavigationTarget(tab: .settings, routes: [.detail(try p.int("id"))])
    }
    return router
  }

  static let waysIn: [WayIn] = [
    .link("t://d/1"), .link("t://d/2"), .link("t://about"), .link("t://later/1"),
    .quickAction(type: "detail", values: ["id": "2"]),
    .notification(category: "detail", values: ["id": "3"]), .link("t://nowhere"),
    .quickAction(type: "unknown", values: [:]),
  ]

  /// What an awaiter of a presentation received, once it has.
  @MainActor final class Received {
    var isDone = false
    var value: Int?
  }

  /// One run: the registry, the windows, and everything asked.
  @MainActor final class Run {
    let registry: WindowRegistry<TestApp>
    let switchboard = Switchboard()
    var open: [WindowID: Navigator<TestApp>] = [:]
    /// Navigators whose window closed and did not join again, with how many navigations each had
    /// applied then.
    var closed: [(navigator: Navigator<TestApp>, applied: Int)] = []
    /// The cause of each navigation each navigator applied, in order.
    var applied: [ObjectIdentifier: [TransitionCause]] = [:]
    var tasks: [NavigationTask<TestApp>] = []
    /// Each presentation awaited for a value: its root, and what the awaiter received.
    var awaiting: [(root: EntryID, navigator: Navigator<TestApp>, received: Received)] = []
    /// Each value finished with, by its screen, and whether the finish applied.
    var finished:
      [(root: EntryID, navigator: Navigator<TestApp>, value: Int, task: NavigationTask<TestApp>)] =
        []
    var taken: [Int] = []
    var nextValue = 1
    var closedWhileDeciding = 0
    var nextWindow = 0

    init() throws {
      registry = WindowRegistry(router: try NavigatorInterleavingProperties.router())
    }

    func openWindow(ready: Bool) throws {
      let navigator = Navigator(
        state: .fresh, guards: [switchboard], readyForWaysIn: ready)
      try join(navigator, as: WindowID("w\(nextWindow)"))
    }

    func join(_ navigator: Navigator<TestApp>, as id: WindowID) throws {
      let key = ObjectIdentifier(navigator)
      if applied[key] == nil {
        applied[key] = []
        navigator.addEventObserver { [unowned self] outcome in
          if let transition = outcome.transition {
            applied[key, default: []].append(transition.cause)
          }
        }
      }
      nextWindow += 1
      try registry.register(navigator, as: id)
      open[id] = navigator
    }
  }

  @Test func whateverTheOrderEverythingSettlesAndNothingIsLost() async {
    let input = Gen.int(in: 0...Int.max).array(of: 1...40)
    let coverage = Coverage()
    await propertyCheck(count: Self.runs, input: input) { seeds in
      do {
        try await run(seeds, coverage)
      } catch {
        Issue.record("a step threw \(error)")
      }
    }
    // Each case is reached in a few runs of every hundred; the bars are a third of that, so
    // random inputs never fail them by chance.
    #expect(coverage.valuesDelivered > Self.runs / 60)
    #expect(coverage.valuesTaken > Self.runs / 600)
    #expect(coverage.waysInDropped > Self.runs / 30)
    #expect(coverage.waysInDenied > Self.runs / 60)
    #expect(coverage.windowsClosedWhileDeciding > Self.runs / 200)
  }

  private func run(_ seeds: [Int], _ coverage: Coverage) async throws {
    let run = try Run()
    try run.openWindow(ready: (seeds.first ?? 0).isMultiple(of: 2))
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      try await act(using: &rng, run)
    }
    try await drain(run)
    check(run)
    await finish(run)
    coverage.valuesTaken += run.taken.count
    coverage.valuesDelivered += run.awaiting.filter { $0.received.value != nil }.count
    for task in run.tasks {
      guard let outcome = task.settledOutcome else { continue }
      if case .failed(_, let error) = outcome, case .dropped? = error as? LinkError {
        coverage.waysInDropped += 1
      }
      if case .denied(let transition, _) = outcome, transition.cause == .deepLink {
        coverage.waysInDenied += 1
      }
    }
    coverage.windowsClosedWhileDeciding += run.closedWhileDeciding
  }

  /// One random step of the system, the app or the user.
  private func act(using rng: inout SplitMix64, _ run: Run) async throws {
    let windows = run.open.keys.sorted { $0.rawValue < $1.rawValue }
    let navigator = windows.randomElement(using: &rng).flatMap { run.open[$0] }
    switch Int.random(in: 0..<16, using: &rng) {
    case 0: try run.openWindow(ready: Bool.random(using: &rng))
    case 1:
      guard let id = windows.randomElement(using: &rng), let closing = run.open[id] else { return }
      if closing.line.deciding?.wayIn != nil { run.closedWhileDeciding += 1 }
      try run.registry.unregister(id)
      run.open[id] = nil
      run.closed.append((closing, run.applied[ObjectIdentifier(closing)]?.count ?? 0))
    case 2:
      // A closed window's navigator joins again, as a SwiftUI window session does.
      guard !run.closed.isEmpty else { return }
      let again = run.closed.remove(at: Int.random(in: 0..<run.closed.count, using: &rng))
      try run.join(again.navigator, as: WindowID("again\(run.nextWindow)"))
    case 3: navigator?.markReadyForWaysIn()
    case 4, 5:
      let wayIn = Self.waysIn.randomElement(using: &rng) ?? .link("t://d/1")
      let count = Bool.random(using: &rng) ? 1 : 20
      for index in 0..<count {
        let flood = Bool.random(using: &rng) ? wayIn : .link("t://d/\(index + 10)")
        run.tasks.append(run.registry.open(flood))
      }
    case 6:
      run.switchboard.mode = [.allow, .deny, .later].randomElement(using: &rng) ?? .allow
    case 7: run.switchboard.release()
    case 8: run.switchboard.isSignedIn.toggle()
    case 9:
      guard let navigator else { return }
      run.tasks.append(navigator.push(.list, options: EntryOptions(returnPoint: "list")))
    case 10:
      guard let navigator else { return }
      let change: UserChange<TestApp> =
        Bool.random(using: &rng)
        ? .pop(to: nil, in: .tab(navigator.currentState.selectedTab))
        : .selectTab(TestApp.Tab.allCases.randomElement(using: &rng) ?? .home)
      run.tasks.append(navigator.userDidChange(change, seenVersion: navigator.version))
    case 11:
      guard let navigator else { return }
      run.nextValue += 1
      let route = TestApp.Route.edit(run.nextValue)
      let received = Received()
      Task {
        received.value = await navigator.present(route, returning: Int.self)
        received.isDone = true
      }
      for _ in 0..<5 { await Task.yield() }
      if let root = navigator.currentState.presentations.last(where: { $0.root.route == route })?
        .root.id
      {
        run.awaiting.append((root, navigator, received))
      }
    case 12:
      guard let navigator, let presentation = navigator.currentState.presentations.last else {
        return
      }
      run.nextValue += 1
      let finish = navigator.finish(presentation.root.id, with: run.nextValue)
      run.finished.append((presentation.root.id, navigator, run.nextValue, finish))
      run.tasks.append(finish)
    case 13:
      guard let navigator else { return }
      run.nextValue += 1
      run.tasks.append(navigator.return(to: "list", with: run.nextValue))
    case 14:
      guard let navigator, let value = navigator.takeReturnValue(at: "list") else { return }
      run.taken.append(value)
    default:
      for _ in 0..<Int.random(in: 1...20, using: &rng) { await Task.yield() }
    }
  }

  /// Lets everything come to rest: the server allows, the user signs in,
  /// every window opens and is ready, every sheet goes; then one more way
  /// in arrives, which the user must end on.
  private func drain(_ run: Run) async throws {
    run.switchboard.mode = .allow
    run.switchboard.isSignedIn = true
    for _ in 0..<50 {
      run.switchboard.release()
      while let id = run.registry.requestedWindows.first {
        let navigator = Navigator(state: .fresh, guards: [run.switchboard])
        try run.join(navigator, as: id)
      }
      if run.open.isEmpty { try run.openWindow(ready: true) }
      for navigator in run.open.values {
        navigator.markReadyForWaysIn()
        if !navigator.currentState.presentations.isEmpty {
          run.tasks.append(navigator.dismissAll())
        }
      }
      for _ in 0..<20 { await Task.yield() }
      if run.tasks.allSatisfy({ $0.settledOutcome != nil }) { break }
    }
    let last = run.registry.open(.link("t://d/99"))
    run.tasks.append(last)
    for _ in 0..<200 where last.settledOutcome == nil {
      run.switchboard.release()
      await Task.yield()
    }
    #expect(last.settledOutcome?.isApplied == true, "\(String(describing: last.settledOutcome))")
    // Awaiters resume in a task of their own, after the commit that resumed them.
    for _ in 0..<200 where run.awaiting.contains(where: { !$0.received.isDone }) {
      await Task.yield()
    }
    let front = run.registry.windows.first.flatMap { run.open[$0] }
    #expect(front?.currentState.selectedTab == .search)
    #expect(front?.currentState.activeStack.last?.route == .detail(99))
  }

  /// Lets every task end, so that nothing outlives the run: the server allows, and every sheet
  /// goes, in closed windows too (their awaiters resume).
  private func finish(_ run: Run) async {
    run.switchboard.mode = .allow
    let navigators = Array(run.open.values) + run.closed.map(\.navigator)
    for _ in 0..<20 {
      run.switchboard.release()
      for navigator in navigators where !navigator.currentState.presentations.isEmpty {
        navigator.dismissAll()
      }
      await Task.yield()
    }
  }

  private func check(_ run: Run) {
    let unsettled = run.tasks.filter { $0.settledOutcome == nil }
    #expect(unsettled.isEmpty, "\(unsettled.count) of \(run.tasks.count) never settled")
    for (navigator, count) in run.closed {
      // What the app asked of the window before it closed may still land; no way in does.
      let after = run.applied[ObjectIdentifier(navigator)]?.dropFirst(count) ?? []
      #expect(!after.contains(.deepLink), "a way in was applied in a closed window")
    }
    var received = run.taken
    for (root, navigator, awaiter) in run.awaiting {
      // A window that closed with its sheet up keeps it: its awaiter waits with it.
      guard !run.closed.contains(where: { $0.navigator === navigator }) else { continue }
      #expect(awaiter.isDone, "an awaiter of a presentation that went never resumed")
      let finish = run.finished.first {
        $0.root == root && $0.navigator === navigator && $0.task.settledOutcome?.isApplied == true
      }
      // A value returned with its screen reaches the one awaiting it.
      if let finish { #expect(awaiter.value == finish.value, "a returned value was lost") }
      if let value = awaiter.value { received.append(value) }
    }
    #expect(Set(received).count == received.count, "a value was received twice: \(received)")
  }
}
