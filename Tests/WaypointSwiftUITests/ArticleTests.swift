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
    enum Route: Hashable, Codable, Sendable { case pokemon(id: Int) }
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
      display.navigator.dismissAll()  // behind the link's report
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.visibleNavigationTitle == "#25")
      _ = PokedexApp().body
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

      let saved = try SnapshotFile(url: sessionURL, coder: coder).load()
      if let saved { display.navigator.restore(saved.state) }

      #expect(display.navigator.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 7)])
    }
  }
#endif
