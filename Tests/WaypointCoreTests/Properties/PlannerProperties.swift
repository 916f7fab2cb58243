import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore

/// The planner between random states: its steps replay to the target, and it
/// is minimal where minimality is easy to state.
@Suite struct PlannerProperties {
  static let pairCount = propertyRuns(5_000)
  static let seeds = RandomStates.seeds

  static func evolve(_ start: TestState, with seeds: [Int]) -> TestState {
    RandomStates.evolve(start, with: seeds)
  }

  static func checkRoundTrip(from old: TestState, to new: TestState) {
    do {
      let transition = try old.transition(to: new)
      var replay = old
      try replay.apply(transition)
      var expected = new
      expected.nextIdentity = max(old.nextIdentity, new.nextIdentity)
      #expect(replay == expected)
      #expect(transition.isEmpty == (old == new) || old.nextIdentity != new.nextIdentity)
    } catch {
      Issue.record("planning failed: \(error)")
    }
  }

  @Test func plansBetweenRelatedStatesReplayToTheTarget() async {
    var pairs = 0
    await propertyCheck(count: Self.pairCount, input: Self.seeds, Self.seeds) { first, second in
      let old = Self.evolve(NavigationState(tabs: RandomOperation.tabs), with: first)
      let new = Self.evolve(old, with: second)
      Self.checkRoundTrip(from: old, to: new)
      pairs += 1
    }
    #expect(pairs == Self.pairCount)
  }

  /// Independent states reuse the same identities for different entries, which
  /// is the hard case: a removal must happen before an identity is re-added.
  @Test func plansBetweenIndependentStatesReplayToTheTarget() async {
    var pairs = 0
    await propertyCheck(count: Self.pairCount, input: Self.seeds, Self.seeds) { first, second in
      let start = NavigationState<TestApp>(tabs: RandomOperation.tabs)
      Self.checkRoundTrip(
        from: Self.evolve(start, with: first), to: Self.evolve(start, with: second))
      pairs += 1
    }
    #expect(pairs == Self.pairCount)
  }

  @Test func oneOperationAwayIsAtMostThatOperationsSteps() async {
    await propertyCheck(count: 2_000, input: Self.seeds, Gen.int(in: 0...Int.max)) { seeds, seed in
      let old = Self.evolve(NavigationState(tabs: RandomOperation.tabs), with: seeds)
      var new = old
      guard let made = try? RandomOperation(seed: seed).run(on: &new) else { return }
      let planned = try old.transition(to: new)
      // The planner never does more work than the operation itself did, except
      // that a replace (one animated step) becomes a pop and pushes.
      let replaceSteps = made.steps.reduce(0) { count, step in
        if case .replace(_, let removed, let pushed) = step {
          return count + pushed.count + (removed.isEmpty ? 0 : 1) - 1
        }
        return count
      }
      #expect(planned.steps.count <= made.steps.count + replaceSteps)
      #expect(Set(planned.removedEntries.map(\.id)) == Set(made.removedEntries.map(\.id)))
    }
  }
}
