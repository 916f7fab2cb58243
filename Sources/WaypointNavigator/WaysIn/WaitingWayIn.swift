import WaypointCore
import WaypointLinks

/// A way in that is waiting, with what will open it and the navigation its caller holds.
struct WaitingWayIn<Schema: NavigationSchema>: WaitingEntry {
  /// Why a way in waits instead of opening.
  enum Reason {
    /// The app has not called `markReadyForWaysIn()` yet.
    case appNotReady
    /// Its policy defers it and a presentation is up.
    case presentationUp
  }

  /// A way in as the navigator received it: with the router that resolves it when its turn comes,
  /// or already resolved by the window registry.
  enum Item {
    case unresolved(WayIn, LinkRouter<Schema>)
    case resolved(ResolvedWayIn<Schema>)

    var wayIn: WayIn {
      switch self {
      case .unresolved(let wayIn, _): wayIn
      case .resolved(let resolved): resolved.wayIn
      }
    }

    var waitingLimit: Int {
      switch self {
      case .unresolved(_, let router): router.limits.maximumWaiting
      case .resolved(let resolved): resolved.waitingLimit
      }
    }
  }

  let item: Item
  let reason: Reason
  let task: NavigationTask<Schema>
  var animation = NavigationAnimation.animated

  var wayIn: WayIn { item.wayIn }
  var waitingLimit: Int { item.waitingLimit }
}
