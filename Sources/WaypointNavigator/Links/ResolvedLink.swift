import WaypointCore
import WaypointLinks

/// A link resolved against its router: where it leads, and what its pattern
/// says about presentations and back locks.
///
/// The window registry resolves a link once, to choose its window, and hands
/// the window's navigator this value, so the app's target closure runs once.
struct ResolvedLink<Schema: NavigationSchema> {
  /// The link as received.
  let link: String
  let target: NavigationTarget<Schema>
  let policy: LinkPresentationPolicy
  let leavesBackLocks: Bool

  /// Resolves `link` with `router`.
  ///
  /// - Throws: The router's `LinkError`, as it threw it.
  init(_ link: String, with router: LinkRouter<Schema>) throws(LinkError) {
    let match = try router.match(link)
    self.link = link
    self.target = try router.target(for: match)
    self.policy = match.policy
    self.leavesBackLocks = match.leavesBackLocks
  }
}
