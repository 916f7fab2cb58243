import SwiftUI
import Waypoint
import WaypointSwiftUI

// "Using Waypoint with SwiftUI", after the set-up: dialogs, split views and
// several windows, on the same app.

struct PokedexRootWithDialogs: View {
  let session: PokedexSession

  var body: some View {
    WaypointRoot(session.display, router: links) { route in
      PokedexScreen(route: route)
    } dialog: { route -> Dialog<Pokedex.ReturnValue> in
      switch route {
      case .confirmRelease(let id):
        Dialog(
          title: "Release #\(id)?", message: "It leaves your team.",
          buttons: [
            DialogButton("Release", role: .destructive, answer: .release),
            DialogButton("Keep", role: .cancel, answer: .keep),
          ])
      default:
        Dialog(title: "\(route)", buttons: [])  // no other route is asked in a dialog
      }
    } content: {
      PokedexTabs()
    }
  }
}

@available(iOS 18, macOS 15, *)
struct SidebarTabs: View {
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
        PokedexTabs()
      }
    } defaultValue: {
      WindowID()
    }
  }
}

// "Return points": the screen a flow returns to takes its value as it appears.
struct PokemonHoldingBerry: View {
  let id: Int
  @Environment(Navigator<Pokedex>.self) private var navigator
  @State private var berry: Int?

  var body: some View {
    Text(berry.map { "Pokémon #\(id), holding berry #\($0)" } ?? "Pokémon #\(id)")
      .onAppear {
        if case .berry(let chosen)? = navigator.takeReturnValue(at: "pokemon") { berry = chosen }
      }
  }
}

struct PokemonGrid: View {
  @Environment(Navigator<Pokedex>.self) private var navigator

  var body: some View {
    ForEach([25, 26, 27], id: \.self) { id in
      Button("#\(id)") {
        navigator.push(.pokemon(id: id), options: EntryOptions(transitionSource: "\(id)"))
      }
      .waypointSource(Pokedex.self, "\(id)")
    }
  }
}
