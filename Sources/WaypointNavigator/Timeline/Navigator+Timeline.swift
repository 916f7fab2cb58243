public import WaypointCore

extension Navigator {
  /// Records that a screen reached the top of what the user sees; what renders calls it, so
  /// ``timeline`` holds only screens the user saw.
  ///
  /// A repeat of the screen already on top is ignored. The values are those of a
  /// ``NavigationTimeline/Entry/shown(_:on:style:cause:animation:)`` entry; `cause` is often that of
  /// the newest navigation in ``timeline``.
  public func didShow(
    _ route: Schema.Route?, on location: StackLocation<Schema>, style: PresentationStyle?,
    cause: TransitionCause, animation: NavigationAnimation = .animated
  ) {
    records.record(route, on: location, style: style, cause: cause, animation: animation)
  }
}
