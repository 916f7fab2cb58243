import PropertyBased
import Testing
import WaypointCore
import WaypointDisplay
import WaypointNavigator
import WaypointTestSupport

/// Random interleavings of navigations, guard answers, writes and phases.
///
/// App navigations, guard answers that come later, user writes (fresh,
/// stale, duplicated), dialogs and their answers, links and scene-phase
/// changes are checked against
/// what the display promises (issue 22):
/// - it converges on the model;
/// - a screen the guard protects is never displayed while the guard refuses it;
/// - no back-locked entry is left by a user write or a link;
/// - the model changes for the user only through the user's own writes.
@MainActor @Suite struct DisplayInterleavingProperties {
  static let runs = 600

  /// Protects the edit screens until the user signs in; answers later, as a
  /// guard asking a server does.
  @MainActor final class SignIn: NavigationGuard {
    typealias Schema = TestApp
    var isSignedIn = false

    func evaluate(_ proposal: NavigationProposal<TestApp>) -> GuardDecision<TestApp> {
      let arrivesProtected = proposal.transition.arrivingEntries.contains {
        if case .edit = $0.route { true } else { false }
      }
      guard arrivesProtected else { return .allow }
      return .later(
        Task { @MainActor in
          await Task.yield()
          return self.isSignedIn ? .allow : .deny(reason: "Sign in first.")
        })
    }
  }

  /// What the run saw that breaks a promise.
  @MainActor final class Watch {
    var lockedEntriesLeftByTheUser: [EntryID] = []
    var userCommits: [String] = []
  }

  @Test func everyInterleavingKeepsTheDisplaysPromises() async {
    var checked = 0
    var answered = 0
    await propertyCheck(count: Self.runs, input: Gen.int(in: 0...Int.max).array(of: 1...40)) {
      seeds in
      answered += await run(seeds)
      checked += 1
    }
    #expect(checked >= Self.runs)
    // About 150 dialogs are answered in 600 runs; far fewer means they no longer come up.
    #expect(answered > Self.runs / 12)
  }

  /// Plays one interleaving; returns how many dialogs the user answered.
  private func run(_ seeds: [Int]) async -> Int {
    let signIn = SignIn()
    let harness = DisplayHarness(NavigationState(tabs: RandomOperation.tabs), guards: [signIn])
    let watch = Watch()
    _ = harness.navigator.addCommitObserver { transition in
      guard transition.cause == .user || transition.cause == .deepLink else { return }
      if transition.cause == .user { watch.userCommits.append(transition.description) }
      watch.lockedEntriesLeftByTheUser +=
        transition.removedEntries.filter { $0.options.isBackLocked }.map(\.id)
    }
    var reports: [NavigationTask<TestApp>] = []
    var stale: [StackLocation<TestApp>: [PathItem<TestApp>]] = [:]
    var userWrites = 0
    var answers = 0
    var window: Bool?  // the one window's scene phase: nil until it appears
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      switch Int.random(in: 0..<20, using: &rng) {
      case 16, 17:
        // A question the app asks, over whatever is up.
        let style: PresentationStyle = Bool.random(using: &rng) ? .alert : .confirmationDialog
        reports.append(harness.navigator.present(.about, style: style))
      case 18, 19:
        guard let answered = answer(using: &rng, on: harness) else { break }
        answers += 1
        reports += answered
        userWrites += answered.count
      case 0...3:
        let operation = RandomOperation(seed: seed)
        reports.append(harness.navigator.perform { _ = try operation.run(on: &$0) })
      case 4:
        // A link the user opened: the same operations, caused by a link.
        let operation = RandomOperation(seed: seed)
        reports.append(harness.navigator.perform(.deepLink) { _ = try operation.run(on: &$0) })
      case 5...9:
        let written = write(using: &rng, on: harness, stale: &stale)
        reports += written
        userWrites += written.count
      case 10:
        let isActive = Bool.random(using: &rng)
        harness.display.windowDidChangePhase(wasActive: window, isActive: isActive)
        window = isActive
      case 11:
        signIn.isSignedIn = signIn.isSignedIn || Int.random(in: 0..<4, using: &rng) == 0
      case 12:
        for _ in 0..<Int.random(in: 1...4, using: &rng) { await Task.yield() }
      default:
        _ = harness.scheduler.runNext()
      }
      if !signIn.isSignedIn { expectNoProtectedScreenShown(harness) }
    }
    for report in reports { _ = await report.outcome }
    harness.display.windowDidChangePhase(wasActive: window, isActive: true)
    harness.drain()
    if !signIn.isSignedIn { expectNoProtectedScreenShown(harness) }
    harness.expectShowsTheModel()
    #expect(watch.lockedEntriesLeftByTheUser == [])
    #expect(watch.userCommits.count <= userWrites, "\(watch.userCommits) for \(userWrites) writes")
    return answers
  }

  /// One thing SwiftUI writes when the user acts: sometimes from an older
  /// rendering, sometimes twice; returns the navigations the writes report.
  private func write(
    using rng: inout SplitMix64, on harness: DisplayHarness,
    stale: inout [StackLocation<TestApp>: [PathItem<TestApp>]]
  ) -> [NavigationTask<TestApp>] {
    let display = harness.display
    let write = harness.randomWrite(using: &rng, stale: &stale)
    let (levels, location, shown) = (write.levels, write.location, write.shown)
    let twice = Int.random(in: 0..<4, using: &rng) == 0
    switch Int.random(in: 0..<5, using: &rng) {
    case 0, 1:
      let path = Array(shown.prefix(Int.random(in: 0...max(shown.count - 1, 0), using: &rng)))
      return (twice ? [path, path] : [path]).compactMap { display.writePath($0, at: location) }
    case 2:
      let route: TestApp.Route = Bool.random(using: &rng) ? .edit(1) : .detail(2)
      let path = shown + [display.linkValue(for: StackElement(route))]
      return (twice ? [path, path] : [path]).compactMap { display.writePath($0, at: location) }
    case 3:
      guard let level = levels.randomElement(using: &rng) else { return [] }
      return [display.writePresentation(nil, at: level)].compactMap { $0 }
    default:
      return [display.writeSelectedTab(RandomOperation.tabs.randomElement(using: &rng) ?? .home)]
        .compactMap { $0 }
    }
  }

  /// A button of the dialog on top tapped, with the `false` SwiftUI writes
  /// before or after it, or none; `nil` when no dialog is on top.
  private func answer(using rng: inout SplitMix64, on harness: DisplayHarness)
    -> [NavigationTask<TestApp>]?
  {
    let display = harness.display
    guard let level = (0..<4).last(where: { display.presentation(at: $0) != nil }),
      let dialog = display.presentation(at: level), dialog.style.isDialog
    else { return nil }
    let value = Int.random(in: 0...1, using: &rng)
    let answer = { display.answer(value, at: level, shown: dialog.id) }
    let close = { display.writePresentation(nil, at: level, shown: dialog.id) }
    return switch Int.random(in: 0..<3, using: &rng) {
    case 0: [answer()].compactMap { $0 }
    case 1: [answer(), close()].compactMap { $0 }
    default: [close(), answer()].compactMap { $0 }
    }
  }

  /// Reads every stack SwiftUI could show, as SwiftUI reads them.
  private func expectNoProtectedScreenShown(_ harness: DisplayHarness) {
    let display = harness.display
    var locations: [StackLocation<TestApp>] = RandomOperation.tabs.map { .tab($0) }
    var roots: [TestApp.Route] = []
    for level in 0..<8 {
      guard let item = display.presentation(at: level) else { break }
      locations.append(.presentation(item.id))
      roots.append(item.root.route)
    }
    let routes = locations.flatMap { display.path(at: $0).map(\.route) } + roots
    let protected = routes.filter { if case .edit = $0 { true } else { false } }
    #expect(protected == [], "a protected screen is shown while signed out")
  }
}
