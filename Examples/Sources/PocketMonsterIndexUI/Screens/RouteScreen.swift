import PocketMonsterIndex
import SwiftUI

/// The screen of a route pushed or presented anywhere: what the app model
/// says is on it.
struct RouteScreen: View {
  let app: PMIApp
  let route: PMI.Route

  var body: some View {
    ScreenView(app: app, screen: app.screen(for: route))
  }
}
