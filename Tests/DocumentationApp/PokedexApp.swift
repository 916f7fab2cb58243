import Foundation
import SwiftUI
import Waypoint
import WaypointSwiftUI

// "Using Waypoint with SwiftUI", set-up: the whole one-window app, which the
// README shows too.

@main
struct PokedexApp: App {
  @State private var session = PokedexSession(
    savingIn: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0])

  var body: some Scene {
    WindowGroup {
      PokedexRoot(session: session)
    }
  }
}

struct PokedexRoot: View {
  let session: PokedexSession
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    WaypointRoot(session.display, router: links) { route in
      PokedexScreen(route: route)  // the screens of every sheet and cover
    } content: {
      PokedexTabs()
    }
    .onChange(of: scenePhase) { _, phase in
      if phase != .active { session.save() }  // leaving the screen: save where the user is
    }
  }
}

struct PokedexTabs: View {
  var body: some View {
    WaypointTabView(Pokedex.self) {
      WaypointStack(Pokedex.self, .tab(.pokedex)) {
        PokedexList()
      } destination: { route in
        PokedexScreen(route: route)  // the screens pushed on this tab
      }
      .tag(Pokedex.Tab.pokedex)
      WaypointStack(Pokedex.self, .tab(.berries)) {
        Text("Berries")
      } destination: { route in
        PokedexScreen(route: route)
      }
      .tag(Pokedex.Tab.berries)
    }
  }
}

struct PokedexList: View {
  @Environment(Navigator<Pokedex>.self) private var navigator

  var body: some View {
    List {
      WaypointLink(Pokedex.self, to: .pokemon(id: 25)) { Text("Pikachu") }
      Button("Surprise me") { navigator.push(.pokemon(id: 151)) }
      Button("Eevee's evolutions") { navigator.present(.evolutions(of: 133)) }
      Button("Evolutions, full screen") {
        navigator.present(.evolutions(of: 133), style: .fullScreenCover)
      }
    }
  }
}

struct PokedexScreen: View {
  let route: Pokedex.Route

  var body: some View {
    switch route {
    case .pokemon(let id): Text("Pokémon #\(id)").navigationTitle("#\(id)")
    case .berry(let id): Text("Berry #\(id)").navigationTitle("Berry #\(id)")
    case .evolutions(let id): Text("Evolutions of #\(id)").navigationTitle("Evolutions")
    case .confirmRelease(let id): Text("Release #\(id)?")
    case .signIn: Text("Sign in").navigationTitle("Sign in")
    }
  }
}

/// The app's navigation, made once: its navigator starts where the last
/// session ended, and `save()` keeps where the user is for the next launch.
@MainActor final class PokedexSession {
  let navigator: Navigator<Pokedex>
  let display: DisplayedNavigation<Pokedex>
  private let file: SnapshotFile<Pokedex>

  init(savingIn folder: URL) {
    let file = SnapshotFile(
      url: folder.appending(path: "Pokedex/navigation.json"),
      coder: SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries], isRestorable: { $0 != .signIn }))
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    // Through the guards and policies, as any navigation; nil on the first launch.
    if let saved = try? file.load() { navigator.restore(saved.state) }
    self.file = file
    self.navigator = navigator
    display = DisplayedNavigation(navigator: navigator)
  }

  func save() {
    do {
      try file.save(navigator.state)
    } catch {
      print("The session was not saved: \(error)")
    }
  }
}
