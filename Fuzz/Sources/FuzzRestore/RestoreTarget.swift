import Foundation
import Waypoint

/// A small app with every kind of route payload, so fuzzed snapshots reach
/// enum decoding, strings, integers and options.
enum FuzzApp: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries, team }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case search(String)
    case about
  }
}

let coder = SnapshotCoder<FuzzApp>(tabs: [.pokedex, .berries, .team])
let jsonCoder = SnapshotCoder<FuzzApp>(tabs: [.pokedex, .berries, .team], encoding: .json)

/// One fuzz input: restore must never crash, and whatever it returns must be a
/// valid state that encodes and restores to itself in both encodings.
func fuzzRestore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let restored = try? coder.restore(from: data) else { return 0 }
  for encoder in [coder, jsonCoder] {
    guard let again = try? encoder.restore(from: encoder.encode(restored.state)) else {
      fatalError("a restored state failed to round-trip")
    }
    precondition(again.state == restored.state, "a restored state changed on a round trip")
    precondition(again.isComplete, "a restored state had issues on a round trip: \(again.issues)")
  }
  return 0
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzRestore(start, count)
}
