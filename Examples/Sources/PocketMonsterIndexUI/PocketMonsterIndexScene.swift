import PocketMonsterIndex
public import SwiftUI
import WaypointSwiftUI

/// The app's window: the catalogue, the app model and its display, made once.
///
/// The app model's navigator starts where the app does; an app that saves its
/// session restores it with `navigator.restore(_:)` when the window appears,
/// so guards and policies see the saved state too.
public struct PocketMonsterIndexScene: Scene {
  @State private var model = SceneModel()

  /// Creates the app's window.
  public init() {}

  public var body: some Scene {
    WindowGroup {
      PMIRootView(app: model.app, display: model.display)
    }
  }
}

/// What the window holds for its lifetime.
@MainActor final class SceneModel {
  let app: PMIApp
  let display: DisplayedNavigation<PMI>

  init() {
    // The catalogue ships with the app: failing to load it is a build defect.
    let catalogue: Catalogue
    do {
      catalogue = try Catalogue.bundled()
    } catch {
      preconditionFailure("The bundled catalogue cannot be read: \(error)")
    }
    app = PMIApp(catalogue: catalogue)
    display = DisplayedNavigation(navigator: app.navigator, policy: .current)
  }
}
