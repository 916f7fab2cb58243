public import WaypointCore

extension Navigator {
  /// Records that a screen reached the top of what the user sees; what renders calls it, so
  /// ``timeline`` holds only screens the user saw.
  ///
  /// A repeat of the screen already on top is ignored.
  ///
  /// - Parameters:
  ///   - route: The screen's route; `nil` for a tab's own root.
  ///   - location: The stack it is on.
  ///   - style: The presentation's style when it is on one; `nil` on a tab.
  ///   - cause: Who caused the change that showed it, such as the cause of the newest navigation in
  ///     ``timeline``.
  ///   - animation: How that change asked to be shown.
  public func didShow(
    _ route: Schema.Route?, on location: StackLocation<Schema>, style: PresentationStyle?,
    cause: TransitionCause, animation: NavigationAnimation = .animated
  ) {
    records.record(route, on: location, style: style, cause: cause, animation: animation)
  }
}
