import Foundation
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// Snapshots written by hand, as damaged files look in the wild.
enum SnapshotFixtures {
  /// A coder that restores everything a state holds, back locks too, so a
  /// round trip gives the state back as it was.
  static let coder = SnapshotCoder<TestApp>(tabs: TestApp.Tab.allCases, restoresBackLocks: true)

  /// A state with something everywhere: two tab stacks, a selection, options and a sheet.
  static var richState: TestState {
    var state = TestState.fresh
    _ = try? state.push(contentsOf: [
      StackElement(.list),
      StackElement(.detail(7), options: .init(isBackLocked: true, selection: "7")),
    ])
    _ = try? state.push(.about, in: .tab(.settings))
    _ = try? state.selectTab(.search)
    _ = try? state.present(.edit(1), style: .fullScreenCover, stack: [StackElement(.list)])
    return state
  }

  static func data(_ json: String) -> Data { Data(json.utf8) }

  /// `data` with a few bytes overwritten, removed or inserted, one per seed.
  static func damage(_ data: Data, _ seeds: [Int]) -> Data {
    var bytes = Array(data)
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let position = Int.random(in: 0..<bytes.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: bytes[position] = UInt8.random(in: 0...255, using: &rng)
      case 1: bytes.remove(at: position)
      default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: position)
      }
      if bytes.isEmpty { bytes = [0] }
    }
    return Data(bytes)
  }
}
