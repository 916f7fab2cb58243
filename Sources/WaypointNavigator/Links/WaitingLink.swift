import WaypointCore
import WaypointLinks

/// A link that is waiting, with the router that will open it and the
/// navigation its caller holds.
struct WaitingLink<Schema: NavigationSchema> {
  /// Why a link waits instead of opening.
  enum Reason {
    /// The app has not called `markReadyForLinks()` yet.
    case appNotReady
    /// Its policy defers it and a presentation is up.
    case presentationUp
  }

  let link: String
  let router: LinkRouter<Schema>
  let reason: Reason
  let task: NavigationTask<Schema>
}
