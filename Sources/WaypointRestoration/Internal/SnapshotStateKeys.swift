import WaypointCore

/// Every key of the state, its tabs and presentations; outside the generic
/// type so its metadata is static (see `EntryOptionsCodingKeys`).
enum SnapshotStateKeys: String, CodingKey {
  case tabs, tab, stack, presentations, id, style, root
  case selectedTab = "selected"
  case nextIdentity = "next"
}
