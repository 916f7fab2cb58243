import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Random operation sequences: every step keeps the invariants, agrees with the
/// reference model, replays from its transition, and a refusal changes nothing.
@Suite struct OperationSequenceProperties {
  static let sequenceCount = propertyRuns(5_000)
  static let sequences = Gen.int(in: 0...Int.max).array(of: 1...30)

  @Test func randomSequencesKeepEveryProperty() async {
    var checked = 0
    var outcomes = (applied: 0, refused: 0)
    var dialogs = (shown: 0, operationsUnder: 0, refusedByTheirRules: 0)
    await propertyCheck(count: Self.sequenceCount, input: Self.sequences) { seeds in
      var state = NavigationState<TestApp>(tabs: RandomOperation.tabs)
      for seed in seeds {
        let underADialog = state.presentations.last?.style.isDialog == true
        switch check(RandomOperation(seed: seed), on: &state) {
        case .applied: outcomes.applied += 1
        case .refused(let error):
          outcomes.refused += 1
          switch error {
          case .presentedOverDialog?, .dialogHasNoStack?, .misplacedDialog?:
            dialogs.refusedByTheirRules += 1
          default: break
          }
        }
        if underADialog { dialogs.operationsUnder += 1 }
        if state.presentations.last?.style.isDialog == true, !underADialog { dialogs.shown += 1 }
      }
      checked += 1
    }
    #expect(checked == Self.sequenceCount)
    // Both paths must be exercised in earnest, or the property proves little.
    #expect(outcomes.applied > Self.sequenceCount * 5)
    #expect(outcomes.refused > Self.sequenceCount * 2)
    // So must dialogs: brought up, operated under, and refusing what they
    // refuse. A drawn dialog mostly comes with a stack and is refused, so
    // about 600 come up in 10,000 sequences, with 2,400 operations under them.
    #expect(dialogs.shown > Self.sequenceCount / 40)
    #expect(dialogs.operationsUnder > Self.sequenceCount / 10)
    #expect(dialogs.refusedByTheirRules > Self.sequenceCount / 10)
  }

  /// How one operation ended.
  private enum Checked {
    case applied
    /// Refused, with the state's error (`nil` for a foreign one).
    case refused(TestError?)
  }

  /// Checks one operation; returns whether it was applied or refused.
  private func check(_ operation: RandomOperation, on state: inout TestState) -> Checked {
    let before = state
    let expected = RouteModel(before).expected(after: operation)
    do {
      let transition = try operation.run(on: &state)
      #expect(
        state.invariantViolations().isEmpty, "\(operation) broke \(state.invariantViolations())")
      #expect(expected != .refused, "\(operation) succeeded but the model expected a refusal")
      if case .lands(let model) = expected {
        #expect(RouteModel(state) == model, "\(operation) landed elsewhere than the model")
      }
      var replay = before
      #expect(throws: Never.self) { try replay.apply(transition) }
      #expect(replay == state, "replaying \(operation) did not reproduce its result")
      if transition.isEmpty {
        #expect(before == state, "\(operation) changed the state with no steps")
      }
      return .applied
    } catch let error as TestError {
      #expect(state == before, "\(operation) threw \(error) but changed the state")
      if case .lands = expected {
        Issue.record("\(operation) threw \(error) but the model expected it to land")
      }
      return .refused(error)
    } catch {
      Issue.record("\(operation) threw a foreign error \(error)")
      return .refused(nil)
    }
  }

  /// Several random operations in one `perform`: the transition holds every
  /// step of every operation and replays to the result, and a user-caused
  /// change never removes a back-locked entry.
  @Test func compositeChangesReportTheWholeChange() async {
    var composites = 0
    await propertyCheck(count: 5_000, input: Self.sequences, Gen.int(in: 0...Int.max)) {
      seeds, pick in
      let start = RandomStates.evolve(NavigationState(tabs: RandomOperation.tabs), with: seeds)
      let operations = Array(seeds.prefix(3)).map(RandomOperation.init(seed:))
      let cause: TransitionCause = pick % 2 == 0 ? .app : .user
      var state = start
      guard
        let transition = try? state.perform(
          cause,
          { state in
            for operation in operations { _ = try? operation.run(on: &state) }
          })
      else {
        #expect(state == start, "a refused composite changed the state")
        return
      }
      composites += 1
      var replay = start
      #expect(throws: Never.self) { try replay.apply(transition) }
      #expect(replay == state, "the transition of \(operations) did not replay to its result")
      if cause == .user {
        #expect(!transition.removedEntries.contains { $0.options.isBackLocked })
      }
    }
    #expect(composites > 2_500)
  }
}
