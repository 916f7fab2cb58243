import Observation
import Waypoint

/// Where a view is in a split view: a leading column that selects a row of the stack at `location`.
///
/// In the environment of those columns only, for ``WaypointList`` and ``WaypointLink`` to select;
/// elsewhere links push.
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
