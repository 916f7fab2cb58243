import Foundation
import SwiftUI
import Waypoint

#if canImport(AppIntents)
  import AppIntents
#endif
#if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
  // tvOS lacks Spotlight's constants; watchOS, CoreSpotlight's continuation.
  import CoreSpotlight
#endif

// A user activity in (`onContinueUserActivity`) and out (`userActivity(_:isActive:_:)`).
extension WayIn {
  /// The way in an activity SwiftUI continued is: the one place activities become ways in.
  ///
  /// - a type the router registers (`registered`): that user activity, back in;
  /// - else an App Intents entity (`appEntityIdentifier`, iOS 18.2, macOS 15.2): that entity, its
  ///   type named by `String(describing:)`;
  /// - else a Spotlight result (`CSSearchableItemActionType`): the link the app indexed as the
  ///   item's `uniqueIdentifier` (`router.link(for:style:)`);
  /// - else the user activity as it came: its web page as a link (handed off from Safari), or
  ///   `LinkError.unknownWayIn`.
  init(_ activity: NSUserActivity, registered: Set<String>) {
    let type = activity.activityType
    let userActivity = WayIn.userActivity(
      type: type, values: WayIn.values(from: activity.userInfo ?? [:]),
      webpage: activity.webpageURL?.absoluteString)
    guard !registered.contains(type) else {
      self = userActivity
      return
    }
    #if canImport(AppIntents)
      // doc:
      // https://developer.apple.com/documentation/foundation/nsuseractivity/appentityidentifier
      // doc: https://developer.apple.com/documentation/appintents/entityidentifier/identifier
      if #available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *),
        let entity = activity.appEntityIdentifier
      {
        self = .entity(type: String(describing: entity.entityType), id: entity.identifier)
        return
      }
    #endif
    #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
      // The opened item's unique identifier is in the user info. doc:
      // https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype doc:
      // https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
      if type == CSSearchableItemActionType,
        let link = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
      {
        self = .link(link)
        return
      }
    #endif
    self = userActivity
  }

  /// The activity types a scene continues: the router's, Safari's web pages, and Spotlight's
  /// results where there is Spotlight.
  ///
  /// Universal links come to `onOpenURL` instead
  /// (https://developer.apple.com/forums/thread/762526).
  static func continuedActivityTypes(registered: [String]) -> [String] {
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
    var types = registered + [NSUserActivityTypeBrowsingWeb]
    #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
      types.append(CSSearchableItemActionType)
    #endif
    var seen: Set<String> = []
    return types.filter { seen.insert($0).inserted }
  }

  /// Fills in the activity SwiftUI advertises (whose type the modifier sets) from this
  /// ``WayIn/userActivity(type:values:webpage:)``.
  ///
  /// The user info is replaced, not merged, so nothing of an earlier screen stays; the title is
  /// cleared for the app's hook to set.
  func describe(_ activity: NSUserActivity) {
    guard case .userActivity(_, let values, let webpage) = self else { return }
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    activity.userInfo = values
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    activity.webpageURL = webpage.flatMap { URL(string: $0) }
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/title
    activity.title = nil
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
    activity.isEligibleForHandoff = true
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch
    activity.isEligibleForSearch = true
  }
}
