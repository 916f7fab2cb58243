import Foundation
import FuzzDriver
import Waypoint

/// A small app with every kind of route payload, so fuzzed snapshots reach
/// enum decoding, strings, integers, optionals and options.
enum FuzzApp: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries, team }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case search(String, limit: Int?)
    case about
  }
  /// A value a screen hands back, so snapshots hold return values waiting.
  typealias ReturnValue = Int
}

let tabs: [FuzzApp.Tab] = [.pokedex, .berries, .team]
/// Small limits, so fuzzed snapshots reach the cuts at the limits too.
let coder = SnapshotCoder<FuzzApp>(
  tabs: tabs, limits: NavigationLimits(maximumDepth: 8, maximumPresentations: 3))

/// One fuzz input: restore must never crash, no issue or error may carry a
/// raw control character, and whatever it returns must be a valid state that
/// encodes and restores to itself with no issue.
func fuzzRestore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let restored: RestoredState<FuzzApp>
  do throws(RestorationError) {
    restored = try coder.restore(from: Data(bytes: start, count: count))
  } catch {
    requireNoRawControlCharacters(error.description, from: "a snapshot")
    requireNoRawControlCharacters(error.recoverySuggestion ?? "", from: "a snapshot")
    return 0
  }
  for issue in restored.issues {
    requireNoRawControlCharacters(issue.description, from: "a snapshot")
    requireNoRawControlCharacters(issue.recoverySuggestion ?? "", from: "a snapshot")
  }
  guard let again = try? coder.restore(from: coder.encode(restored.state)) else {
    fatalError("a restored state failed to round-trip")
  }
  precondition(again.state == restored.state, "a restored state changed on a round trip")
  precondition(again.issues.isEmpty, "a restored state had issues on a round trip: \(again.issues)")
  return 0
}

/// The symbol libFuzzer's runtime expects; the driver in `main.swift` passes
/// the same function, this export only satisfies the linker.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  fuzzRestore(start, count)
}
