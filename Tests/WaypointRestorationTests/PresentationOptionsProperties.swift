import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Random operations with random option changes in between: a change lands
/// on the presentation it names and no other, and every option survives a
/// snapshot round trip.
@Suite struct PresentationOptionsProperties {
  static let sequences = Gen.int(in: 0...Int.max).array(of: 1...30)

  /// A change of a presentation's options picked by `seed`, which may not
  /// fit its style and then fails.
  static func change(_ seed: Int, of state: inout TestState) {
    guard !state.presentations.isEmpty else { return }
    let index = seed % state.presentations.count
    let target = state.presentations[index].id
    let before = state.presentations
    let detents: [[Detent]] = [[], [.medium], [.large], [.medium, .large]]
    do {
      try state.updatePresentation(target) {
        switch (seed / 7) % 4 {
        case 0: $0.detents = detents[(seed / 31) % 4]
        case 1: $0.selectedDetent = [nil, .medium, .large][(seed / 31) % 3]
        case 2: $0.dismissal = Dismissal.allCases[(seed / 31) % 3]
        default: $0.anchor = [nil, "cell", "share"][(seed / 31) % 3]
        }
      }
    } catch {
      #expect(state.presentations == before, "a refused change changed the state")
      return
    }
    for (old, new) in zip(before, state.presentations) where old.id != target {
      #expect(old == new, "a change landed on another presentation")
    }
    #expect(state.presentations.map(\.id) == before.map(\.id))
  }

  @Test func optionsLandWhereAskedAndSurviveASnapshot() async throws {
    let coder = DialogRestorationTests.keepingDialogs
    await propertyCheck(count: 1_000, input: Self.sequences) { seeds in
      var state = NavigationState<TestApp>(tabs: TestApp.Tab.allCases)
      for seed in seeds {
        _ = try? RandomOperation(seed: seed).run(on: &state)
        Self.change(seed, of: &state)
      }
      let restored = try! coder.restore(from: coder.encode(state))
      #expect(restored.state == state)
      #expect(restored.issues.isEmpty)
    }
  }
}
