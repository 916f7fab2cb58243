import PocketMonsterIndex
import PocketMonsterIndexUI
import SwiftUI

/// The Pocket Monster Index as a SwiftUI app, on Apple platforms:
/// `swift run --package-path Examples pmi-swiftui` on a Mac.
///
/// Every way in the system offers becomes one `WayIn` (``PMIWaysIn``) and
/// goes to the scene model's registry, which holds it until a window has
/// restored its session and joined, then opens it there:
/// - links, Handoff activities and Spotlight results: each window's
///   `WaypointWindow`, which also hands off the screen on top;
/// - home-screen quick actions and notification responses: the app and
///   scene delegates (AppDelegate.swift, iOS);
/// - the "Open Pokémon" App Intent (OpenPokemonIntent.swift).
@main
struct PocketMonsterIndexApp: App {
  #if os(iOS)
    // doc: https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var delegate
  #endif
  private let model = AppModel.shared

  init() {
    #if canImport(CoreSpotlight)
      SpotlightIndex.indexPokemon(of: AppModel.shared)
    #endif
  }

  var body: some Scene {
    PocketMonsterIndexScene(model)
  }
}

/// The app's one scene model.
///
/// The system makes the app, its delegates and its intents itself, each
/// without arguments, so they meet at one reference isolated to the main
/// actor, made on first use: every way in reaches the same registry.
/// (App Intents' `AppDependencyManager`, iOS 16 in the SDK, reaches only
/// intents; the delegates would still need this.)
@MainActor enum AppModel {
  static let shared = PMISceneModel()
}
