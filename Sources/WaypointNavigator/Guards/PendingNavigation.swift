import WaypointCore
import WaypointLinks

/// A navigation a guard redirected away from, kept until it can be resumed.
@MainActor
struct PendingNavigation<Schema: NavigationSchema> {
  /// The state when the original navigation was asked for.
  let origin: NavigationState<Schema>
  /// Who asked for it.
  let cause: TransitionCause
  /// The original operation, re-run on `origin` when resumed.
  let operation: (inout NavigationState<Schema>) throws -> Transition<Schema>
}
