import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Operations and `apply` change stacks in place when nothing else holds
/// them; a copy made before must never see the change, and a refused
/// transition must leave even a uniquely held state as it was.
@Suite struct CopyOnWriteProperties {
  static let sequences = Gen.int(in: 0...Int.max).array(of: 1...30)

  /// The state's every part, as bytes that do not depend on dictionary order.
  static func encode(_ state: TestState) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(state)
  }

  @Test func aCopyNeverSeesTheOperationsOfTheOriginal() async throws {
    await propertyCheck(count: 1_000, input: Self.sequences) { seeds in
      var state = NavigationState<TestApp>(tabs: RandomOperation.tabs)
      for seed in seeds {
        let copy = state
        let frozen = try! Self.encode(copy)
        var transition: TestTransition?
        do {
          transition = try RandomOperation(seed: seed).run(on: &state)
        } catch {}
        #expect(try! Self.encode(copy) == frozen, "an operation changed a copy")
        // Replaying on the copy's own copy changes that one alone.
        if let transition {
          var replay = copy
          try? replay.apply(transition)
          #expect(try! Self.encode(copy) == frozen, "apply changed a copy")
          #expect(replay == state)
        }
      }
    }
  }

  @Test func revertingAnOperationGivesBackTheStateItStartedFrom() async throws {
    await propertyCheck(count: 1_000, input: Self.sequences) { seeds in
      var state = NavigationState<TestApp>(tabs: RandomOperation.tabs)
      for seed in seeds {
        let before = try! Self.encode(state)
        let counter = state.nextIdentity
        guard let transition = try? RandomOperation(seed: seed).run(on: &state) else { continue }
        let after = state
        state.revert(transition, counter: counter)
        #expect(try! Self.encode(state) == before, "revert did not give back the state")
        try? state.apply(transition)
        #expect(state == after, "applying the reverted transition again did not give it back")
      }
    }
  }

  @Test func aRefusedTransitionLeavesAUniqueStateAsItWas() throws {
    var state = TestState(tabs: [.home, .search])
    try state.push(contentsOf: [.list, .detail(1), .detail(2)])
    try state.present(.about, path: [PathElement(.edit(1))])
    let frozen = try Self.encode(state)
    let top = state.activeStack.last!
    // Pops, pushes and updates in place, then fails on a step that does not fit.
    let transition = TestTransition(
      steps: [
        .pop(state.activeLocation, to: nil, removed: [top]),
        .push(.tab(.home), NavigationEntry(id: EntryID(rawValue: 90), route: .about)),
        .selectTab(from: .home, to: .search),
        .dismiss(state.presentations[0]),
        .push(.tab(.search), NavigationEntry(id: EntryID(rawValue: 91), route: .list)),
        .pop(.tab(.home), to: EntryID(rawValue: 12_345), removed: []),
      ], nextIdentity: 92)
    #expect(throws: TestError.self) { try state.apply(transition) }
    #expect(try Self.encode(state) == frozen)
  }
}
