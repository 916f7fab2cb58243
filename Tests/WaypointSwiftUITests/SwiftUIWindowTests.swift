#if os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTestSupport
  import WaypointTesting

  /// The test app with a window group: each window a `WaypointWindow` with
  /// its own navigator, saved in its scene storage, under one registry;
  /// the host plays the system that opens, fronts and closes windows.
  @MainActor struct WindowsHarness {
    typealias Window = WaypointWindow<TestApp, TestTabs, TestScreen>

    let registry: WindowRegistry<TestApp>
    let scheduler = ManualDisplayScheduler()
    let windows: WindowGroupHost<WindowID, Window>
    /// The navigators the windows made, in the order they made them.
    let navigators = Made<Navigator<TestApp>>()

    static let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases)

    static func router() throws -> LinkRouter<TestApp> { try WaysInFixture.router() }

    init(
      rule: WindowRule<TestApp>, supportsMultipleWindows: Bool = true,
      restoring saved: [SavedWindow<WindowID>] = [],
      onRestore: ((Result<RestoredState<TestApp>, RestorationError>) -> Void)? = nil
    ) throws {
      let registry = WindowRegistry(router: try Self.router(), rule: rule)
      let scheduler = scheduler
      let navigators = navigators
      self.registry = registry
      windows = WindowGroupHost(
        WindowGroup(for: WindowID.self) { $window in
          Window(
            registry, id: window, restoringWith: Self.coder, onRestore: onRestore,
            navigator: {
              let navigator = Navigator(state: TestState.fresh)
              navigators.values.append(navigator)
              return navigator
            },
            screen: { TestScreen(route: $0) },
            dialog: { Dialog<Int>(title: "\($0)", buttons: []) }
          ) {
            TestTabs()
          }
          .updating(with: scheduler)
        } defaultValue: {
          WindowID()
        },
        supportsMultipleWindows: supportsMultipleWindows, restoring: saved)
    }

    /// Opens a window as the system does at launch or for New Window, and
    /// lets it appear.
    @discardableResult
    func openWindow() async -> WindowID {
      windows.openNewWindow()
      await nextFrame()
      return windows.values[0]
    }

    /// What happens before SwiftUI's next frame: the reports of the user's
    /// writes run in the navigators' next turn, the displays take their
    /// updates, and every window renders.
    func nextFrame() async {
      for _ in 0..<20 { await Task.yield() }
      scheduler.runAll()
      windows.render()
      for _ in 0..<20 { await Task.yield() }
      scheduler.runAll()
      windows.render()
    }

    /// The routes of a window's home stack, as the host rendered them.
    func routes(_ id: WindowID) -> [TestApp.Route] {
      (windows.window(id)?.renderedPath(ofStackAt: 0) ?? []).compactMap {
        ($0.base as? PathItem<TestApp>)?.route
      }
    }

    /// Taps through a window's screens, as the user does.
    func tap(_ titles: String..., in id: WindowID) async throws {
      for title in titles {
        try windows.window(id)?.tapLink(title)
        await nextFrame()
      }
    }
  }

  /// Windows through the glue on the host: each window its own navigator and
  /// display, links routed by the registry, state saved per window.
  @MainActor @Suite struct SwiftUIWindowTests {
    @Test func aLinkLandsInTheWindowShowingItsContentAndBringsItForward() async throws {
      let app = try WindowsHarness(rule: .showing)
      let first = await app.openWindow()
      try await app.tap("List", "Detail 1", "Edit 1", in: first)
      let second = await app.openWindow()
      #expect(app.windows.values == [second, first])
      #expect(app.registry.windows == [second, first])

      let url = try #require(URL(string: "test://detail/1"))
      #expect(app.windows.openURL(url) == second, "the system hands it to the frontmost")
      await app.nextFrame()

      #expect(app.routes(first) == [.list, .detail(1)])
      #expect(app.routes(second) == [])
      #expect(app.windows.values == [first, second], "the window it landed in came forward")
      #expect(app.registry.windows == [first, second])
    }

    @Test func aLinkForANewWindowOpensOneThatTakesIt() async throws {
      let app = try WindowsHarness(rule: .newWindow)
      let first = await app.openWindow()
      app.windows.openURL(try #require(URL(string: "test://detail/1")))
      await app.nextFrame()
      #expect(app.windows.values == [first], "a fresh window takes the first link")
      app.windows.openURL(try #require(URL(string: "test://detail/2")))
      await app.nextFrame()
      let opened = try #require(app.windows.values.first)
      #expect(app.windows.values == [opened, first])
      #expect(app.registry.requestedWindows == [])
      #expect(app.routes(opened) == [.list, .detail(2)])
      #expect(app.routes(first) == [.list, .detail(1)])
    }

    @Test func aURLAtLaunchOpensOneWindowWhateverTheRule() async throws {
      let app = try WindowsHarness(rule: .newWindow)
      let window = app.windows.openURL(try #require(URL(string: "test://detail/3")))
      await app.nextFrame()
      #expect(app.windows.values == [window])
      #expect(app.routes(window) == [.list, .detail(3)])
    }

    @Test func whereOneWindowIsAllThereIsItTakesEveryLink() async throws {
      let app = try WindowsHarness(rule: .newWindow, supportsMultipleWindows: false)
      let only = await app.openWindow()
      try await app.tap("List", in: only)
      app.windows.openURL(try #require(URL(string: "test://detail/2")))
      await app.nextFrame()
      #expect(app.windows.values == [only])
      #expect(app.routes(only) == [.list, .detail(2)])
    }

    @Test func eachWindowComesBackFromItsOwnSceneStorage() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let first = await app.openWindow()
      try await app.tap("List", in: first)
      let second = await app.openWindow()
      try await app.tap("List", "Detail 2", in: second)
      let closed = await app.openWindow()
      try await app.tap("List", "Detail 1", "Edit 1", in: closed)
      app.windows.close(closed)
      await app.nextFrame()
      #expect(app.registry.windows == [second, first], "a closed window leaves the registry")

      let relaunched = try WindowsHarness(rule: .frontmost, restoring: app.windows.savedWindows)
      await relaunched.nextFrame()
      #expect(relaunched.windows.values == [second, first])
      #expect(relaunched.routes(first) == [.list])
      #expect(relaunched.routes(second) == [.list, .detail(2)])
      #expect(relaunched.registry.windows == [second, first])
    }

    @Test func aDamagedSceneStorageRestoresWhatItCan() async throws {
      let app = try WindowsHarness(rule: .frontmost)
      let window = await app.openWindow()
      try await app.tap("List", "Detail 1", in: window)
      var saved = app.windows.savedWindows
      let data = try #require(saved[0].sceneStorage["waypoint.navigation"] as? Data)
      let cut = try #require(String(decoding: data, as: UTF8.self).range(of: "detail"))
      saved[0].sceneStorage["waypoint.navigation"] = Data(
        String(decoding: data, as: UTF8.self)[..<cut.lowerBound].utf8)

      let relaunched = try WindowsHarness(rule: .frontmost, restoring: saved)
      await relaunched.nextFrame()
      #expect(relaunched.routes(window) == [.list])
    }

    @Test func aLinkForTheWindowBehindBringsItForwardAndShowsThere() async throws {
      let app = try WindowsHarness(rule: .custom { _, windows in .window(windows[1].id) })
      let back = await app.openWindow()
      let front = await app.openWindow()
      // The rule sends the link to the window behind, in the background,
      // whose display holds its updates until the registry brings it forward.
      app.windows.openURL(try #require(URL(string: "test://detail/4")))
      await app.nextFrame()
      #expect(app.windows.values == [back, front])
      #expect(app.routes(back) == [.list, .detail(4)])
      #expect(app.routes(front) == [])
    }

    /// A window's dialogs show the app's content, and the tapped button's
    /// answer reaches the code that asked, as under a `WaypointRoot`.
    @Test func aWindowsDialogShowsTheAppsContentAndItsAnswerArrives() async throws {
      let registry = WindowRegistry(router: try WindowsHarness.router())
      let scheduler = ManualDisplayScheduler()
      let navigator = Navigator(state: TestState.fresh)
      let windows = WindowGroupHost(
        WindowGroup(for: WindowID.self) { $window in
          WaypointWindow(
            registry, id: window, navigator: { navigator },
            screen: { TestScreen(route: $0) },
            dialog: { route in
              Dialog(
                title: "Sure about \(route)?",
                buttons: [
                  DialogButton("Yes", answer: 1), DialogButton("No", role: .cancel, answer: 0),
                ])
            }
          ) {
            TestTabs()
          }
          .updating(with: scheduler)
        } defaultValue: {
          WindowID()
        })
      windows.openNewWindow()
      windows.render()
      let asking = Task { await navigator.present(.edit(1), style: .alert, returning: Int.self) }
      for _ in 0..<20 { await Task.yield() }
      scheduler.runAll()
      windows.render()
      let window = try #require(windows.frontmost)
      #expect(window.presentations.map(\.style) == [.alert])
      #expect(window.visibleTexts.first == "Sure about edit(1)?")
      try window.tapButton("Yes")
      #expect(await asking.value == 1)
      #expect(navigator.state.presentations.isEmpty)
    }
  }
#endif
