import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// What a tab shows: the Pokédex and Berries as split views (their list
/// beside the screen it selects on a regular width, one stack on a compact
/// one), Team and Settings as stacks.
struct TabRoot: View {
  let app: PMIApp
  let tab: PMI.Tab
  /// Settings' "Show the Berries tab" reads the tab bar, and Search the search
  /// field, not the whole state.
  @Environment(DisplayedNavigation<PMI>.self) private var display

  var body: some View {
    switch tab {
    case .pokedex:
      WaypointSplitView(PMI.self, .tab(tab)) {
        PokedexList(app: app)
      } destination: { route in
        RouteScreen(app: app, route: route)
      }
    case .berries:
      WaypointSplitView(PMI.self, .tab(tab)) {
        BerryList(app: app)
      } destination: { route in
        RouteScreen(app: app, route: route)
      }
    case .team, .settings, .search:
      WaypointStack(PMI.self, .tab(tab)) {
        ScreenView(
          app: app,
          screen: app.tabScreen(tab, hiddenTabs: { display.hiddenTabs }) { display.searchQuery })
      } destination: { route in
        RouteScreen(app: app, route: route)
      }
    }
  }

  /// The tab's symbol in the tab bar and the sidebar.
  static func systemImage(of tab: PMI.Tab) -> String {
    switch tab {
    case .pokedex: "list.bullet"
    case .berries: "leaf"
    case .team: "person.3"
    case .settings: "gearshape"
    case .search: "magnifyingglass"
    }
  }
}
