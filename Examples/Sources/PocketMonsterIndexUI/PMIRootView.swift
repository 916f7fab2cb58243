public import PocketMonsterIndex
public import SwiftUI
public import WaypointSwiftUI

/// The Pocket Monster Index in one view: five tabs, each with its own stack,
/// presentations over them, and links from `onOpenURL`.
///
/// The app's windows are ``PocketMonsterIndexScene``'s, which show the same
/// tabs; this view is the app for a host that has no window group.
///
/// Every navigation goes through the app's navigator; the views only show its
/// display and report what the user did. On a regular width the Pokédex and
/// Berries are split views, the list beside the screen it selects; from
/// iOS 18 the tabs adapt into a sidebar on iPad.
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
    WaypointRoot(display, router: app.router, snapshots: PMIStore.coder) { route in
      RouteScreen(app: app, route: route)
    } dialog: { route in
      PMITabs.dialog(app, for: route)
    } content: {
      PMITabs(app: app)
    }
  }
}
