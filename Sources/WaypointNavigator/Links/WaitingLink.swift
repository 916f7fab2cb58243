import WaypointCore
import WaypointLinks

/// A link that is waiting, with what will open it and the navigation its
/// caller holds.
struct WaitingLink<Schema: NavigationSchema> {
  /// Why a link waits instead of opening.
  enum Reason {
    /// The app has not called `markReadyForLinks()` yet.
    case appNotReady
    /// Its policy defers it and a presentation is up.
    case presentationUp
  }

  /// A link as the navigator received it: text with the router that resolves
  /// it when its turn comes, or already resolved by the window registry.
  enum Link {
    case unresolved(String, LinkRouter<Schema>)
    case resolved(ResolvedLink<Schema>)

    /// The link as received.
    var text: String {
      switch self {
      case .unresolved(let text, _): text
      case .resolved(let link): link.link
      }
    }
  }

  let link: Link
  let reason: Reason
  let task: NavigationTask<Schema>
}
