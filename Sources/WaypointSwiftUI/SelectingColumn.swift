import Observation
import Waypoint

/// Where a view is in a split view: a leading column that selects a row of
/// the stack at `location`.
///
/// The split view puts it in its sidebar's and content column's environment,
/// so that a ``WaypointList`` there binds its selected row and a
/// ``WaypointLink`` there selects its row; the detail column, and a compact
/// width's stack, have none, and their links push.
@Observable
@MainActor
final class SelectingColumn<Schema: NavigationSchema> {
  let location: StackLocation<Schema>
  /// The column, leading first: the entry of the stack it selects.
  let index: Int

  init(location: StackLocation<Schema>, index: Int) {
    self.location = location
    self.index = index
  }
}
