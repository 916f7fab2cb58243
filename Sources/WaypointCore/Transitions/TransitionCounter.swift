/// Counts how often transitions are planned by the planner and applied, so tests can prove that a
/// navigation is planned once and applied once, and that a display replays transitions without
/// planning.
///
/// Counting happens only in builds with `WAYPOINT_INTERNAL_CHECKS` (debug builds and tests), for
/// the code running inside ``withCounting(_:)``.
package final class TransitionCounter: @unchecked Sendable {
  // Unchecked: a counter belongs to the one test that installs it, whose navigations all run on the
  // main actor.
  package private(set) var planned = 0
  package private(set) var applied = 0

  package init() {}

  @TaskLocal static var current: TransitionCounter?

  /// Runs `body` with this counter counting.
  package func withCounting<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body, isolation: isolation)
  }

  @inline(__always)
  static func countPlanning() {
    #if WAYPOINT_INTERNAL_CHECKS
      current?.planned += 1
    #endif
  }

  @inline(__always)
  static func countApplication() {
    #if WAYPOINT_INTERNAL_CHECKS
      current?.applied += 1
    #endif
  }
}
