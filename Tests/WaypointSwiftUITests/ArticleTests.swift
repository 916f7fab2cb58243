#if os(Linux)
  import Foundation
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI

  // The code of "Using Waypoint with SwiftUI", verbatim, compiled against the
  // stand-in and run on the host.

  enum Pokedex: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
    enum Route: Hashable, Codable, Sendable {
      case pokemon(id: Int)
      case confirmRelease(id: Int)
    }
  }

  @MainActor let links: LinkRouter<Pokedex> = {
    var router = LinkRouter<Pokedex>(schemes: ["pokedex"])
    do {
      try router.register("pokemon/:id") { parameters in
        NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
      }
    } catch {
      preconditionFailure("\(error)")
    }
    return router
  }()

  struct PokedexScreen: View {
    let route: Pokedex.Route
    var body: some View {
      switch route {
      case .pokemon(let id): Text("Pokémon \(id)").navigationTitle("#\(id)")
      case .confirmRelease(let id): Text("Release \(id)")
      }
    }
  }

  struct PokedexApp: App {
    @State private var display = DisplayedNavigation(
      navigator: Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries])))

    var body: some Scene {
      WindowGroup {
        WaypointRoot(display, router: links) { route in
          PokedexScreen(route: route)
        } content: {
          WaypointTabView(Pokedex.self) {
            WaypointStack(Pokedex.self, .tab(.pokedex)) {
              PokedexList()
            } destination: {
              PokedexScreen(route: $0)
            }
            .tag(Pokedex.Tab.pokedex)
          }
        }
      }
    }
  }

  struct PokedexList: View {
    @Environment(Navigator<Pokedex>.self) private var navigator

    var body: some View {
      List {
        WaypointLink(Pokedex.self, to: .pokemon(id: 25)) { Text("Pikachu") }
        Button("Surprise me") { navigator.push(.pokemon(id: 151)) }
      }
    }
  }

  enum Release: Hashable, Sendable { case release, keep }

  struct PokedexRoot: View {
    let display: DisplayedNavigation<Pokedex>

    var body: some View {
      WaypointRoot(display, router: links) { route in
        PokedexScreen(route: route)
      } dialog: { route -> Dialog<Release> in
        switch route {
        case .confirmRelease(let id):
          Dialog(
            title: "Release #\(id)?", message: "It leaves your team.",
            buttons: [
              DialogButton("Release", role: .destructive, answer: .release),
              DialogButton("Keep", role: .cancel, answer: .keep),
            ])
        case .pokemon(let id):
          Dialog(title: "Pokémon #\(id)", buttons: [])
        }
      } content: {
        WaypointTabView(Pokedex.self) {
          WaypointStack(Pokedex.self, .tab(.pokedex)) {
            PokedexList()
          } destination: {
            PokedexScreen(route: $0)
          }
          .tag(Pokedex.Tab.pokedex)
        }
      }
    }
  }

  struct PokedexTabs: View {
    var body: some View {
      WaypointTabView(Pokedex.self) {
        Tab(value: Pokedex.Tab.pokedex) {
          WaypointSplitView(Pokedex.self, .tab(.pokedex)) {
            PokedexRows()
          } destination: { route in
            PokedexScreen(route: route)
          }
        } label: {
          Label("Pokédex", systemImage: "list.bullet")
        }
        Tab(value: Pokedex.Tab.berries) {
          WaypointStack(Pokedex.self, .tab(.berries)) {
            Text("Berries")
          } destination: { route in
            PokedexScreen(route: route)
          }
        } label: {
          Label("Berries", systemImage: "leaf")
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }

  struct PokedexRows: View {
    var body: some View {
      WaypointList(Pokedex.self) {
        WaypointLink(Pokedex.self, to: .pokemon(id: 25)) { Text("Pikachu") }
        WaypointLink(Pokedex.self, to: .pokemon(id: 133)) { Text("Eevee") }
      }
    }
  }

  struct PokedexWindowsApp: App {
    @State private var windows = WindowRegistry(router: links, rule: .showing)
    private let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])

    var body: some Scene {
      WindowGroup(for: WindowID.self) { $window in
        WaypointWindow(windows, id: window, restoringWith: coder) {
          Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
        } screen: { route in
          PokedexScreen(route: route)
        } content: {
          WaypointTabView(Pokedex.self) {
            WaypointStack(Pokedex.self, .tab(.pokedex)) {
              PokedexList()
            } destination: {
              PokedexScreen(route: $0)
            }
            .tag(Pokedex.Tab.pokedex)
          }
        }
      } defaultValue: {
        WindowID()
      }
    }
  }

  @MainActor @Suite struct ArticleTests {
    @Test func theTenLineSetUpRunsAndItsScreensNavigate() async throws {
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries])),
        policy: .onePresentationPerUpdate, scheduler: scheduler)
      let host = ViewHost(
        WaypointRoot(display, router: links) { route in
          PokedexScreen(route: route)
        } content: {
          WaypointTabView(Pokedex.self) {
            WaypointStack(Pokedex.self, .tab(.pokedex)) {
              PokedexList()
            } destination: {
              PokedexScreen(route: $0)
            }
            .tag(Pokedex.Tab.pokedex)
          }
        })
      host.render()
      try host.tapLink("Pikachu")
      await display.navigator.dismissAll()  // behind the link's report
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.visibleNavigationTitle == "#25")
      _ = PokedexApp().body
    }

    @Test func anAlertsAnswerReachesTheCodeThatAsked() async throws {
      var state = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try state.push(.pokemon(id: 25))
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: Navigator(state: state), policy: .unlimited, scheduler: scheduler)
      let navigator = display.navigator
      let host = ViewHost(PokedexRoot(display: display))
      let asking = Task {
        let answer = await navigator.present(
          .confirmRelease(id: 25), style: .alert, returning: Release.self)
        if answer == .release { await navigator.removeEntries { $0.route == .pokemon(id: 25) } }
      }
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.visibleTexts == ["Release #25?", "It leaves your team.", "Release", "Keep"])
      try host.tapButton("Release")
      await asking.value
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.presentedLevels.isEmpty)
      #expect(navigator.stack(at: .tab(.pokedex))?.isEmpty == true)
      #expect(host.issues.isEmpty)
    }

    @Test func theSplitViewSelectsInTheSidebarAndCollapsesToTheSameStack() async throws {
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries])),
        policy: .unlimited, scheduler: scheduler)
      let host = ViewHost(
        WaypointRoot(display) {
          PokedexScreen(route: $0)
        } content: {
          PokedexTabs()
        })
      host.horizontalSizeClass = .regular
      host.render()
      try host.tapLink("Eevee")
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.navigationTitle(ofColumn: 1) == "#133")
      host.horizontalSizeClass = .compact
      host.render()
      #expect(host.visibleNavigationTitle == "#133")
      #expect(display.navigator.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 133)])
    }

    @Test func severalWindowsEachWithItsNavigatorUnderOneRegistry() async throws {
      _ = PokedexWindowsApp().body
      let windows = WindowRegistry(router: links, rule: .showing)
      let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
      let host = WindowGroupHost(
        WindowGroup(for: WindowID.self) { $window in
          WaypointWindow(windows, id: window, restoringWith: coder) {
            Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
          } screen: { route in
            PokedexScreen(route: route)
          } content: {
            WaypointStack(Pokedex.self, .tab(.pokedex)) {
              PokedexList()
            } destination: {
              PokedexScreen(route: $0)
            }
          }
        } defaultValue: {
          WindowID()
        })
      host.openNewWindow()
      host.openNewWindow()
      host.render()
      #expect(windows.windows.count == 2)
      let taker = host.openURL(try #require(URL(string: "pokedex://pokemon/25")))
      for _ in 0..<20 { await Task.yield() }
      host.render()
      #expect(taker == host.values.first)
      #expect(host.frontmost?.visibleNavigationTitle == "#25")
    }

    @Test func restoringASavedSessionAtLaunch() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        UUID().uuidString)
      defer { try? FileManager.default.removeItem(at: directory) }
      let sessionURL = directory.appendingPathComponent("session")
      let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
      var session = NavigationState<Pokedex>(tabs: [.pokedex, .berries])
      try session.push(.pokemon(id: 7))
      try SnapshotFile(url: sessionURL, coder: coder).save(session)
      let display = DisplayedNavigation(
        navigator: Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries])))

      // At launch, in the app's synchronous set-up.
      let launch: @MainActor () throws -> Void = {
        let saved = try SnapshotFile(url: sessionURL, coder: coder).load()
        if let saved { display.navigator.restore(saved.state) }
      }
      try launch()

      #expect(display.navigator.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 7)])
    }
  }
#endif
