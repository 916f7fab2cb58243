import PocketMonsterIndex
public import SwiftUI

/// The screen of a route pushed or presented anywhere: what the app model
/// says is on it.
public struct RouteScreen: View {
  let app: PMIApp
  let route: PMI.Route

  public var body: some View {
    ScreenView(app: app, screen: app.screen(for: route))
      // Taking a returned value changes the model: never while the body is built.
      .onAppear { app.screenDidAppear(route) }
  }
}
