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
}
