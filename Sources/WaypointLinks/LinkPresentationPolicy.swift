import WaypointCore

/// What a link does when it arrives while a sheet or cover is up.
public enum LinkPresentationPolicy: String, Hashable, Sendable, CaseIterable {
  /// Dismiss every presentation, then land (the default).
  case dismissAndLand
  /// Keep what is presented and show the link's destination in a new sheet over it.
  case presentOver
  /// Wait until nothing is presented, then land.
  case deferUntilDismissed
}
