public import PocketMonsterIndex
public import SwiftUI
public import Waypoint
public import WaypointSwiftUI

/// One window of the app: its tabs under a `WaypointWindow`, which restores
/// the window's last session and joins the scene model's registry.
public typealias PMIWindow = WaypointWindow<PMI, PMITabs, RouteScreen>

/// The app's windows: a `WindowGroup(for: WindowID.self)` whose every window
/// is a ``PMIWindow`` with its own app model and navigator, under the scene
/// model's one registry.
///
/// There is one way to restore: each window saves its state in its scene
/// storage and comes back through `navigator.restore(_:)` (so guards and
/// policies see the saved state, as pmi's does), before it joins the
/// registry, and tells its user what could not be restored. Every way in
/// goes to the registry (``PMISceneModel/windows``), which holds it until a
/// window has joined and then opens it there, over the restored tabs: links,
/// Handoff activities and Spotlight results through each window's
/// `WaypointWindow`, which also hands off the screen on top; quick actions,
/// notifications and the App Intent's entity from the app's delegates and
/// intent (pmi-swiftui).
public struct PocketMonsterIndexScene: Scene {
  private let model: PMISceneModel

  /// Creates the app's windows.
  ///
  /// - Parameter model: The registry and what the windows share.
  public init(_ model: PMISceneModel) {
    self.model = model
  }

  // The concrete type, not `some Scene`: a test host plays the system with
  // the window group itself.
  public var body: WindowGroup<PresentedWindowContent<WindowID, PMIWindow>> {
    let model = model
    // doc: https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:defaultvalue:)
    return WindowGroup(for: WindowID.self) { $window in
      model.window(window)
    } defaultValue: {
      WindowID()
    }
  }
}

/// What the app's windows share for the process's lifetime: the catalogue,
/// the link table, and the registry every way in goes through; and each
/// window's app model.
@MainActor public final class PMISceneModel {
  /// The Pokédex and the berries.
  public let catalogue: Catalogue
  /// The app's link table, which resolves every way in.
  public let router: LinkRouter<PMI>
  /// The open windows and the ways in waiting for one: hand every way in here.
  public let windows: WindowRegistry<PMI>
  /// Each window's app model, made once, when the window first shows.
  ///
  /// Kept while the process runs: SwiftUI may build a window's views again
  /// at any time, and the window's navigator (made once) must keep showing
  /// the same app. An app is small, and windows are few.
  private var apps: [WindowID: PMIApp] = [:]

  /// Loads the bundled catalogue and makes the registry.
  ///
  /// - Parameter rule: Which window a way in lands in: the frontmost, by default.
  public init(rule: WindowRule<PMI> = .frontmost) {
    // The catalogue ships with the app: failing to load it is a build defect.
    let catalogue: Catalogue
    do {
      catalogue = try Catalogue.bundled()
    } catch {
      preconditionFailure("The bundled catalogue cannot be read: \(error)")
    }
    self.catalogue = catalogue
    router = PMILinks.router(catalogue: catalogue)
    windows = WindowRegistry(router: router, rule: rule)
  }

  /// The app model of the window `id`: each window is its own session of
  /// the app, with its own navigator (and team, which this example does not save).
  public func app(for id: WindowID) -> PMIApp {
    if let app = apps[id] { return app }
    let app = PMIApp(catalogue: catalogue)
    apps[id] = app
    return app
  }

  /// Every Pokémon as Spotlight indexes it, under the link of its screen.
  public var spotlightItems: [PMIWaysIn.SpotlightItem] {
    PMIWaysIn.spotlightItems(catalogue: catalogue, router: router)
  }

  /// The views of window `id`: its tabs, restored from its scene storage
  /// with the store's rules (a half-done sign-in or export does not come back).
  func window(_ id: WindowID) -> PMIWindow {
    let app = app(for: id)
    return WaypointWindow(
      windows, id: id, restoringWith: PMIStore.coder,
      onRestore: { Self.report($0, in: app) },
      // Handoff and Spotlight show the screen's own title: "#025 Pikachu".
      userActivity: { activity, target in
        activity.title = target.stack?.last.map { app.title(of: $0.route) }
      }
    ) {
      app.navigator
    } screen: { route in
      RouteScreen(app: app, route: route)
    } dialog: { route in
      PMITabs.dialog(app, for: route)
    } content: {
      PMITabs(app: app)
    }
  }

  /// Tells the window's user what the window's last session lost, in the
  /// words pmi uses: each part left out, or why none of it could be read.
  static func report(_ restoration: Result<RestoredState<PMI>, RestorationError>, in app: PMIApp) {
    switch restoration {
    case .success(let restored) where !restored.issues.isEmpty:
      app.status = restored.issues.map { "Not restored: \($0)" }.joined(separator: "\n")
    case .success:
      break
    case .failure(let error):
      app.fail("Could not restore the last session (\(error)); starting fresh.")
    }
  }
}
