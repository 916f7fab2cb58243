/// A link that matched a pattern, before its target is built: the values it carried, with the
/// pattern's text.
///
/// ``LinkRouter/match(_:)`` gives it. The navigator reads its presentation policy, then
/// has the same router build its target.
public struct LinkMatch: Hashable, Sendable {
  /// Which of the router's patterns matched, in registration order; it means nothing to another
  /// router.
  let patternIndex: Int
  /// The parameters and query items, percent-decoded as they are read.
  public let parameters: LinkParameters
  /// What to do if a presentation is up when the link arrives.
  package let policy: LinkPresentationPolicy
  /// Whether the link may take the user off back-locked screens.
  package let leavesBackLocks: Bool
}
