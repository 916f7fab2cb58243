import PocketMonsterIndex
import PocketMonsterIndexUI
import SwiftUI

#if canImport(CoreSpotlight)
  import CoreSpotlight
#endif

/// The Pocket Monster Index as a SwiftUI app, on Apple platforms:
/// `swift run --package-path Examples pmi-swiftui` on a Mac.
///
/// Every way in the system offers becomes one `WayIn` (``PMIWaysIn``) and
/// goes to the scene model's registry, which holds it until a window has
/// restored its session and joined, then opens it there:
/// - links: each window's `onOpenURL` (WaypointWindow);
/// - Handoff and Spotlight results: `onContinueUserActivity`, below;
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
    let model = model
    PocketMonsterIndexScene(model) { window in
      window
        // Handoff from another device's Pokémon screen.
        // doc: https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
        .onContinueUserActivity(PMILinks.pokemonActivityType) { activity in
          // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
          // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
          // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
          model.windows.open(
            PMIWaysIn.userActivity(
              type: activity.activityType, userInfo: activity.userInfo,
              webpage: activity.webpageURL?.absoluteString))
        }
        .continuingSpotlightResults(model)
    }
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

extension View {
  /// Opens a Spotlight result: its item's identifier is the Pokémon's link.
  @ViewBuilder
  fileprivate func continuingSpotlightResults(_ model: PMISceneModel) -> some View {
    #if canImport(CoreSpotlight) && !os(tvOS)
      // doc: https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
      // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
      onContinueUserActivity(CSSearchableItemActionType) { activity in
        // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
        guard let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
        else { return }
        model.windows.open(PMIWaysIn.spotlightResult(identifier: identifier))
      }
    #else
      self
    #endif
  }
}
