public import PocketMonsterIndex
public import SwiftUI
public import WaypointSwiftUI

/// The Pocket Monster Index in SwiftUI: four tabs, each with its own stack,
/// presentations over them, and links from `onOpenURL`.
///
/// Every navigation goes through the app's navigator; the views only show its
/// display and report what the user did.
public struct PMIRootView: View {
  private let app: PMIApp
  private let display: DisplayedNavigation<PMI>

  /// Creates the app's views.
  ///
  /// - Parameters:
  ///   - app: The app model: catalogue, team, navigator and link table.
  ///   - display: The display of the app's navigator.
  public init(app: PMIApp, display: DisplayedNavigation<PMI>) {
    self.app = app
    self.display = display
  }

  public var body: some View {
    WaypointRoot(display, router: app.router) { route in
      RouteScreen(app: app, route: route)
    } dialog: { route in
      // Release? and Reset? are alerts in the navigation state; the answer
      // goes to the app, which awaits it (PMIApp.ask).
      app.dialog(for: route) ?? Dialog(title: app.title(of: route), buttons: [])
    } content: {
      WaypointTabView(PMI.self) {
        tab(.pokedex, systemImage: "list.bullet") { PokedexList(app: app) }
        tab(.berries, systemImage: "leaf") { BerryList(app: app) }
        tab(.team, systemImage: "person.3") { ScreenView(app: app, screen: app.tabScreen(.team)) }
        tab(.settings, systemImage: "gearshape") {
          ScreenView(app: app, screen: app.tabScreen(.settings))
        }
      }
    }
  }

  /// A tab: its stack over its root screen, with its label and tag.
  private func tab(
    _ tab: PMI.Tab, systemImage: String, @ViewBuilder root: () -> some View
  ) -> some View {
    WaypointStack(PMI.self, .tab(tab), root: root) { route in
      RouteScreen(app: app, route: route)
    }
    .tabItem { Label(tab.title, systemImage: systemImage) }
    .tag(tab)
  }
}
