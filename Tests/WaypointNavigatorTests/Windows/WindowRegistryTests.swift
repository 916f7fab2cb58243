import Foundation
import Synchronization
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// The registry's promises, one by one: each rule, links for new windows and
/// for the first window, windows closing with links waiting, and every
/// refusal as a typed error.
@MainActor @Suite struct WindowRegistryTests {
  typealias Registry = WindowRegistry<LinkApp>

  /// An app's windows: a registry and, per window, its navigator and what it
  /// asked the system to show.
  @MainActor final class App {
    let registry: Registry
    var navigators: [WindowID: Navigator<LinkApp>] = [:]
    /// Every window the registry asked to open or bring forward, in order.
    var shown: [WindowID] = []

    init(rule: WindowRule<LinkApp> = .frontmost, router: LinkRouter<LinkApp>? = nil) throws {
      let links: LinkRouter<LinkApp>
      if let router { links = router } else { links = try LinkFixtures.router() }
      registry = Registry(router: links, rule: rule)
    }

    /// Opens a window: a navigator registered under `name`.
    @discardableResult
    func openWindow(_ name: String, opensWindows: Bool = true) throws -> Navigator<LinkApp> {
      try openWindow(WindowID(name), opensWindows: opensWindows)
    }

    @discardableResult
    func openWindow(_ id: WindowID, opensWindows: Bool = true) throws -> Navigator<LinkApp> {
      let navigator = Navigator(state: LinkFixtures.fresh)
      navigators[id] = navigator
      var show: (@MainActor (WindowID) -> Void)?
      if opensWindows { show = { [weak self] id in self?.shown.append(id) } }
      try registry.register(navigator, as: id, showWindow: show)
      return navigator
    }

    func routes(_ name: String, _ tab: LinkApp.Tab = .pokedex) -> [LinkApp.Route] {
      navigators[WindowID(name)]?.state.stack(at: .tab(tab))?.map(\.route) ?? []
    }
  }

  // MARK: The rules

  @Test func theFrontmostTakesTheLinkAndTheFirstWindowIsFrontmostUntilAnotherIsActive()
    async throws
  {
    let app = try App()
    try app.openWindow("a")
    try app.openWindow("b")
    #expect(app.registry.windows == [WindowID("a"), WindowID("b")])
    #expect(await app.registry.open("pmi://pokedex/1").outcome.isApplied)
    #expect(app.routes("a") == [.pokemon(id: 1)])
    try app.registry.windowDidBecomeActive(WindowID("b"))
    #expect(await app.registry.open("pmi://pokedex/2").outcome.isApplied)
    #expect(app.routes("b") == [.pokemon(id: 2)])
    #expect(app.routes("a") == [.pokemon(id: 1)])
    #expect(app.shown == [], "the frontmost is already in front")
  }

  @Test func showingPicksTheWindowThatHoldsTheTargetAndBringsItForward() async throws {
    let app = try App(rule: .showing)
    let a = try app.openWindow("a")
    try app.openWindow("b")
    _ = await a.push(contentsOf: [.pokemon(id: 25), .evolution(from: 25, to: 26)]).outcome
    try app.registry.windowDidBecomeActive(WindowID("b"))
    let outcome = await app.registry.open("pmi://pokedex/25").outcome
    #expect(outcome.isApplied)
    #expect(app.routes("a") == [.pokemon(id: 25)], "landing there only pops what is above")
    #expect(app.routes("b") == [])
    #expect(app.registry.windows == [WindowID("a"), WindowID("b")])
    #expect(app.shown == [WindowID("a")])
  }

  @Test func showingFallsBackToTheFrontmost() async throws {
    let app = try App(rule: .showing)
    let a = try app.openWindow("a")
    try app.openWindow("b")
    _ = await a.push(.pokemon(id: 25)).outcome
    try app.registry.windowDidBecomeActive(WindowID("b"))
    #expect(await app.registry.open("pmi://pokedex/7").outcome.isApplied)
    #expect(app.routes("b") == [.pokemon(id: 7)])
    #expect(app.routes("a") == [.pokemon(id: 25)])
  }

  @Test func showingLooksAtPresentationsToo() async throws {
    let app = try App(rule: .showing)
    try app.openWindow("a")
    let b = try app.openWindow("b")
    _ = await b.present(.export).outcome
    #expect(await app.registry.open("pmi://export").outcome.isApplied)
    #expect(app.registry.windows.first == WindowID("b"))
    #expect(app.navigators[WindowID("a")]?.state.presentations == [])
  }

  @Test func newWindowUsesAFreshWindowFirstThenAsksForOne() async throws {
    let app = try App(rule: .newWindow)
    try app.openWindow("a")
    #expect(await app.registry.open("pmi://pokedex/1").outcome.isApplied)
    #expect(app.routes("a") == [.pokemon(id: 1)])
    let second = app.registry.open("pmi://pokedex/2")
    #expect(second.settledOutcome == nil)
    let requested = try #require(app.registry.requestedWindows.first)
    #expect(app.shown == [requested])
    #expect(app.registry.requestedWindows == [requested])
    try app.openWindow(requested)
    #expect(await second.outcome.isApplied)
    #expect(app.navigators[requested]?.state.activeStack.map(\.route) == [.pokemon(id: 2)])
    #expect(app.routes("a") == [.pokemon(id: 1)])
    #expect(app.registry.requestedWindows == [])
    #expect(app.registry.windows.first == requested)
  }

  @Test func aWindowThatNavigatedIsNotFresh() async throws {
    let app = try App(rule: .newWindow)
    let a = try app.openWindow("a")
    _ = await a.push(.berry(id: 1)).outcome
    let link = app.registry.open("pmi://pokedex/1")
    #expect(link.settledOutcome == nil)
    #expect(app.registry.requestedWindows.count == 1)
  }

  @Test func newWindowWhereNoWindowCanOpenLandsInTheFrontmost() async throws {
    let app = try App(rule: .newWindow)
    try app.openWindow("a", opensWindows: false)
    _ = await app.registry.open("pmi://pokedex/1").outcome
    #expect(await app.registry.open("pmi://pokedex/2").outcome.isApplied)
    #expect(app.routes("a") == [.pokemon(id: 2)])
    #expect(app.registry.requestedWindows == [])
  }

  @Test func aCustomRuleSeesTheTargetAndTheWindowsFrontmostFirst() async throws {
    let seen = Mutex<[[WindowID]]>([])
    let app = try App(
      rule: .custom { target, windows in
        seen.withLock { $0.append(windows.map(\.id)) }
        return target.tab == .berries ? .window(WindowID("b")) : .window(windows[0].id)
      })
    try app.openWindow("a")
    try app.openWindow("b")
    _ = await app.registry.open("pmi://berries/3").outcome
    _ = await app.registry.open("pmi://pokedex/3").outcome
    #expect(app.routes("b", .berries) == [.berry(id: 3)])
    #expect(app.routes("b") == [.pokemon(id: 3)], "b came to the front with the first link")
    #expect(
      seen.withLock { $0 } == [[WindowID("a"), WindowID("b")], [WindowID("b"), WindowID("a")]])
  }

  // MARK: Refusals

  @Test func aRefusedLinkFailsWithTheReasonAndIsReportedOnTheFrontmost() async throws {
    let app = try App(rule: .custom { _, _ in .fail(reason: "Read-only mode.") })
    let a = try app.openWindow("a")
    let events = a.events()
    let outcome = await app.registry.open("pmi://pokedex/1").outcome
    guard case .failed(.deepLink, let error as WindowError) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(error == .noWindow(reason: "Read-only mode."))
    var iterator = events.makeAsyncIterator()
    guard case .failed(_, let reported as WindowError)? = await iterator.next() else {
      Issue.record("the refusal was not reported")
      return
    }
    #expect(reported == error)
    #expect(a.state == LinkFixtures.fresh)
  }

  @Test func aRuleNamingNoOpenWindowFailsTyped() async throws {
    let app = try App(rule: .custom { _, _ in .window(WindowID("gone")) })
    try app.openWindow("a")
    let outcome = await app.registry.open("pmi://pokedex/1").outcome
    #expect(outcome.error as? WindowError == .unknownWindow(WindowID("gone")))
  }

  @Test func aBadLinkFailsAtOnceWithItsLinkErrorEvenWithNoWindow() async throws {
    let app = try App()
    let outcome = app.registry.open("pmi://nowhere").settledOutcome
    guard case .noMatchingPattern(let miss)? = outcome?.error as? LinkError else {
      Issue.record("expected a link error, got \(String(describing: outcome))")
      return
    }
    #expect(miss.path == "/nowhere")
    try app.openWindow("a")
    #expect(app.navigators[WindowID("a")]?.state == LinkFixtures.fresh)
  }

  @Test func unknownAndDuplicateWindowsAreTypedErrors() throws {
    let app = try App()
    let a = try app.openWindow("a")
    #expect(throws: WindowError.duplicateWindow(WindowID("a"))) {
      try app.registry.register(Navigator(state: LinkFixtures.fresh), as: WindowID("a"))
    }
    #expect(throws: WindowError.navigatorAlreadyRegistered(as: WindowID("a"))) {
      try app.registry.register(a, as: WindowID("b"))
    }
    #expect(throws: WindowError.unknownWindow(WindowID("b"))) {
      try app.registry.unregister(WindowID("b"))
    }
    #expect(throws: WindowError.unknownWindow(WindowID("b"))) {
      try app.registry.windowDidBecomeActive(WindowID("b"))
    }
    #expect(app.registry.windows == [WindowID("a")])
  }

  // MARK: Waiting links

  @Test func withNoWindowOpenLinksWaitForTheFirstAndOpenThereInOrder() async throws {
    let app = try App(rule: .newWindow)
    let links = (["pmi://pokedex/1", "pmi://berries/2"] as [WayIn]).map { app.registry.open($0) }
    #expect(links.allSatisfy { $0.settledOutcome == nil })
    try app.openWindow("a")
    for link in links { #expect(await link.outcome.isApplied) }
    #expect(app.routes("a") == [.pokemon(id: 1)])
    #expect(app.routes("a", .berries) == [.berry(id: 2)])
    #expect(app.shown == [], "the first window takes them all, whatever the rule")
  }

  @Test func aWindowThatClosesHandsItsWaitingWayInsToAnother() async throws {
    var router = try LinkFixtures.router()
    try router.register("later/:id", policy: .deferUntilDismissed) { p in
      NavigationTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    let app = try App(router: router)
    let a = try app.openWindow("a")
    try app.openWindow("b")
    _ = await a.present(.export).outcome
    let link = app.registry.open("pmi://later/4")
    #expect(a.waitingWaysIn == [.link("pmi://later/4")])
    try app.registry.unregister(WindowID("a"))
    #expect(await link.outcome.isApplied)
    #expect(app.routes("b", .berries) == [.berry(id: 4)])
    #expect(a.waitingWaysIn == [])
  }

  @Test func theLastWindowClosingKeepsItsLinksForTheNextWindow() async throws {
    let app = try App()
    let a = Navigator(state: LinkFixtures.fresh, readyForWaysIn: false)
    try app.registry.register(a, as: WindowID("a"))
    let link = app.registry.open("pmi://pokedex/9")
    let direct = a.open("pmi://berries/9", with: try LinkFixtures.router())
    try app.registry.unregister(WindowID("a"))
    #expect(app.registry.windows == [])
    let b = try app.openWindow("b")
    #expect(await link.outcome.isApplied)
    #expect(await direct.outcome.isApplied)
    #expect(b.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 9)])
    #expect(b.state.stack(at: .tab(.berries))?.map(\.route) == [.berry(id: 9)])
  }

  @Test func aLinkIsResolvedOnce() async throws {
    let builds = Mutex(0)
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("pokedex/:id") { p in
      builds.withLock { $0 += 1 }
      return NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    }
    let app = try App(rule: .newWindow, router: router)
    try app.openWindow("a")
    _ = await app.registry.open("pmi://pokedex/1").outcome
    let waiting = app.registry.open("pmi://pokedex/2")
    try app.openWindow(try #require(app.registry.requestedWindows.first))
    _ = await waiting.outcome
    #expect(builds.withLock { $0 } == 2)
  }

  // MARK: Identities and messages

  @Test func windowIDsAreFreshAndCodeAsTheirText() throws {
    #expect(WindowID() != WindowID())
    #expect(WindowID().rawValue.count == 32)
    let id = WindowID("main")
    let data = try JSONEncoder().encode(id)
    #expect(String(decoding: data, as: UTF8.self) == #""main""#)
    #expect(try JSONDecoder().decode(WindowID.self, from: data) == id)
    #expect(WindowID("a\u{1B}b").description == #"window 'a\u{1B}b'"#)
  }

  @Test func errorsSayWhatAndWhere() {
    let main = WindowID("main")
    #expect(WindowError.unknownWindow(main).description == "No open window is window 'main'.")
    #expect(WindowError.duplicateWindow(main).description == "Window 'main' is already registered.")
    #expect(
      WindowError.navigatorAlreadyRegistered(as: main).description
        == "The navigator is already registered for window 'main'; each window needs its own navigator."
    )
    #expect(WindowError.noWindow(reason: "No.").description == "No window takes the link: No.")
    #expect(WindowError.noWindow(reason: "No.").recoverySuggestion == nil)
    #expect(WindowError.unknownWindow(main).recoverySuggestion != nil)
  }
}
