#if os(Linux)
  import SwiftUI
  import SwiftUIHost
  import Testing
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

  /// A system the app runs on: the profile the display uses there (as `DisplayProfile.current`
  /// picks it), and the SwiftUI the host plays there, from the behaviour table's traces, never
  /// from the profile: a profile that assumes what the table does not say fails on the host.
  struct PlayedSystem: Sendable, CustomTestStringConvertible {
    let system: String
    let profile: DisplayProfile

    /// Every profile at each release where a row of the table begins or ends.
    static let all = [
      PlayedSystem(system: "iOS 17.0", profile: .iOS17),
      PlayedSystem(system: "iOS 18.3", profile: .iOS17),
      PlayedSystem(system: "iOS 18.4", profile: .iOS17),
      PlayedSystem(system: "iOS 26.0", profile: .iOS26),
      PlayedSystem(system: "macOS 14.0", profile: .macOS14),
    ]

    /// The release a harness plays for `profile` unless a test says which: the newest it stands
    /// for.
    static func newest(for profile: DisplayProfile) -> String {
      switch profile {
      case .iOS26: "iOS 26.0"
      case .macOS14: "macOS 26.0"
      default: "iOS 18.6"
      }
    }

    var testDescription: String { "\(profile) on \(system)" }
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
      profile: DisplayProfile = .iOS17, system: String? = nil, router: LinkRouter<TestApp>? = nil,
      readyForWaysIn: Bool = true, timed: Bool = false,
      dialog: ((TestApp.Route) -> Dialog<TestAnswer>)? = nil
    ) {
      scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: !timed)
      navigator = Navigator(state: state, guards: guards, readyForWaysIn: readyForWaysIn)
      display = DisplayedNavigation(navigator: navigator, profile: profile, scheduler: scheduler)
      host = ViewHost(TestRootView(display: display, router: router, dialog: dialog))
      host.version = .playing(system ?? PlayedSystem.newest(for: profile))
    }

    /// Creates the test app on the host with other views over its display.
    init<Root: View>(
      _ state: TestState, profile: DisplayProfile, system: String? = nil,
      root: (DisplayedNavigation<TestApp>) -> Root
    ) {
      scheduler = ManualDisplayScheduler(advancesTimeWhenIdle: true)
      navigator = Navigator(state: state)
      display = DisplayedNavigation(navigator: navigator, profile: profile, scheduler: scheduler)
      host = ViewHost(root(display))
      host.version = .playing(system ?? PlayedSystem.newest(for: profile))
    }

    /// What happens before SwiftUI's next frame: running animations end,
    /// every report settles, the display takes its updates, and the tree
    /// renders again.
    func nextFrame(updates: Int? = nil) async {
      host.advance(by: max(ViewHost.presentationAnimation, host.version.lateNil.value))
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
