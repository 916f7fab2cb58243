import Foundation

/// How many random cases a property test runs: `base`, times `WAYPOINT_PROPERTY_SCALE` when it is
/// set, for a long run by hand (`WAYPOINT_PROPERTY_SCALE=10 swift test`).
///
/// The bases keep the README's test command under 90 s on a machine with one other busy process
/// (Benchmarks/README.md, "The test command"); a failure a long run finds replays from its seed.
package func propertyRuns(_ base: Int) -> Int {
  let scale = ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_SCALE"].flatMap { Int($0) }
  return base * max(1, scale ?? 1)
}
