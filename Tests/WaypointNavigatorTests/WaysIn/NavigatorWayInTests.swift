import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Every kind of way in through one navigator, before the app is ready and
/// while it runs, and the launch order: the restored session first, then
/// the ways in that waited, in arrival order, a repeat taken once, the
/// queue bounded.
@MainActor @Suite struct NavigatorWayInTests {
  typealias LinkNavigator = Navigator<LinkApp>

  static func router(maximumWaiting: Int = 64) throws -> LinkRouter<LinkApp> {
    var router = LinkRouter<LinkApp>(
      schemes: ["pmi"], limits: LinkLimits(maximumWaiting: maximumWaiting))
    try router.register(
      "p/:id", waysIn: [.userActivity("org.pmi.pokemon"), .entity("Pokemon"), .quickAction("p")]
    ) { p in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    }
    try router.register("b/:id", waysIn: [.notification("ripe")]) { p in
      NavigationTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    return router
  }

  nonisolated static let kinds: [(WayIn, LinkApp.Tab, LinkApp.Route)] = [
    (.link("pmi://p/25"), .pokedex, .pokemon(id: 25)),
    (.userActivity(type: "org.pmi.pokemon", values: ["id": "25"]), .pokedex, .pokemon(id: 25)),
    (.entity(type: "Pokemon", id: "25"), .pokedex, .pokemon(id: 25)),
    (.quickAction(type: "p", values: ["id": "25"]), .pokedex, .pokemon(id: 25)),
    (.notification(category: "ripe", values: ["id": "16"]), .berries, .berry(id: 16)),
  ]

  @Test(arguments: kinds)
  func eachKindLandsWhileRunning(wayIn: WayIn, tab: LinkApp.Tab, route: LinkApp.Route) throws {
    let navigator = LinkNavigator(state: LinkFixtures.fresh)
    let outcome = navigator.open(wayIn, with: try Self.router()).settledOutcome
    #expect(outcome?.isApplied == true)
    #expect(outcome?.transition?.cause == .deepLink)
    #expect(navigator.state.selectedTab == tab)
    #expect(navigator.state.activeStack.map(\.route) == [route])
  }

  @Test(arguments: kinds)
  func eachKindWaitsForAColdStartAndLandsOnceReady(
    wayIn: WayIn, tab: LinkApp.Tab, route: LinkApp.Route
  ) throws {
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let task = navigator.open(wayIn, with: try Self.router())
    #expect(task.settledOutcome == nil)
    #expect(navigator.waitingWaysIn == [wayIn])
    #expect(navigator.version == 0)
    navigator.markReadyForWaysIn()
    #expect(task.settledOutcome?.isApplied == true)
    #expect(navigator.state.selectedTab == tab)
    #expect(navigator.state.activeStack.map(\.route) == [route])
  }

  /// The restored session first; then the ways in that waited, in arrival
  /// order; the user ends on the newest, with the restored stacks kept
  /// where no way in replaced them.
  @Test func theLaunchOrderIsRestorationThenTheWaysInInArrivalOrder() throws {
    let router = try Self.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    // The ways in arrive before the saved session is read, as at a cold start.
    let first = navigator.open(.quickAction(type: "p", values: ["id": "25"]), with: router)
    let second = navigator.open(.notification(category: "ripe", values: ["id": "16"]), with: router)
    var saved = LinkFixtures.fresh
    try saved.push(contentsOf: [.pokemon(id: 1), .pokemon(id: 2)], in: .tab(.pokedex))
    try saved.push(.newFile, in: .tab(.files))
    try saved.selectTab(.files)
    #expect(navigator.restore(saved).settledOutcome?.isApplied == true)
    #expect(navigator.state.selectedTab == .files)  // restored, the ways in still waiting
    navigator.markReadyForWaysIn()
    #expect(first.settledOutcome?.isApplied == true)
    #expect(second.settledOutcome?.isApplied == true)
    #expect(navigator.state.selectedTab == .berries)  // the newest
    #expect(navigator.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 16)])
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
    #expect(navigator.state.stack(at: .tab(.files))?.map(\.route) == [.newFile])  // kept
  }

  @Test func aRepeatWhileWaitingIsTakenOnceAndBothSettleAlike() throws {
    let router = try Self.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let wayIn = WayIn.quickAction(type: "p", values: ["id": "7"])
    let first = navigator.open(wayIn, with: router)
    let repeated = navigator.open(wayIn, with: router)
    #expect(navigator.waitingWaysIn == [wayIn])
    navigator.markReadyForWaysIn()
    #expect(navigator.version == 1)
    #expect(first.settledOutcome?.transition == repeated.settledOutcome?.transition)
    #expect(repeated.settledOutcome?.isApplied == true)
  }

  @Test func pastTheLimitTheOldestIsDroppedAndReported() async throws {
    let router = try Self.router(maximumWaiting: 2)
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let events = navigator.events()
    let tasks = (1...3).map { navigator.open(.link("pmi://p/\($0)"), with: router) }
    guard case .failed(.deepLink, let error)? = tasks[0].settledOutcome else {
      Issue.record("the oldest was not dropped: \(String(describing: tasks[0].settledOutcome))")
      return
    }
    #expect(error as? LinkError == .dropped(limit: 2))
    var iterator = events.makeAsyncIterator()
    guard case .failed(_, let reported)? = await iterator.next() else {
      Issue.record("the drop was not reported")
      return
    }
    #expect(reported as? LinkError == .dropped(limit: 2))
    #expect(navigator.waitingWaysIn == [.link("pmi://p/2"), .link("pmi://p/3")])
    navigator.markReadyForWaysIn()
    #expect(tasks[1].settledOutcome?.isApplied == true)
    #expect(navigator.state.activeStack.map(\.route) == [.pokemon(id: 3)])
  }

  @Test func aWayInTooLargeToBeTakenFailsAtOnceAndNeverWaits() throws {
    let router = try Self.router()
    let navigator = LinkNavigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    let huge = String(repeating: "9", count: 1_000_000)
    let outcomes = [
      navigator.open(.link("pmi://p/" + huge), with: router),
      navigator.open(.quickAction(type: "p", values: ["id": huge]), with: router),
    ].map(\.settledOutcome)
    for outcome in outcomes {
      guard case .failed(_, let error)? = outcome else {
        Issue.record("expected a failure, got \(String(describing: outcome))")
        continue
      }
      #expect(error is LinkError)
    }
    #expect(navigator.waitingWaysIn.isEmpty)
  }

  @Test func unsavedChangesAWayInWouldTakeAwayMakeTheNavigatorRefuseToBeOffered() async throws {
    let navigator = LinkNavigator(state: LinkFixtures.fresh, guards: [UnsavedChangesGuard()])
    #expect(navigator.acceptsWaysIn)
    _ = await navigator.push(.newFile, in: .tab(.pokedex)).outcome
    let editor = try #require(navigator.state.activeStack.last?.id)
    navigator.markUnsaved(editor, reason: "The draft is not saved.")
    #expect(!navigator.acceptsWaysIn)
    let toBerries = try ResolvedWayIn(.link("pmi://b/1"), with: Self.router())
    let toPokedex = try ResolvedWayIn(.link("pmi://p/1"), with: Self.router())
    #expect(navigator.admits(toBerries))  // the draft stays on its tab
    #expect(!navigator.admits(toPokedex))
    navigator.markSaved(editor)
    #expect(navigator.acceptsWaysIn)
  }
}
