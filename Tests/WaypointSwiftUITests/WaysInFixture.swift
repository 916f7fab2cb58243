#if os(Linux)
  import CoreSpotlight
  import Foundation
  import SwiftUI
  import WaypointSwiftUI
  import WaypointTestSupport

  /// The test app's link table for ways in: `detail/:n` on the home tab,
  /// registered for a Handoff type, written back for the screen it opens,
  /// with a host for universal links and web pages.
  enum WaysInFixture {
    static let detailActivity = "org.waypoint.test.detail"
    static let host = "test.example.com"

    static func router() throws -> LinkRouter<TestApp> {
      var router = LinkRouter<TestApp>(schemes: ["test"], hosts: [host])
      try router.register("detail/:n", waysIn: [.userActivity(detailActivity)]) { parameters in
        NavigationTarget(tab: .home, routes: [.list, .detail(try parameters.int("n"))])
      } reverse: { target in
        // Exactly the screen the pattern opens: nothing presented over it.
        guard target.tab == .home, target.presentations.isEmpty,
          let routes = target.stack?.map(\.route), routes.count == 2, routes[0] == .list,
          case .detail(let number) = routes[1]
        else { return nil }
        return LinkValues(path: ["n": "\(number)"])
      }
      return router
    }

    /// A Handoff activity of the registered type, as another device sends it.
    static func handoff(_ number: Int) -> NSUserActivity {
      let activity = NSUserActivity(activityType: detailActivity)
      activity.userInfo = ["n": "\(number)"]
      return activity
    }

    /// A web page handed off from Safari.
    static func webPage(_ link: String?) -> NSUserActivity {
      let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      activity.webpageURL = link.flatMap { URL(string: $0) }
      return activity
    }

    /// A Spotlight result the user opened: the app indexed the item with
    /// its link as its unique identifier.
    static func spotlightResult(_ number: Int) throws -> NSUserActivity {
      let target = NavigationTarget<TestApp>(tab: .home, routes: [.list, .detail(number)])
      let activity = NSUserActivity(activityType: CSSearchableItemActionType)
      activity.userInfo = [CSSearchableItemActivityIdentifier: try router().link(for: target) ?? ""]
      return activity
    }

    /// What the tests compare of an advertised activity.
    struct Advertised: Equatable {
      var type: String
      var values: [String: String]
      var webpage: URL?
      var title: String?
      var isEligibleForHandoff: Bool
      var isEligibleForSearch: Bool

      init(
        type: String = WaysInFixture.detailActivity, values: [String: String],
        webpage: String?, title: String? = nil
      ) {
        self.type = type
        self.values = values
        self.webpage = webpage.flatMap { URL(string: $0) }
        self.title = title
        (isEligibleForHandoff, isEligibleForSearch) = (true, true)
      }

      init(_ activity: NSUserActivity) {
        type = activity.activityType
        values = activity.userInfo as? [String: String] ?? [:]
        webpage = activity.webpageURL
        title = activity.title
        isEligibleForHandoff = activity.isEligibleForHandoff
        isEligibleForSearch = activity.isEligibleForSearch
      }

      /// The detail screen `number`, as the router describes it.
      static func detail(_ number: Int, title: String? = nil) -> Advertised {
        Advertised(
          values: ["n": "\(number)"], webpage: "https://\(WaysInFixture.host)/detail/\(number)",
          title: title)
      }
    }
  }

  /// Values a closure collects, for a test to read.
  @MainActor final class Made<Value> {
    var values: [Value] = []
  }

  extension Navigator where Schema == TestApp {
    /// Records the errors of the navigations that fail from now on.
    func recordFailures() -> Made<any Error> {
      let failures = Made<any Error>()
      addEventObserver { event in
        if case .failed(_, let error) = event { failures.values.append(error) }
      }
      return failures
    }
  }
#endif
