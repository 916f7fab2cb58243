/// One part of a snapshot that restoration left out or reset: which part, how much was dropped, and
/// why.
///
/// Issues are values. Switch over ``reason`` to react to one kind of damage, and print the issue
/// for a log line that says what and where:
///
/// ```
/// tab 'home' at 1: dropped 2 entries: the route no longer exists (migration from 1)
/// ```
public struct RestorationIssue: Hashable, Sendable, CustomStringConvertible {
  /// The part of the snapshot the issue is about.
  public let part: Part
  /// The position in the part's stack where the cut was made, if the issue cut a stack.
  public let position: Int?
  /// How many entries were dropped (0 when only a value was reset).
  public let droppedEntries: Int
  /// How many presentations were dropped: the one the issue is about and those above it, which were
  /// presented over it.
  public let droppedPresentations: Int
  /// Why the part was left out or reset.
  public let reason: Reason
  /// What the decoder said about a value it could not read, in its own words, which differ between
  /// Foundation versions; `nil` for other reasons.
  package let detail: String?

  package init(
    _ reason: Reason, in part: Part, at position: Int? = nil, droppedEntries: Int = 0,
    droppedPresentations: Int = 0, detail: String? = nil
  ) {
    self.reason = reason
    self.part = part
    self.position = position
    self.droppedEntries = droppedEntries
    self.droppedPresentations = droppedPresentations
    self.detail = detail
  }
}
