import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks
@testable import WaypointNavigator

/// Random sequences of windows opening (each restoring a saved session, ready
/// for ways in or not), becoming ready, closing and coming forward,
/// navigations in them and ways in of every kind arriving, repeats
/// included, under each rule, against ``WindowModel``: a way in always
/// lands in one window, after the window's restoration, in arrival order.
///
/// After every step the registry has handed each way in to the windows the
/// model says, in the same order, brought forward and asked for the same
/// windows, and each window holds the state the model expects: its restored
/// session with the ways in it took landed on it in order. At the end, once
/// the windows asked for have opened, every window is ready and every sheet
/// is down, every way in has settled: applied in the one window it was last
/// handed to, or failed with a typed error (a bad way in, a refusal, a window
/// that is gone), as the model says; a repeat that joined an equal way in
/// settles as that one did.
@MainActor @Suite struct WindowRegistryProperties {
  static let runs = 1_000

  static let waysIn: [WayIn] = [
    .link("pmi://p/1"), .link("pmi://p/2"), .link("pmi://p/3"), .link("pmi://b/1"),
    .link("pmi://b/2"), .link("pmi://later/1"), .link("pmi://later/2"), .link("pmi://later/1"),
    .link("pmi://nowhere"), .quickAction(type: "pokemon", values: ["id": "2"]),
    .userActivity(type: "org.pmi.berry", values: ["id": "1"]), .entity(type: "Pokemon", id: "3"),
    .notification(category: "unknown"), .quickAction(type: "pokemon", values: ["id": "x"]),
  ]

  static func router() throws -> LinkRouter<LinkApp> {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("p/:id", waysIn: [.quickAction("pokemon"), .entity("Pokemon")]) { p in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    }
    try router.register("b/:id", waysIn: [.userActivity("org.pmi.berry")]) { p in
      NavigationTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    try router.register("later/:id", policy: .deferUntilDismissed) { p in
      NavigationTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    return router
  }

  /// The registry under test, its windows' navigators, and what it did.
  @MainActor final class Run {
    let registry: WindowRegistry<LinkApp>
    let router: LinkRouter<LinkApp>
    let opensWindows: Bool
    var navigators: [WindowID: Navigator<LinkApp>] = [:]
    var shown: [WindowID] = []
    /// Each hand-over, as the registry made it: the window and the link's navigation.
    var handovers: [(window: WindowID, task: ObjectIdentifier)] = []
    var tasks: [Int: NavigationTask<LinkApp>] = [:]
    var nextWindow = 0
    /// How many times a window that was not ready held ways in.
    var heldUntilReady = 0

    init(rule: WindowRule<LinkApp>, opensWindows: Bool) throws {
      router = try WindowRegistryProperties.router()
      registry = WindowRegistry(router: router, rule: rule)
      self.opensWindows = opensWindows
      registry.addDeliveryObserver { [weak self] id, task in
        self?.handovers.append((id, ObjectIdentifier(task)))
      }
    }

    /// Opens a window as the glue does: its navigator restores the saved
    /// session first, then the window joins the registry.
    func register(
      _ id: WindowID, restoring saved: NavigationState<LinkApp>? = nil, isReady: Bool = true
    ) throws {
      let navigator = Navigator(state: LinkFixtures.fresh, readyForWaysIn: isReady)
      if let saved {
        navigator.restore(saved)
        let restored = navigator.currentState.tabStacks.map { $0.stack.map(\.route) }
        #expect(restored == saved.tabStacks.map { $0.stack.map(\.route) })
      }
      navigators[id] = navigator
      var show: (@MainActor (WindowID) -> Void)?
      if opensWindows { show = { [weak self] in self?.shown.append($0) } }
      try registry.register(navigator, as: id, showWindow: show)
    }

    /// The hand-overs as the model writes them: link numbers for navigations.
    var deliveries: [WindowModel.Delivery] {
      let numbers = Dictionary(uniqueKeysWithValues: tasks.map { (ObjectIdentifier($1), $0) })
      return handovers.compactMap { handover in
        numbers[handover.task].map { WindowModel.Delivery(link: $0, window: handover.window) }
      }
    }
  }

  /// How often the runs went down each path, so the property proves something.
  struct Coverage {
    var runs = 0
    var linksHandedBack = 0
    var windowsAskedFor = 0
    var linksForTheFirstWindow = 0
    var linksFailed = 0
    var repeatsJoined = 0
    var heldUntilReady = 0
  }

  /// A case the property found: a window that was not ready closes holding
  /// two ways in; the first asks for a new window (shown at once), the
  /// second lands in an open window, which comes forward after it.
  @Test func aWindowAskedForIsShownInTheOrderTheWaysInAsked() throws {
    var coverage = Coverage()
    let seeds = [
      440_569_929_653_246_442, 220_042_173_061, 244_771_907_293_127, 96_132_876_441,
      11_485_284_921, 1_869_162_017_165_021_840,
    ]
    try run(seeds, rule: .custom, opensWindows: true, &coverage)
  }

  @Test func aWayInAlwaysLandsInOneWindowAfterItsRestoration() async {
    var coverage = Coverage()
    let input = Gen.int(in: 0...Int.max).array(of: 1...40)
    await propertyCheck(count: Self.runs, input: Gen.int(in: 0...7), input) { setup, seeds in
      let rule = WindowModel.Rule.allCases[setup % 4]
      do {
        try run(seeds, rule: rule, opensWindows: setup < 6, &coverage)
      } catch {
        Issue.record("a step threw \(error)")
      }
    }
    #expect(coverage.runs >= Self.runs)
    #expect(coverage.linksHandedBack > Self.runs / 100, "\(coverage)")
    // One window is asked for at a time, so fewer than one a run.
    #expect(coverage.windowsAskedFor > Self.runs / 8, "\(coverage)")
    #expect(coverage.linksForTheFirstWindow > Self.runs / 2, "\(coverage)")
    #expect(coverage.linksFailed > Self.runs / 2, "\(coverage)")
    #expect(coverage.repeatsJoined > Self.runs / 10, "\(coverage)")
    #expect(coverage.heldUntilReady > Self.runs / 10, "\(coverage)")
  }

  private func run(
    _ seeds: [Int], rule: WindowModel.Rule, opensWindows: Bool, _ coverage: inout Coverage
  ) throws {
    var model = WindowModel(rule: rule, opensWindows: opensWindows)
    let run = try Run(rule: model.windowRule, opensWindows: opensWindows)
    for (step, seed) in seeds.enumerated() {
      var rng = SplitMix64(seed: seed)
      model.sync(run.navigators)
      let known = run.registry.requestedWindows
      try act(step, using: &rng, run, &model)
      let asked = run.registry.requestedWindows.filter { !known.contains($0) }
      model.bind(requested: asked)
      expectAgreement(run, model, "step \(step)")
      coverage.windowsAskedFor += asked.count
    }
    try drain(run, &model)
    expectAgreement(run, model, "at the end")
    coverage.runs += 1
    coverage.linksFailed += model.failed.count
    coverage.repeatsJoined += model.joined.count
    coverage.heldUntilReady += run.heldUntilReady
    coverage.linksForTheFirstWindow += model.waitedForTheFirstWindow
    let handovers = Dictionary(grouping: model.deliveries, by: \.link)
    coverage.linksHandedBack += handovers.values.filter { $0.count > 1 }.count
    for (number, task) in run.tasks.sorted(by: { $0.key < $1.key }) {
      let outcome = task.settledOutcome
      #expect(outcome != nil, "way in \(number) never settled")
      let original = model.joined[number] ?? number
      #expect(
        outcome?.isApplied == !model.failed.contains(original),
        "way in \(number): \(String(describing: outcome))")
      if case .failed(_, let error)? = outcome {
        #expect(error is LinkError || error is WindowError, "untyped: \(error)")
      }
      if original != number {
        // The same outcome: the one navigation both settled with.
        let first = run.tasks[original]?.settledOutcome
        #expect(
          String(describing: outcome) == String(describing: first), "way in \(number) joined")
      }
    }
  }

  /// One random step of the app or the user.
  private func act(
    _ step: Int, using rng: inout SplitMix64, _ run: Run, _ model: inout WindowModel
  ) throws {
    let open = run.registry.windows
    switch Int.random(in: 0..<16, using: &rng) {
    case 0, 1:
      let id = WindowID("w\(run.nextWindow)")
      run.nextWindow += 1
      try openWindow(id, run, &model, using: &rng)
    case 2:
      guard let id = run.registry.requestedWindows.randomElement(using: &rng) else { return }
      try openWindow(id, run, &model, using: &rng)
    case 14, 15:
      guard let id = open.randomElement(using: &rng), let navigator = run.navigators[id] else {
        return
      }
      if !navigator.isReadyForWaysIn, !navigator.waitingWaysIn.isEmpty { run.heldUntilReady += 1 }
      navigator.markReadyForWaysIn()
      model.markReady(id)
    case 3:
      // Half the time a window holding links closes: the path that hands them back.
      let holding = open.filter { run.navigators[$0]?.waitingWaysIn.isEmpty == false }
      let candidates = Bool.random(using: &rng) && !holding.isEmpty ? holding : open
      guard let id = candidates.randomElement(using: &rng) else { return }
      try run.registry.unregister(id)
      model.unregister(id)
    case 4:
      guard let id = open.randomElement(using: &rng) else { return }
      try run.registry.windowDidBecomeActive(id)
      model.activate(id)
    case 5, 6:
      // Half the time in the frontmost window, where the next link is likely to land.
      let id = Bool.random(using: &rng) ? open.first : open.randomElement(using: &rng)
      guard let id, let navigator = run.navigators[id] else { return }
      navigate(navigator, using: &rng)
      model.sync(run.navigators)  // the app's own navigation, which the model does not plan
    case 7:
      expectRefusals(run, using: &rng)
    default:
      let wayIn = Self.waysIn.randomElement(using: &rng) ?? Self.waysIn[0]
      let resolved = try? ResolvedWayIn(wayIn, with: run.router)
      let task = run.registry.open(wayIn)
      run.tasks[step] = task
      model.open(
        step,
        resolved.map {
          WindowModel.Link(
            wayIn: wayIn, target: $0.target, isDeferred: $0.policy == .deferUntilDismissed)
        })
    }
  }

  /// Opens a window that restores a saved session (half the time a Pokémon
  /// and a berry, else nothing) and, half the time, is not ready for ways in yet.
  private func openWindow(
    _ id: WindowID, _ run: Run, _ model: inout WindowModel, using rng: inout SplitMix64
  ) throws {
    var saved = LinkFixtures.fresh
    if Bool.random(using: &rng) {
      try saved.push(.pokemon(id: Int.random(in: 1...3, using: &rng)), in: .tab(.pokedex))
      try saved.push(.berry(id: 2), in: .tab(.berries))
    }
    let isReady = Bool.random(using: &rng)
    try run.register(id, restoring: saved, isReady: isReady)
    model.register(id, state: saved, isReady: isReady)
  }

  /// A navigation of the app's own in one window.
  private func navigate(_ navigator: Navigator<LinkApp>, using rng: inout SplitMix64) {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: navigator.push(.pokemon(id: Int.random(in: 1...3, using: &rng)), in: .tab(.pokedex))
    case 1: navigator.push(.berry(id: Int.random(in: 1...2, using: &rng)), in: .tab(.berries))
    case 2, 3: navigator.present(.export)
    case 4: navigator.dismissAll()
    default: navigator.selectTab(Bool.random(using: &rng) ? .pokedex : .berries)
    }
  }

  /// A window registered twice, or unknown, is refused and changes nothing.
  private func expectRefusals(_ run: Run, using rng: inout SplitMix64) {
    let before = (run.registry.windows, run.registry.requestedWindows)
    if let id = run.registry.windows.randomElement(using: &rng) {
      #expect(throws: WindowError.duplicateWindow(id)) {
        try run.registry.register(Navigator(state: LinkFixtures.fresh), as: id)
      }
    }
    let unknown = WindowID("never")
    #expect(throws: WindowError.unknownWindow(unknown)) { try run.registry.unregister(unknown) }
    #expect(run.registry.windows == before.0 && run.registry.requestedWindows == before.1)
  }

  /// Opens every window asked for (or one, if links wait for a first
  /// window), then takes every sheet down, so every link can settle.
  private func drain(_ run: Run, _ model: inout WindowModel) throws {
    model.sync(run.navigators)
    while let id = run.registry.requestedWindows.first {
      let known = run.registry.requestedWindows
      try run.register(id)
      model.register(id, state: LinkFixtures.fresh)
      model.bind(requested: run.registry.requestedWindows.filter { !known.contains($0) })
    }
    if run.registry.windows.isEmpty {
      try run.register(WindowID("last"))
      model.register(WindowID("last"), state: LinkFixtures.fresh)
    }
    for id in run.registry.windows {
      run.navigators[id]?.markReadyForWaysIn()
      model.markReady(id)
    }
    model.sync(run.navigators)
    for id in run.registry.windows { run.navigators[id]?.dismissAll() }
    model.sync(run.navigators)
  }

  private func expectAgreement(_ run: Run, _ model: WindowModel, _ when: String) {
    #expect(run.deliveries == model.deliveries, "\(when): hand-overs differ")
    #expect(run.shown == model.shown, "\(when): windows shown differ")
    #expect(run.registry.windows == model.order, "\(when): window order differs")
    for id in model.order {
      #expect(
        run.navigators[id]?.currentState == model.states[id], "\(when): \(id) differs")
    }
  }
}
