import WaypointCore
import WaypointLinks

/// A way in resolved against its router: where it leads, and what its pattern says about
/// presentations and back locks.
///
/// The window registry resolves a way in once, to choose its window, and hands the window's
/// navigator this value, so the app's target closure runs once.
struct ResolvedWayIn<Schema: NavigationSchema> {
  let wayIn: WayIn
  let target: NavigationTarget<Schema>
  let policy: LinkPresentationPolicy
  let leavesBackLocks: Bool
  let waitingLimit: Int

  init(_ wayIn: WayIn, with router: LinkRouter<Schema>) throws(LinkError) {
    let match = try router.match(wayIn)
    self.wayIn = wayIn
    self.target = try router.target(for: match)
    self.policy = match.policy
    self.leavesBackLocks = match.leavesBackLocks
    self.waitingLimit = router.limits.maximumWaiting
  }
}
