@testable import WaypointCore
@testable import WaypointRestoration

// Issues compared by value. An issue's `detail` is the decoder's own wording
// (JSONDecoder's differs between Foundation versions), so the tables compare
// what was cut, where and why, and leave the wording out.

extension RestorationIssue {
  /// The same issue without the decoder's wording.
  var withoutDetail: Self {
    Self(
      reason, in: part, at: position, droppedEntries: droppedEntries,
      droppedPresentations: droppedPresentations)
  }
}
