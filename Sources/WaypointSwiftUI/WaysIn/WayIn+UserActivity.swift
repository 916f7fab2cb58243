import Foundation
import SwiftUI
import Waypoint

#if canImport(AppIntents)
  import AppIntents
#endif
#if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
  // Spotlight's constants are unavailable on tvOS, and CoreSpotlight has no
  // continuation on watchOS.
  import CoreSpotlight
#endif

// A user activity in and out: what SwiftUI hands a scene
// (`onContinueUserActivity`) as a way in, and the way out a scene advertises
// (`userActivity(_:isActive:_:)`) filled in from the router's description.
extension WayIn {
  /// The way in an activity SwiftUI continued is.
  ///
  /// The one place activities become ways in:
  ///
  /// - an activity of a type the router registers is that user activity
  ///   (what ``LinkRouter/userActivity(for:)`` wrote, back in);
  /// - otherwise, an activity annotated with an App Intents entity
  ///   (`appEntityIdentifier`, iOS 18.2 and macOS 15.2) is that entity, its
  ///   type named as `String(describing:)` names the entity's type;
  /// - otherwise, a Spotlight result (`CSSearchableItemActionType`) is the
  ///   link in its unique identifier: the app indexes each item with
  ///   `router.link(for:style:)` as the item's `uniqueIdentifier`;
  /// - otherwise, it is the user activity as it came, which opens its web
  ///   page as a link (a page handed off from Safari), or fails with
  ///   `LinkError.unknownWayIn`.
  ///
  /// - Parameters:
  ///   - activity: The activity as SwiftUI delivered it.
  ///   - registered: The user activity types the router has patterns for.
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
      // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/appentityidentifier
      // doc: https://developer.apple.com/documentation/appintents/entityidentifier/identifier
      if #available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *),
        let entity = activity.appEntityIdentifier
      {
        self = .entity(type: String(describing: entity.entityType), id: entity.identifier)
        return
      }
    #endif
    #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
      // The opened item's unique identifier is in the user info.
      // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
      // doc: https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
      if type == CSSearchableItemActionType,
        let link = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
      {
        self = .link(link)
        return
      }
    #endif
    self = userActivity
  }

  /// The activity types a scene continues: the router's, Safari's web pages
  /// handed off to the app, and Spotlight's results where there is Spotlight.
  ///
  /// Universal links do not come this way: SwiftUI hands them to
  /// `onOpenURL` (https://developer.apple.com/forums/thread/762526).
  static func continuedActivityTypes(registered: [String]) -> [String] {
    // doc: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
    var types = registered + [NSUserActivityTypeBrowsingWeb]
    #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
      types.append(CSSearchableItemActionType)
    #endif
    var seen: Set<String> = []
    return types.filter { seen.insert($0).inserted }
  }

  /// Fills in the activity SwiftUI advertises from this way out, a
  /// ``WayIn/userActivity(type:values:webpage:)``: its values as its user
  /// info (replacing any left from an earlier screen), its web page, and no
  /// title, which the app's hook sets; eligible for Handoff and for search.
  ///
  /// SwiftUI sets the type, from the `userActivity(_:isActive:_:)` modifier.
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
