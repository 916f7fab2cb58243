import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// Shows one of the app's screens: its facts, then its choices.
///
/// A choice that pushes is a link, so SwiftUI pushes it as the user taps;
/// every other choice is a button that asks the app.
struct ScreenView: View {
  @Environment(DisplayedNavigation<PMI>.self) private var display
  let app: PMIApp
  let screen: Screen

  var body: some View {
    List {
      if !screen.lines.isEmpty {
        Section {
          ForEach(screen.lines, id: \.self) { Text($0) }
        }
      }
      Section {
        // A list's filter (the Search tab's query) shows only its matches.
        let shown = app.visibleChoices(of: screen) { display.searchQuery }
        ForEach(shown.map { screen.actions[$0] }, id: \.label) { action in
          choice(action)
        }
      }
      if !app.status.isEmpty {
        Section { Text(app.status) }
      }
    }
    .navigationTitle(screen.title)
  }

  @ViewBuilder private func choice(_ action: ScreenAction) -> some View {
    if case .push(let route) = action.intent {
      WaypointLink(PMI.self, to: route) { Text(action.label) }
    } else {
      Button(action.label) {
        Task { await app.run(action.intent) }
      }
    }
  }
}
