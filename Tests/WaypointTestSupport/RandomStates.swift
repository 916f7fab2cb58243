package import PropertyBased
import WaypointCore

/// Random states for property tests: a state evolved by random operations.
package enum RandomStates {
  /// Seeds for up to 25 random operations.
  package static let seeds = Gen.int(in: 0...Int.max).array(of: 0...25)

  /// Runs random operations from `start`, ignoring refusals.
  package static func evolve(_ start: TestState, with seeds: [Int]) -> TestState {
    var state = start
    for seed in seeds { _ = try? RandomOperation(seed: seed).run(on: &state) }
    return state
  }
}
