public import PocketMonsterIndex
public import SwiftUI
public import WaypointSwiftUI

/// The Pocket Monster Index in SwiftUI: four tabs, each with its own stack,
/// presentations over them, and links from `onOpenURL`.
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
    WaypointRoot(display, router: app.router) { route in
      RouteScreen(app: app, route: route)
    } dialog: { route in
      // Release? and Reset? are alerts in the navigation state; the answer
      // goes to the app, which awaits it (PMIApp.ask).
      app.dialog(for: route) ?? Dialog(title: app.title(of: route), buttons: [])
    } content: {
      tabs
    }
  }

  /// The iOS 18 tab form where the system has it, the iOS 17 one before.
  @ViewBuilder private var tabs: some View {
    #if os(watchOS)
      TaggedTabs(app: app)
    #else
      if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
        SidebarAdaptableTabs(app: app)
      } else {
        TaggedTabs(app: app)
      }
    #endif
  }
}
