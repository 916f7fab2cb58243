#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// A screen of the test app: its route as text, and links to go deeper.
  struct TestScreen: View {
    let route: TestApp.Route

    var body: some View {
      VStack {
        Text(TestScreen.title(route))
        switch route {
        case .list:
          WaypointLink(TestApp.self, to: .detail(1)) { Text("Detail 1") }
          WaypointLink(TestApp.self, to: .detail(2)) { Text("Detail 2") }
        case .detail(let number):
          WaypointLink(TestApp.self, to: .edit(number)) { Text("Edit \(number)") }
        case .edit, .about:
          EmptyView()
        }
      }
      .navigationTitle(TestScreen.title(route))
    }

    static func title(_ route: TestApp.Route) -> String {
      switch route {
      case .list: "List"
      case .detail(let number): "Detail \(number)"
      case .edit(let number): "Editing \(number)"
      case .about: "About"
      }
    }
  }

  /// The answers of the test app's dialogs: the schema's return values.
  typealias TestAnswer = Int

  /// The test app's views: three tabs, each a stack, under the root that hosts
  /// presentations and links, and dialogs when it is given what they show.
  struct TestRootView: View {
    let display: DisplayedNavigation<TestApp>
    let router: LinkRouter<TestApp>?
    var dialog: ((TestApp.Route) -> Dialog<TestAnswer>)? = nil

    var body: some View {
      WaypointRoot(
        display, router: router, screen: { TestScreen(route: $0) }, dialog: dialog
      ) {
        TestTabs()
      }
    }
  }

  /// The test app's three tabs, each a stack.
  struct TestTabs: View {
    var body: some View {
      WaypointTabView(TestApp.self) {
        WaypointStack(TestApp.self, .tab(.home)) {
          VStack {
            Text("Home")
            WaypointLink(TestApp.self, to: .list) { Text("List") }
          }
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
        WaypointStack(TestApp.self, .tab(.settings)) {
          Text("Settings")
        } destination: { route in
          TestScreen(route: route)
        }
        .tag(TestApp.Tab.settings)
      }
    }
  }

  extension PlayedVersion {
    /// The version `profile` stands for: the profile is the one home of the
    /// facts, and of their sources.
    init(_ profile: DisplayProfile) {
      self.init(
        profile.name, presentationsPerFrame: profile.presentationsPerUpdate,
        popsStackOnTabReselect: profile.popsStackOnTabReselect)
    }
  }

  /// The test app on the host: a navigator, its display on a scheduler the
  /// test runs, and the views SwiftUI would show.
  @MainActor struct GlueHarness {
    let navigator: Navigator<TestApp>
    let scheduler: ManualDisplayScheduler
    let display: DisplayedNavigation<TestApp>
    let host: ViewHost

    /// Creates the test app on the host.
    ///
    /// With `timed`, time passes only as the test says, through
    /// ``run(for:)``: the display's deadlines and SwiftUI's animations run
    /// on one clock. Untimed, each frame lets every animation end.
    init(
      _ state: TestState = .fresh, guards: [any NavigationGuard<TestApp>] = [],
      profile: DisplayProfile = .iOS18, router: LinkRouter<TestApp>? = nil,
      readyForWaysIn: Bool = true, timed: Bool = false,
      dialog: ((TestApp.Route) -> Dialog<TestAnswer>)? = nil
    ) {
      scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: !timed)
      navigator = Navigator(state: state, guards: guards, readyForWaysIn: readyForWaysIn)
      display = DisplayedNavigation(navigator: navigator, profile: profile, scheduler: scheduler)
      host = ViewHost(TestRootView(display: display, router: router, dialog: dialog))
      host.version = PlayedVersion(profile)
    }

    /// Creates the test app on the host with other views over its display.
    init<Root: View>(
      _ state: TestState, profile: DisplayProfile,
      root: (DisplayedNavigation<TestApp>) -> Root
    ) {
      scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: true)
      navigator = Navigator(state: state)
      display = DisplayedNavigation(navigator: navigator, profile: profile, scheduler: scheduler)
      host = ViewHost(root(display))
      host.version = PlayedVersion(profile)
    }

    /// What happens before SwiftUI's next frame: running animations end,
    /// every report settles, the display takes its updates, and the tree
    /// renders again.
    func nextFrame(updates: Int? = nil) async {
      host.advance(by: ViewHost.presentationAnimation)
      _ = await navigator.perform { _ in }.outcome  // queued behind every report
      for _ in 0..<8 { await Task.yield() }
      if let updates {
        for _ in 0..<updates { scheduler.runNext() }
      } else {
        scheduler.runAll()
      }
      host.render()
    }

    /// Lets `duration` pass, a frame every 50 ms, as a device does: SwiftUI's
    /// animations and the display's deadlines on one clock, reports settling
    /// and the display updating between frames.
    func run(for duration: Duration) async {
      let frame = Duration.milliseconds(50)
      var elapsed = Duration.zero
      while elapsed < duration {
        host.advance(by: frame)
        scheduler.advance(by: frame)
        await settleReports()
        while scheduler.runNext() {}
        host.render()
        elapsed += frame
      }
    }

    /// Lets every report queued by a write run; a guard still deciding keeps
    /// its navigation in flight, as on a device.
    private func settleReports() async {
      for _ in 0..<100 where !navigator.isIdle { await Task.yield() }
      for _ in 0..<8 { await Task.yield() }
    }

    /// The routes of the innermost stack on screen, as the host rendered them.
    var renderedRoutes: [TestApp.Route] { renderedRoutes(ofStackAt: nil) }

    /// The routes of one stack on screen (0 is the tab's), as the host rendered them.
    func renderedRoutes(ofStackAt depth: Int?) -> [TestApp.Route] {
      (host.renderedPath(ofStackAt: depth) ?? []).compactMap {
        ($0.base as? PathItem<TestApp>)?.route
      }
    }
  }
#endif
