/// How the display shows a transition: animated, at once, or animating only its end.
///
/// Chosen per call by the navigator's `withAnimation(_:_:)`, else ``NavigationPolicy/animations``.
public enum NavigationAnimation: String, Hashable, Codable, Sendable, CaseIterable {
  /// Every update of the change animates; the default.
  case animated
  /// No update of the change animates: the display shows it at once. (Not `none`, which would read
  /// as `Optional.none` where an animation is optional.)
  case disabled
  /// Only the last update of the change animates; the display shows the earlier ones at once.
  case lastStep
}
