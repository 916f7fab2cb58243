import WaypointCore
import WaypointLinks

/// A way in resolved against its router: where it leads, and what its pattern says about
/// presentations and back locks.
///
/// The window registry resolves a way in once, to choose its window, and hands the window's
/// navigator this value, so the app's target closure runs once.
struct ResolvedWayIn<Schema: NavigationSchema> {
  /// The way in as received.
  let wayIn: WayIn
  let target: NavigationTarget<Schema>
  let policy: LinkPresentationPolicy
  let leavesBackLocks: Bool
  /// How many ways in may wait at once, by its router's limits.
  let waitingLimit: Int

  /// Resolves `wayIn` with `router`.
  ///
  /// - Throws: The router's `LinkError`, as it threw it.
  init(_ wayIn: WayIn, with router: LinkRouter<Schema>) throws(LinkError) {
    let match = try router.match(wayIn)
    self.wayIn = wayIn
    self.target = try router.target(for: match)
    self.policy = match.policy
    self.leavesBackLocks = match.leavesBackLocks
    self.waitingLimit = router.limits.maximumWaiting
  }
}
