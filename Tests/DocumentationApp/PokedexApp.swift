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
  let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
  let display: DisplayedNavigation<Pokedex>
  /// What the last session lost to damage, to tell the user; empty when nothing.
  private(set) var leftOut: [RestorationIssue] = []
  private let file: SnapshotFile<Pokedex>
  /// False when a newer version of the app saved the last session: it is kept for that version.
  private var savesSession = true

  init(savingIn folder: URL) {
    file = SnapshotFile(
      url: folder.appending(path: "Pokedex/navigation.json"),
      coder: SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries], isRestorable: { $0 != .signIn }))
    do {
      // nil on the first launch; through the guards and policies, as any navigation.
      if let saved = try file.load() {
        navigator.restore(saved.state)
        leftOut = saved.issues
      }
    } catch .unsupportedFormat {
      savesSession = false  // start fresh, and never save over the newer session
    } catch {
      print("The last session could not be read; starting fresh: \(error)")
    }
    display = DisplayedNavigation(navigator: navigator)
  }

  func save() {
    guard savesSession else { return }
    do {
      try file.save(navigator.state)
    } catch {
      print("The session was not saved: \(error)")
    }
  }
}
