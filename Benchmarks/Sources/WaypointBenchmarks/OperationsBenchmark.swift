import Foundation
import Waypoint

/// The state's operations, the planner and the navigator at depths of
/// 10, 100 and 1,000, with the growth per 10× printed beside each, so a cost
/// that grows faster than it should shows at a glance.
///
/// States have 10 tabs; "depth d" means every tab's stack holds d entries.
@MainActor
enum OperationsBenchmark {
  enum App: NavigationSchema {
    enum Tab: Int, Hashable, Codable, Sendable, CaseIterable {
      case t0, t1, t2, t3, t4, t5, t6, t7, t8, t9
    }

    /// Routes of four shapes, a quarter of them carrying a `String`, as an app's are: what a
    /// route costs to compare and copy depends on its payload.
    enum Route: Hashable, Codable, Sendable {
      case screen(Int)
      case pair(Int, Int)
      case search(String)
      case about
      case account(Int)

      /// The `n`th route of a path: the four shapes in turn.
      static func make(_ n: Int) -> Route {
        switch n % 4 {
        case 0: .screen(n)
        case 1: .pair(n, n + 1)
        case 2: .search("query \(n)")
        default: .about
        }
      }
    }
  }

  typealias State = NavigationState<App>

  /// The same app with return values, for `return(to:with:)`; a schema of its own, so the other
  /// rows measure exactly what they did before it came.
  enum Returning: NavigationSchema {
    typealias Tab = App.Tab
    typealias Route = App.Route
    typealias ReturnValue = Int
  }

  /// An app of as many tabs as it is given, for the tab bar's cost at 100 tabs.
  enum Wide: NavigationSchema {
    struct Tab: Hashable, Codable, Sendable {
      let index: Int
    }

    typealias Route = App.Route
  }

  /// Tabs of the wide tab bar; entries on each of its tabs.
  static let wideTabs = 100
  static let wideDepth = 10

  static let depths = [10, 100, 1_000]
  /// Operations per measured run of the single-entry cases.
  static let block = 10
  static let policy = NavigationPolicy(duplicatePush: .pushAnyway, limits: .init(maximumDepth: nil))

  /// How a figure should grow per 10× of depth if the code does what it should.
  enum Growth: String {
    case constant = "1× (O(1))"
    case linear = "10× (O(n))"
  }

  struct Row {
    let name: String
    let key: String
    let growth: Growth
  }

  static let rows: [Row] = [
    Row(name: "`push`", key: "push", growth: .constant),
    Row(name: "`pop`", key: "pop", growth: .constant),
    Row(name: "`pop(to:)` 10 entries back", key: "popTo", growth: .constant),
    Row(name: "`return(to:with:)` 10 entries back", key: "returnTo", growth: .constant),
    Row(name: "`arrangeTabs`, hiding or showing a tab", key: "arrangeTabs", growth: .constant),
    Row(name: "`push(contentsOf:)` of d routes", key: "pushContents", growth: .linear),
    Row(name: "`navigate(to:)` replacing a d-deep stack", key: "navigate", growth: .linear),
    Row(
      name: "`navigate(to:)` the same d-deep stack, last route changed", key: "navigateLast",
      growth: .constant),
    Row(name: "planner, equal states", key: "planEqual", growth: .constant),
    Row(name: "planner, disjoint states", key: "planDisjoint", growth: .linear),
    Row(name: "`restore`, disjoint states", key: "restoreDisjoint", growth: .linear),
    Row(name: "navigator `push`, no guards", key: "navigatorPush", growth: .constant),
    Row(name: "navigator `pop`, no guards", key: "navigatorPop", growth: .constant),
    Row(name: "navigator `push`, `SignInGuard` signed out", key: "guardedPush", growth: .constant),
    Row(name: "`push` + `pop`", key: "pushPop", growth: .constant),
    Row(name: "navigator `push` + `pop`, no guards", key: "navigatorPushPop", growth: .constant),
    Row(name: "`present` + `dismiss`", key: "presentDismiss", growth: .constant),
    Row(
      name: "navigator `present` + `dismiss`, no guards", key: "navigatorPresentDismiss",
      growth: .constant),
  ]

  /// A state of 10 tabs with `depth` entries each; `offset` makes routes differ.
  static func state(depth: Int, offset: Int = 0, start: State? = nil) throws -> State {
    var state = start ?? State(tabs: App.Tab.allCases)
    for tab in App.Tab.allCases {
      let routes = (0..<depth).map { App.Route.make(offset + $0) }
      _ = try state.push(contentsOf: routes, in: .tab(tab), policy: policy)
    }
    return state
  }

  /// A state of 10 tabs with `depth` entries each whose selected tab's top entry is the return
  /// point `"list"`.
  static func returningState(depth: Int) throws -> NavigationState<Returning> {
    var state = NavigationState<Returning>(tabs: App.Tab.allCases)
    for tab in App.Tab.allCases {
      let routes = (0..<depth - 1).map { App.Route.screen($0) }
      try state.push(contentsOf: routes, in: .tab(tab), policy: policy)
      let options = EntryOptions<String>(returnPoint: tab == .t0 ? "list" : nil)
      try state.push(.screen(depth), options: options, in: .tab(tab), policy: policy)
    }
    return state
  }

  /// `tabs` tabs with `depth` entries each.
  static func wideState(tabs: Int, depth: Int) throws -> NavigationState<Wide> {
    let tabs = (0..<tabs).map(Wide.Tab.init(index:))
    var state = NavigationState<Wide>(tabs: tabs)
    for tab in tabs {
      let routes = (0..<depth).map { App.Route.screen($0) }
      try state.push(contentsOf: routes, in: .tab(tab), policy: policy)
    }
    return state
  }

  /// Hides the last tab, or shows it again, in turns: a change of the tab bar alone.
  @MainActor
  final class Arranging<Schema: NavigationSchema> {
    var state: NavigationState<Schema>
    let tabs: [Schema.Tab]
    var hides = false

    init(_ state: NavigationState<Schema>) {
      self.state = state
      self.tabs = state.tabs
    }

    func prepare() { hides.toggle() }

    func work() throws {
      try state.arrangeTabs(tabs, hidden: hides ? [tabs[tabs.count - 1]] : [])
    }
  }

  /// The tab bar at 100 tabs, beside the table's rows of 10 tabs.
  static func wideContestants() throws -> [Contestant] {
    let arranging = Arranging(try wideState(tabs: wideTabs, depth: wideDepth))
    return [
      Contestant("arrangeWide", prepare: arranging.prepare) { try arranging.work() }
    ]
  }

  final class Box {
    var state: State
    init(_ state: State) { self.state = state }
  }

  static func contestants() throws -> [Contestant] {
    try depths.flatMap { try contestants(depth: $0) } + wideContestants()
  }

  private static func contestants(depth: Int) throws -> [Contestant] {
    let routes = (0..<block).map { App.Route.make(10_000 + $0) }
    let pushing = Box(try state(depth: depth))
    let popping = Box(try state(depth: depth))
    let poppingTo = Box(try state(depth: depth))
    let landing = poppingTo.state.activeStack[depth - 1].id
    var returner = try returningState(depth: depth)
    let arranging = Arranging(try state(depth: depth))
    let empty = Box(State(tabs: App.Tab.allCases))
    let path = (0..<depth).map { App.Route.make(20_000 + $0) }
    let navigating = Box(try state(depth: depth))
    var flip = false
    let targets = [
      NavigationTarget<App>(tab: .t0, routes: (0..<depth).map { App.Route.make($0) }),
      NavigationTarget<App>(tab: .t0, routes: path),
    ]
    // The whole path again, as a link gives it, with only the last route changed.
    let relanding = Box(try state(depth: depth))
    var flipLast = false
    let lastChanged = [
      NavigationTarget<App>(tab: .t0, routes: (0..<depth).map { App.Route.make($0) }),
      NavigationTarget<App>(
        tab: .t0, routes: (0..<depth - 1).map { App.Route.make($0) } + [.screen(30_000)]),
    ]
    let pairs = Box(try state(depth: depth))
    let full = try state(depth: depth)
    let same = full
    // Disjoint: other routes and other identities (allocated after `full`'s).
    var shifted = full
    shifted.removeEntries { _ in true }
    let other = try state(depth: depth, offset: 50_000, start: shifted)

    let navigator = Navigator(state: try state(depth: depth), policy: policy)
    let signedOut = SignInGuard<App>(
      isProtected: { if case .account = $0 { true } else { false } },
      isSignedIn: { false }, redirect: .present(.account(0)))
    let guarded = Navigator(state: try state(depth: depth), policy: policy, guards: [signedOut])
    let pairing = Navigator(state: try state(depth: depth), policy: policy)

    func name(_ key: String) -> String { "\(key)@\(depth)" }
    return [
      Contestant(name("push"), operations: block) {
        if pushing.state.activeStack.count > depth { try pushing.state.pop(count: block) }
      } work: {
        for route in routes { try pushing.state.push(route, policy: policy) }
      },
      Contestant(name("pop"), operations: block) {
        try popping.state.push(contentsOf: routes, policy: policy)
      } work: {
        for _ in 0..<block { try popping.state.pop() }
      },
      Contestant(name("popTo")) {
        try poppingTo.state.push(contentsOf: routes, policy: policy)
      } work: {
        try poppingTo.state.pop(to: landing)
      },
      Contestant(name("returnTo")) {
        try returner.push(contentsOf: routes, policy: policy)
      } work: {
        try returner.return(to: "list", with: 1, policy: policy)
      },
      Contestant(name("arrangeTabs"), prepare: arranging.prepare) { try arranging.work() },
      Contestant(name("pushContents")) {
        try empty.state.popToRoot()
      } work: {
        try empty.state.push(contentsOf: path, policy: policy)
      },
      Contestant(name("navigate")) {
        flip.toggle()
      } work: {
        try navigating.state.navigate(to: targets[flip ? 1 : 0], policy: policy)
      },
      Contestant(name("navigateLast")) {
        flipLast.toggle()
      } work: {
        try relanding.state.navigate(to: lastChanged[flipLast ? 1 : 0], policy: policy)
      },
      Contestant(name("planEqual")) {
        _ = try full.transition(to: same)
      },
      Contestant(name("planDisjoint")) {
        _ = try full.transition(to: other)
      },
      Contestant(name("restoreDisjoint")) {
        var copy = full
        try copy.restore(other, policy: policy)
      },
      Contestant(name("navigatorPush"), operations: block) {
        if navigator.currentDepth > depth { navigator.pop(count: block) }
      } work: {
        for route in routes { navigator.push(route) }
      },
      Contestant(name("navigatorPop"), operations: block) {
        navigator.push(contentsOf: routes)
      } work: {
        for _ in 0..<block { navigator.pop() }
      },
      Contestant(name("guardedPush"), operations: block) {
        if guarded.currentDepth > depth { guarded.pop(count: block) }
      } work: {
        for route in routes { guarded.push(route) }
      },
      Contestant(name("pushPop"), operations: block) {
        for route in routes {
          try pairs.state.push(route, policy: policy)
          try pairs.state.pop()
        }
      },
      Contestant(name("navigatorPushPop"), operations: block) {
        for route in routes {
          pairing.push(route)
          pairing.pop()
        }
      },
      Contestant(name("presentDismiss"), operations: block) {
        for route in routes {
          try pairs.state.present(route, policy: policy)
          try pairs.state.dismiss()
        }
      },
      Contestant(name("navigatorPresentDismiss"), operations: block) {
        for route in routes {
          pairing.present(route)
          pairing.dismiss()
        }
      },
    ]
  }

  static func table(_ figures: Figures) -> String {
    var lines = [
      "| operation (10 tabs × d entries) | d = 10 | d = 100 | d = 1,000 | growth per 10× | expected |",
      "| --- | ---: | ---: | ---: | --- | --- |",
    ]
    for row in rows {
      let values = depths.map { figures["\(row.key)@\($0)"] }
      let growth = zip(values, values.dropFirst()).map { ratio($1, $0, digits: 1) }
      lines.append(
        "| \(row.name) | \(values.map(figures.show(value:)).joined(separator: " | ")) | \(growth.joined(separator: ", ")) | \(row.growth.rawValue) |"
      )
    }
    lines.append("")
    lines.append(
      "`arrangeTabs`, hiding or showing a tab, at \(wideTabs) tabs × \(wideDepth) entries: \(figures.show("arrangeWide"))"
    )
    lines.append("")
    lines.append("Navigator over the raw state operation (no guards):")
    let pairs = [
      ("navigatorPush", "push", "`push`"), ("navigatorPop", "pop", "`pop`"),
      ("navigatorPushPop", "pushPop", "`push` + `pop`"),
      ("navigatorPresentDismiss", "presentDismiss", "`present` + `dismiss`"),
    ]
    for (key, raw, label) in pairs {
      let ratios = depths.map { ratio(figures["\(key)@\($0)"], figures["\(raw)@\($0)"]) }
      lines.append("- \(label): \(ratios.joined(separator: ", ")) at d = 10, 100, 1,000")
    }
    return lines.joined(separator: "\n")
  }

  static func run(_ mode: Mode) async throws -> String? {
    let contestants = try contestants()
    switch mode {
    case .count:
      // WAYPOINT_BENCHMARK_ONLY=navigatorPush,push counts only those rows,
      // for a quicker look while working on one of them.
      let only = ProcessInfo.processInfo.environment["WAYPOINT_BENCHMARK_ONLY"].map {
        Set($0.split(separator: ",").map(String.init))
      }
      try await Harness.count(
        contestants.filter { only?.contains(String($0.name.prefix { $0 != "@" })) ?? true })
      return nil
    case .time:
      let figures = try await Harness.time(contestants)
      return header(figures) + table(figures)
    case .report(let figures):
      return header(figures) + table(figures)
    }
  }

  static func header(_ figures: Figures) -> String {
    "Operations, \(figures.label) per operation (median of interleaved rounds; single-entry operations in runs of \(block)), release build.\n\n"
  }
}

extension Navigator {
  /// The depth of the active stack, read without observation tracking mattering.
  fileprivate var currentDepth: Int { state.activeStack.count }
}
