import PocketMonsterIndex
public import SwiftUI
import WaypointSwiftUI

/// The app's five tabs, each with its own stack: the content of a window
/// (``PocketMonsterIndexScene``) and of ``PMIRootView``.
///
/// The iOS 18 tab form where the system has it, the iOS 17 one before, so
/// the app still runs on iOS 17.
public struct PMITabs: View {
  let app: PMIApp

  public var body: some View {
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

  /// What the dialog of `route` shows: Release? and Reset? are alerts in
  /// the navigation state, and the answer goes to the app, which awaits it
  /// (`PMIApp.ask`).
  static func dialog(_ app: PMIApp, for route: PMI.Route) -> Dialog<PMIAnswer> {
    app.dialog(for: route) ?? Dialog(title: app.title(of: route), buttons: [])
  }
}
