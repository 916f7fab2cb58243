// Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks: only
// the members the glue and the host use. On Apple platforms it is
// Foundation's class, and the glue spells it the same way. It lives in this
// module, not a Foundation overlay, because SwiftUI's activity modifiers are
// the only reason the glue needs it.

public import Foundation

// doc: https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  public let activityType: String

  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/title
  open var title: String?

  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?

  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  open var webpageURL: URL?

  // What SwiftUI matches `handlesExternalEvents` against.
  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier
  open var targetContentIdentifier: String?

  // Apple's default is true.
  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
  open var isEligibleForHandoff = true

  // doc: https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch
  open var isEligibleForSearch = false
}

// Apple's value is its own; nothing may assume it.
// doc: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
