#if os(iOS)
  import Foundation
  import PocketMonsterIndex
  import Waypoint
  import UIKit
  import UserNotifications

  /// The ways in SwiftUI has no modifier for: notification responses here,
  /// home-screen quick actions in the scene delegate this names.
  final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    // doc: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      // Before launching ends, as the header asks, so that the response
      // that launched the app reaches it.
      // doc: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
      // doc: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
      UNUserNotificationCenter.current().delegate = self
      // One quick action, so the home screen offers it: Pikachu's screen.
      // doc: https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems
      // doc: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)
      application.shortcutItems = [
        UIApplicationShortcutItem(
          type: PMILinks.pokemonQuickActionType, localizedTitle: "Pikachu",
          localizedSubtitle: "#025", icon: nil, userInfo: ["id": "25" as NSString])
      ]
      return true
    }

    /// Every scene gets the scene delegate that takes quick actions.
    // doc: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    func application(
      _ application: UIApplication, configurationForConnecting session: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      // doc: https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
      // doc: https://developer.apple.com/documentation/uikit/uiscenesession/role
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      // doc: https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }

    /// A notification the user opened: its category and payload, as a way in.
    ///
    /// The header does not put this on the main actor, so the way in (a
    /// plain value) is made here and handed to the main actor, and the
    /// system is told at once that the response was taken.
    // doc: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void
    ) {
      defer { completionHandler() }
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
      guard response.actionIdentifier != UNNotificationDismissActionIdentifier else { return }
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
      // doc: https://developer.apple.com/documentation/usernotifications/unnotification/request
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
      let content = response.notification.request.content
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
      // doc: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
      let wayIn = PMIWaysIn.notification(
        category: content.categoryIdentifier, userInfo: content.userInfo)
      Task { @MainActor in AppModel.shared.windows.open(wayIn) }
    }
  }

  /// Home-screen quick actions: the one that launched the app, and those
  /// chosen while it runs.
  final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    /// A cold launch from a quick action: the registry keeps it until the
    /// first window has restored its session and joined.
    // doc: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      // doc: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
      guard let item = connectionOptions.shortcutItem else { return }
      open(item)
    }

    /// A quick action while the app runs; the system is told whether it opened.
    // doc: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      let task = open(shortcutItem)
      Task {
        switch await task.outcome {
        case .applied, .redirected: completionHandler(true)
        case .denied, .failed: completionHandler(false)
        }
      }
    }

    @discardableResult
    private func open(_ item: UIApplicationShortcutItem) -> NavigationTask<PMI> {
      // doc: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
      // doc: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo
      AppModel.shared.windows.open(PMIWaysIn.quickAction(type: item.type, userInfo: item.userInfo))
    }
  }
#endif
