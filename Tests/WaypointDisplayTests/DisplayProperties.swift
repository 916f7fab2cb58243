import PropertyBased
import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// Random app operations interleaved with random user writes, fresh and stale.
///
/// The display never shows an entry twice on a stack, and once every report
/// has settled and every update has run, it shows exactly the model; every
/// update obeys its profile's rules. Each profile gets its share of the runs.
@MainActor @Suite struct DisplayProperties {
  static let runs = 2_000 / DisplayProfile.all.count

  @Test(arguments: DisplayProfile.all)
  func theDisplayAlwaysConvergesOnTheModel(profile: DisplayProfile) async {
    var writes = 0
    await propertyCheck(count: Self.runs, input: Gen.int(in: 0...Int.max).array(of: 1...30)) {
      seeds in
      writes += await run(seeds, profile: profile)
    }
    #expect(writes > Self.runs * 5)  // the writes are exercised in earnest
  }

  /// Plays one random session; returns how many user writes it made.
  private func run(_ seeds: [Int], profile: DisplayProfile) async -> Int {
    let harness = DisplayHarness(NavigationState(tabs: RandomOperation.tabs), profile: profile)
    var reports: [NavigationTask<TestApp>] = []
    var stale: [StackLocation<TestApp>: [PathItem<TestApp>]] = [:]
    var writes = 0
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...3:
        let operation = RandomOperation(seed: seed)
        _ = await harness.navigator.perform { _ = try operation.run(on: &$0) }.outcome
      case 4...7:
        if let report = write(using: &rng, on: harness, stale: &stale) { reports.append(report) }
        writes += 1
      default:
        let before = Shown(harness.display)
        _ = harness.scheduler.runNext()
        expectObeysTheRules(from: before, to: Shown(harness.display), profile)
      }
      expectNoDuplicates(harness)
    }
    for report in reports { _ = await report.outcome }
    harness.drain()
    harness.expectShowsTheModel()
    return writes
  }

  /// One thing SwiftUI writes when the user acts, sometimes from a rendering
  /// made several steps earlier.
  private func write(
    using rng: inout SplitMix64, on harness: DisplayHarness,
    stale: inout [StackLocation<TestApp>: [PathItem<TestApp>]]
  ) -> NavigationTask<TestApp>? {
    let display = harness.display
    let write = harness.randomWrite(using: &rng, stale: &stale)
    let (levels, location, shown) = (write.levels, write.location, write.shown)
    switch Int.random(in: 0..<5, using: &rng) {
    case 0, 1:
      return display.writePath(
        Array(shown.prefix(Int.random(in: 0...max(shown.count - 1, 0), using: &rng))),
        at: location)
    case 2:
      return display.writePath(
        shown + [display.linkValue(for: StackElement(.detail(Int.random(in: 1...3, using: &rng))))],
        at: location)
    case 3:
      guard let level = levels.randomElement(using: &rng) else { return nil }
      return display.writePresentation(nil, at: level)
    default:
      return display.writeSelectedTab(RandomOperation.tabs.randomElement(using: &rng) ?? .home)
    }
  }

  /// What the display shows: the presentations, bottom first, and the items
  /// of every tab's stack.
  private struct Shown {
    var presentations: [PresentationID] = []
    var items: Set<PathItem<TestApp>> = []

    @MainActor init(_ display: DisplayedNavigation<TestApp>) {
      presentations = (0..<8).compactMap { display.presentation(at: $0)?.id }
      for tab in RandomOperation.tabs { items.formUnion(display.path(at: .tab(tab))) }
    }
  }

  /// One update brings up no more presentations than its profile allows, and
  /// never takes one away while bringing anything in (the rules at the top
  /// of DisplayedNavigation+Updates.swift).
  private func expectObeysTheRules(from before: Shown, to after: Shown, _ profile: DisplayProfile) {
    let brought = after.presentations.filter { !before.presentations.contains($0) }
    let taken = before.presentations.filter { !after.presentations.contains($0) }
    let pushed = !after.items.subtracting(before.items).isEmpty
    #expect(
      brought.count <= (profile.presentationsPerUpdate ?? .max),
      "one update under \(profile) brought up \(brought.count) presentations")
    #expect(
      taken.isEmpty || (brought.isEmpty && !pushed),
      "one update under \(profile) took a presentation away and brought something in")
  }

  private func expectNoDuplicates(_ harness: DisplayHarness) {
    let display = harness.display
    var locations: [StackLocation<TestApp>] = RandomOperation.tabs.map { .tab($0) }
    locations += (0..<8).compactMap { display.presentation(at: $0).map { .presentation($0.id) } }
    // SwiftUI tells the items of one path apart; one link tapped on two
    // stacks is two taps, each shown on its own stack.
    for location in locations {
      let items = display.path(at: location)
      #expect(
        Set(items).count == items.count,
        "an item is shown twice on \(location): \(items.map { "\($0.route)/\($0.entryID.map(\.description) ?? "request")" })"
      )
    }
  }
}
