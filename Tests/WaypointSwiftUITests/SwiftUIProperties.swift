#if os(Linux)
  import PropertyBased
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// Random app operations interleaved with random user gestures on the host,
  /// fresh and stale.
  ///
  /// Nothing crashes, no screen is shown twice, a refused
  /// gesture changes nothing, and once every report has settled and every
  /// update has run, what SwiftUI shows is the model. Under each profile,
  /// on a host that plays its version, no frame does what that version
  /// refuses, and no frame shows a tab's stack or presentations the model
  /// never had.
  @MainActor @Suite struct SwiftUIProperties {
    static let runs = 500 / DisplayProfile.all.count

    @Test(arguments: DisplayProfile.all)
    func whatSwiftUIShowsConvergesOnTheModel(profile: DisplayProfile) async {
      var gestures = 0
      await propertyCheck(count: Self.runs, input: Gen.int(in: 0...Int.max).array(of: 1...25)) {
        seeds in
        gestures += await play(seeds, profile: profile)
      }
      #expect(gestures > Self.runs * 4)
    }

    @Test func aStaleBackShowsWhatTheUserDidNotAStateOfTheDisplaysOwn() async {
      // The app popped everything, the frame still showed four screens and
      // the user went back one: SwiftUI shows three itself until the
      // navigator refuses the outdated pop.
      _ = await play(
        [1_747_111_291_945_462_945, 0, 24_946_809_485_128, 7_686_247_059_083, 3_240_588_900_317],
        profile: .iOS26)
    }

    /// What the model held, at every version: each tab's stack, and the
    /// presentations.
    @MainActor final class ModelStates {
      var stacks: [TestApp.Tab: Set<[EntryID]>] = [:]
      var presentations: Set<[PresentationID]> = []

      init(_ navigator: Navigator<TestApp>) {
        keep(navigator.state)
        _ = navigator.addCommitObserver { [self, unowned navigator] _ in keep(navigator.state) }
      }

      /// Keeps each path the user's back wrote to the tab's stack since the
      /// write at `start`: SwiftUI shows the user's own back itself, whatever
      /// the model, until the navigator refuses an outdated one.
      func keepBacks(_ host: ViewHost, after start: Int) {
        guard let tab = host.selectedTab?.base as? TestApp.Tab else { return }
        for write in host.writes.dropFirst(start) {
          guard write.target == .path(stackAt: 0), case .path(let items) = write.value else {
            continue
          }
          let entries = items.compactMap { ($0.base as? PathItem<TestApp>)?.entryID }
          if entries.count == items.count { stacks[tab, default: []].insert(entries) }
        }
      }

      private func keep(_ state: NavigationState<TestApp>) {
        for tab in TestApp.Tab.allCases {
          stacks[tab, default: []].insert(state.stack(at: .tab(tab))?.map(\.id) ?? [])
        }
        presentations.insert(state.presentations.map(\.id))
      }
    }

    /// What one frame showed of the model: the selected tab's stack, where
    /// it holds no tap still unreported (SwiftUI shows those itself), and the
    /// presentations.
    struct ShownState {
      let tab: TestApp.Tab?
      let stack: [EntryID]?
      let presentations: [AnyHashable]

      @MainActor init(_ host: ViewHost) {
        tab = host.selectedTab?.base as? TestApp.Tab
        let items = (host.renderedPath(ofStackAt: 0) ?? []).map {
          ($0.base as? PathItem<TestApp>)?.entryID
        }
        stack = items.contains(nil) ? nil : items.compactMap { $0 }
        presentations = host.presentations.map(\.id)
      }
    }

    /// Every frame showed a tab's stack the model had, and presentations
    /// the model had, or the lower ones of them on their way.
    private func expectOnlyModelStates(_ frames: [ShownState], _ model: ModelStates) {
      for frame in frames {
        if let tab = frame.tab, let stack = frame.stack {
          #expect(
            model.stacks[tab]?.contains(stack) == true,
            "a frame showed \(tab) as \(stack), which the model never had")
        }
        #expect(
          model.presentations.contains {
            $0.count >= frame.presentations.count
              && $0.prefix(frame.presentations.count).map(AnyHashable.init) == frame.presentations
          }, "a frame showed presentations \(frame.presentations) the model never had")
      }
    }

    /// Plays one random session; returns how many gestures the host made.
    private func play(_ seeds: [Int], profile: DisplayProfile) async -> Int {
      let harness = GlueHarness(NavigationState(tabs: TestApp.Tab.allCases), profile: profile)
      let model = ModelStates(harness.navigator)
      var frames: [ShownState] = []
      await harness.nextFrame()
      let start = harness.navigator.state
      let events = harness.navigator.events(bufferingNewest: 10_000)
      var lateDismissals: [@MainActor () -> Void] = []
      var gestures = 0
      var writes = 0
      for seed in seeds {
        var rng = SplitMix64(seed: seed)
        let step = Int.random(in: 0..<12, using: &rng)
        switch step {
        case 0...3:
          let operation = RandomOperation(seed: seed)
          _ = await harness.navigator.perform { _ = try operation.run(on: &$0) }.outcome
        case 4...8:
          if let late = gesture(using: &rng, on: harness.host) { lateDismissals.append(late) }
          gestures += 1
        case 9:
          lateDismissals.popLast()?()
        case 10:
          await harness.nextFrame(updates: 1)
        default:
          harness.host.render()  // a frame without updates
        }
        if (4...8).contains(step) { model.keepBacks(harness.host, after: writes) }
        writes = harness.host.writes.count
        frames.append(ShownState(harness.host))
        expectEachScreenOnce(harness.host)
      }
      for late in lateDismissals { late() }
      await harness.nextFrame()
      await harness.nextFrame()
      expectShowsTheModel(harness)
      expectOnlyModelStates(frames, model)
      #expect(harness.host.issues.isEmpty, "under \(profile): \(harness.host.issues)")
      await expectOnlyAppliedNavigationsChangedTheModel(from: start, events, harness)
      return gestures
    }

    /// Replays every applied transition from the start: it must land on the
    /// model, so no refused gesture or operation changed anything.
    private func expectOnlyAppliedNavigationsChangedTheModel(
      from start: NavigationState<TestApp>, _ events: AsyncStream<NavigationOutcome<TestApp>>,
      _ harness: GlueHarness
    ) async {
      var replay = start
      var iterator = events.makeAsyncIterator()
      while replay.nextIdentity < harness.navigator.state.nextIdentity
        || replay != harness.navigator.state
      {
        guard let event = await iterator.next() else { break }
        guard let transition = event.transition else { continue }
        #expect(throws: Never.self) { try replay.apply(transition) }
      }
      #expect(
        replay == harness.navigator.state, "the applied transitions do not replay to the model")
    }

    /// One gesture on the last rendering, which may be older than the model;
    /// a late sheet dismissal comes back to be delivered later.
    private func gesture(using rng: inout SplitMix64, on host: ViewHost)
      -> (@MainActor () -> Void)?
    {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: try? host.swipeBack()
      case 1:
        let count = host.renderedPath()?.count ?? 0
        try? host.popBack(toCount: Int.random(in: 0...max(count - 1, 0), using: &rng))
      case 2:
        let links = ["List", "Detail 1", "Detail 2", "Edit 1", "Edit 2"]
        for title in links.shuffled(using: &rng) where (try? host.tapLink(title)) != nil { break }
      case 3: try? host.pullDownSheet()
      case 4: return try? host.beginPullDownSheet()
      default: try? host.selectTab(TestApp.Tab.allCases.randomElement(using: &rng) ?? .home)
      }
      return nil
    }

    private func expectEachScreenOnce(_ host: ViewHost) {
      let levels = host.presentations.count
      let items = (0...levels).flatMap { host.renderedPath(ofStackAt: $0) ?? [] }
      #expect(Set(items).count == items.count, "a screen is shown twice: \(items)")
    }

    private func expectShowsTheModel(_ harness: GlueHarness) {
      let model = harness.navigator.state
      let host = harness.host
      #expect(host.selectedTab == AnyHashable(model.selectedTab))
      #expect(host.presentations.map(\.id) == model.presentations.map { AnyHashable($0.id) })
      let tabStack = model.stack(at: .tab(model.selectedTab))?.map(\.id) ?? []
      let presentationStacks = model.presentations.map { $0.stack.map(\.id) }
      for (depth, expected) in ([tabStack] + presentationStacks).enumerated() {
        let shown = (host.renderedPath(ofStackAt: depth) ?? []).map {
          ($0.base as? PathItem<TestApp>)?.entryID
        }
        #expect(shown == expected, "stack \(depth) shows \(shown), the model has \(expected)")
      }
    }
  }
#endif
