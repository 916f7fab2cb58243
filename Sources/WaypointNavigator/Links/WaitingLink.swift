import WaypointCore
import WaypointLinks

/// A link that is waiting, with the router that will open it.
struct WaitingLink<Schema: NavigationSchema>: Sendable {
  let link: String
  let router: LinkRouter<Schema>
  let reason: LinkWait
}
