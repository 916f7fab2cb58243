#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport

  /// What the user sees under every SwiftUI version the display is paced
  /// for, on a host that plays that version: the end state, the frames on the
  /// way, and no update SwiftUI would refuse (`host.issues`).
  @MainActor @Suite struct ProfileScenarioTests {
    /// What one frame showed: the presentations, bottom first, and the
    /// routes of the stacks on the visible chain.
    struct Shown: Equatable, CustomStringConvertible {
      var presentations: [HostedPresentation.Style]
      var stacks: [[TestApp.Route]]

      var description: String { "\(presentations) \(stacks)" }
    }

    static func shown(_ harness: GlueHarness) -> Shown {
      let levels = harness.host.presentations.count
      return Shown(
        presentations: harness.host.presentations.map(\.style),
        stacks: (0...levels).map { harness.renderedRoutes(ofStackAt: $0) })
    }

    /// Frames, one display update each, until the display shows the model;
    /// the distinct states shown, in order, starting with the one on screen.
    static func frames(_ harness: GlueHarness) async -> [Shown] {
      var frames = [shown(harness)]
      for _ in 0..<8 {
        await harness.nextFrame(updates: 1)
        if frames.last != shown(harness) { frames.append(shown(harness)) }
      }
      return frames
    }

    /// The test app on the host, on screen, with the dialogs of the test app.
    static func launched(_ state: TestState, _ played: PlayedSystem) async -> GlueHarness {
      let harness = GlueHarness(
        state, profile: played.profile, system: played.system, dialog: DialogTests.releaseDialog)
      for _ in 0..<6 { await harness.nextFrame(updates: 1) }
      return harness
    }

    /// Counts the navigations the navigator reports from now on.
    @MainActor final class Navigations {
      var count = 0
      init(_ harness: GlueHarness) {
        harness.navigator.addEventObserver { [self] _ in count += 1 }
      }
    }

    @Test(arguments: PlayedSystem.all)
    func twoSheetsDismissedThenAnAlertPresentedInOneTransition(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.present(.detail(1))
      try state.present(.detail(2))
      let harness = await Self.launched(state, played)
      #expect(harness.host.presentations.map(\.style) == [.sheet, .sheet])
      let _: NavigationTask<TestApp> = harness.navigator.perform {
        $0.dismissAll()
        try $0.present(.edit(1), style: .alert)
      }
      let frames = await Self.frames(harness)
      #expect(
        frames.map(\.presentations) == [[.sheet, .sheet], [], [.alert]]
          || frames.map(\.presentations) == [[.sheet, .sheet], [.sheet], [], [.alert]],
        "\(frames)")
      #expect(harness.host.visibleTexts.first == "Release #1?")
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.edit(1)])
      #expect(harness.host.issues.isEmpty)
    }

    @Test(arguments: PlayedSystem.all)
    func anAlertReplacedByAnAlertGoesThenComes(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.present(.edit(1), style: .alert)
      let harness = await Self.launched(state, played)
      let _: NavigationTask<TestApp> = harness.navigator.perform {
        $0.dismissAll()
        try $0.present(.edit(2), style: .alert)
      }
      let frames = await Self.frames(harness)
      #expect(frames.map(\.presentations) == [[.alert], [], [.alert]], "\(frames)")
      #expect(harness.host.visibleTexts.first == "Release #2?")
      #expect(harness.navigator.state.presentations.map(\.root.route) == [.edit(2)])
      #expect(harness.host.issues.isEmpty)
    }

    @Test(arguments: PlayedSystem.all)
    func theTabsStackPopsUnderASheet(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      try state.present(.about)
      let harness = await Self.launched(state, played)
      let _: NavigationTask<TestApp> = harness.navigator.popToRoot(in: .tab(.home))
      let frames = await Self.frames(harness)
      #expect(
        frames == [
          Shown(presentations: [.sheet], stacks: [[.list, .detail(1)], []]),
          Shown(presentations: [.sheet], stacks: [[], []]),
        ], "\(frames)")
      #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
      #expect(harness.host.visibleTexts.first == "About")
      #expect(harness.host.issues.isEmpty)
    }

    @Test(arguments: PlayedSystem.all)
    func aDismissalAndAPushInOneTransitionComeOneAfterTheOther(played: PlayedSystem)
      async throws
    {
      var state = TestState.fresh
      try state.push(.list)
      try state.present(.about)
      let harness = await Self.launched(state, played)
      let _: NavigationTask<TestApp> = harness.navigator.perform {
        $0.dismissAll()
        try $0.push(.detail(1), in: .tab(.home))
      }
      let frames = await Self.frames(harness)
      #expect(
        frames == [
          Shown(presentations: [.sheet], stacks: [[.list], []]),
          Shown(presentations: [], stacks: [[.list]]),
          Shown(presentations: [], stacks: [[.list, .detail(1)]]),
        ], "\(frames)")
      #expect(harness.host.visibleNavigationTitle == "Detail 1")
      #expect(harness.host.issues.isEmpty)
    }

    /// What went wrong with a re-tap of the tab shown, if anything: it is
    /// one navigation, and the stack ends where the app expects, reached once.
    static func reTapFailure(
      on version: PlayedVersion, navigations: Int, frames: [Shown], expected: [TestApp.Route]
    ) -> String? {
      let paths = frames.map { ($0.stacks.first ?? []).map { "\($0)" } }
      let expected = expected.map { "\($0)" }
      guard navigations != 1 || paths.last != expected || paths.count != 2 else { return nil }
      if version.popsStackOnTabReselect, navigations > 1 {
        return "On \(version.name), SwiftUI pops a tab's stack itself on a re-tap "
          + "(\(version.reselectWrites.row)): the app popped too, to \(paths.last ?? []) "
          + "instead of \(expected)"
      }
      return "On \(version.name), a re-tap made \(navigations) navigation(s) and showed \(paths)"
    }

    @Test(arguments: PlayedSystem.all)
    func aReTapOfTheTabShownEndsAtItsRootOnce(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      let harness = await Self.launched(state, played)
      let navigations = Navigations(harness)
      try harness.host.selectTab(TestApp.Tab.home)
      let frames = await Self.frames(harness)
      #expect(
        Self.reTapFailure(
          on: harness.host.version, navigations: navigations.count, frames: frames, expected: [])
          == nil)
      #expect(harness.navigator.state.stack(at: .tab(.home))?.isEmpty == true)
      #expect(harness.host.issues.isEmpty)
    }

    /// An app that handles re-taps itself, popping one screen, through its own
    /// `TabView` binding instead of `WaypointTabView`.
    struct PopsOneScreenOnReTap: View {
      let display: DisplayedNavigation<TestApp>

      var body: some View {
        WaypointRoot(display, router: nil) { route in
          TestScreen(route: route)
        } content: {
          TabView(selection: selection) {
            WaypointStack(TestApp.self, .tab(.home)) {
              Text("Home")
            } destination: { route in
              TestScreen(route: route)
            }
            .tag(TestApp.Tab.home)
            WaypointStack(TestApp.self, .tab(.search)) {
              Text("Search")
            } destination: { route in
              TestScreen(route: route)
            }
            .tag(TestApp.Tab.search)
          }
        }
      }

      private var selection: Binding<TestApp.Tab> {
        let display = display
        return Binding(
          get: { display.selectedTab },
          set: { tab in
            if tab == display.selectedTab {
              let _: NavigationTask<TestApp> = display.navigator.pop(in: .tab(tab))
            } else {
              _ = display.writeSelectedTab(tab)
            }
          })
      }
    }

    @Test func anAppThatPopsItselfOnAReTapFailsOnlyWhereSwiftUIPopsToo() async throws {
      var failures: [String] = []
      for played in PlayedSystem.all {
        var state = TestState.fresh
        try state.push(contentsOf: [.list, .detail(1)])
        let harness = GlueHarness(state, profile: played.profile, system: played.system) {
          PopsOneScreenOnReTap(display: $0)
        }
        for _ in 0..<6 { await harness.nextFrame(updates: 1) }
        let navigations = Navigations(harness)
        try harness.host.selectTab(TestApp.Tab.home)
        let frames = await Self.frames(harness)
        #expect(harness.host.issues.isEmpty)
        if let failure = Self.reTapFailure(
          on: harness.host.version, navigations: navigations.count, frames: frames,
          expected: [.list])
        {
          failures.append(failure)
        }
      }
      #expect(
        failures == [
          "On iOS 26.0, SwiftUI pops a tab's stack itself on a re-tap "
            + "(tab-reselect-pops): the app popped too, to [] instead of [\"list\"]"
        ])
    }

    @Test(arguments: PlayedSystem.all)
    func aCancelledInteractivePopChangesNothing(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      let harness = await Self.launched(state, played)
      let navigations = Navigations(harness)
      let writes = harness.host.writes.count
      let end = try harness.host.beginSwipeBack()
      await harness.nextFrame()
      end(false)
      let frames = await Self.frames(harness)
      #expect(frames == [Shown(presentations: [], stacks: [[.list, .detail(1)]])])
      #expect(harness.host.writes.count == writes)
      #expect(navigations.count == 0)
      #expect(harness.host.issues.isEmpty)
    }

    @Test(arguments: PlayedSystem.all)
    func aBackWrittenTwiceInOneFramePopsOnce(played: PlayedSystem) async throws {
      var state = TestState.fresh
      try state.push(contentsOf: [.list, .detail(1)])
      let harness = await Self.launched(state, played)
      let navigations = Navigations(harness)
      try harness.host.swipeBack()
      try harness.host.writeAgain()
      let frames = await Self.frames(harness)
      #expect(frames.map { $0.stacks[0] } == [[.list, .detail(1)], [.list]])
      #expect(navigations.count == 1)
      #expect(harness.navigator.state.stack(at: .tab(.home))?.map(\.route) == [.list])
      #expect(harness.host.issues.isEmpty)
    }

    /// A profile that takes more than the table says fails on the host, which names the row:
    /// the profile iOS 18.4 had before the rows were graded.
    @Test func aProfileAssumingWhatTheTableDoesNotSayFailsNamingTheRow() async throws {
      var state = TestState.fresh
      try state.present(.detail(1))
      try state.present(.detail(2))
      let unfounded = DisplayProfile("iOS 18", presentationsPerUpdate: nil)
      let harness = GlueHarness(state, profile: unfounded, system: "iOS 18.4")
      for _ in 0..<6 { await harness.nextFrame(updates: 1) }
      #expect(harness.host.issues.map(\.row) == ["nested-sheets-assumed"])
      #expect(harness.host.presentations.count == 1, "the second sheet is left unshown")
      #expect(harness.navigator.state.presentations.count == 2)
    }
  }
#endif
