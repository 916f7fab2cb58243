/// What a link does when it arrives while a sheet or cover is up.
///
/// Each pattern chooses one when it is registered with
/// ``LinkRouter/register(_:example:waysIn:policy:leavingBackLocks:to:reverse:)``, and a ``LinkMatch``
/// carries it to the navigator.
///
/// It is not nested in ``LinkRouter``, although only a router's patterns use it: that type is
/// generic, so a name nested in it would be written with the app's schema wherever it is used, and
/// ``LinkMatch``, which is not generic, could not hold one.
public enum LinkPresentationPolicy: String, Hashable, Codable, Sendable, CaseIterable {
  /// Dismiss every presentation, then land (the default).
  case dismissAndLand
  /// Keep what is presented and show the link's destination in a new sheet over it; a dialog on
  /// top, which nothing can cover, is dismissed first.
  case presentOver
  /// Wait until nothing is presented, then land.
  case deferUntilDismissed
}
