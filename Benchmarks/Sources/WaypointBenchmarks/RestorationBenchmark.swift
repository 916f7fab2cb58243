import Foundation
import Waypoint

/// Encode and restore of a 10-tab × 1,000-entry state, side by side with the
/// strict, all-or-nothing `Codable` of the same state (what an app gets from
/// `JSONEncoder` alone, or from SwiftUI's `NavigationPath.codable`).
enum RestorationBenchmark {
  enum App: NavigationSchema {
    enum Tab: Int, Hashable, Codable, Sendable, CaseIterable {
      case t0, t1, t2, t3, t4, t5, t6, t7, t8, t9
    }

    enum Route: Hashable, Codable, Sendable {
      case pokemon(id: Int)
      case berry(id: Int)
      case evolutions(of: Int, to: Int)
      case search(query: String)
    }
  }

  static func largeState(tabs: Int = 10, depth: Int = 1_000) throws -> NavigationState<App> {
    var state = NavigationState<App>(tabs: App.Tab.allCases)
    let policies = NavigationPolicies(duplicatePush: .pushAnyway, maximumDepth: depth)
    for tab in App.Tab.allCases.prefix(tabs) {
      let routes: [App.Route] = (0..<depth).map { index in
        switch index % 4 {
        case 0: .pokemon(id: index % 1025 + 1)
        case 1: .berry(id: index % 64 + 1)
        case 2: .evolutions(of: index, to: index + 1)
        default: .search(query: "pika\(index)")
        }
      }
      try state.push(contentsOf: routes, in: .tab(tab), policies: policies)
    }
    return state
  }

  static func run() throws -> String {
    let state = try largeState()
    let limits = RestorationLimits(maximumBytes: 64 << 20, maximumDepth: 1_000)
    let compact = SnapshotCoder<App>(tabs: App.Tab.allCases, limits: limits)
    let json = SnapshotCoder<App>(tabs: App.Tab.allCases, limits: limits, encoding: .json)
    let compactSnapshot = try compact.encode(state)
    let jsonSnapshot = try json.encode(state)
    let plain = try JSONEncoder().encode(state)
    for snapshot in [compactSnapshot, jsonSnapshot] {
      let restored = try compact.restore(from: snapshot)
      precondition(restored.state == state && restored.isComplete, "restore must be exact")
    }

    let iterations = 30
    let rows: [(Measurement, peer: Measurement)]
    let plainEncode = try Measurement("JSONEncoder, strict Codable (peer)", iterations: iterations)
    {
      _ = try JSONEncoder().encode(state)
    }
    let plainDecode = try Measurement("JSONDecoder, strict Codable (peer)", iterations: iterations)
    {
      _ = try JSONDecoder().decode(NavigationState<App>.self, from: plain)
    }
    rows = [
      (
        try Measurement("encode, compact", iterations: iterations) {
          _ = try compact.encode(state)
        }, plainEncode
      ),
      (
        try Measurement("restore, compact", iterations: iterations) {
          _ = try compact.restore(from: compactSnapshot)
        }, plainDecode
      ),
      (
        try Measurement("encode, JSON", iterations: iterations) { _ = try json.encode(state) },
        plainEncode
      ),
      (
        try Measurement("restore, JSON", iterations: iterations) {
          _ = try json.restore(from: jsonSnapshot)
        }, plainDecode
      ),
      (plainEncode, plainEncode),
      (plainDecode, plainDecode),
    ]
    var lines = [
      "Restoration: 10 tabs × 1,000 entries (\(state.allEntries.count) entries), release build, median of \(iterations) runs.",
      "Sizes: compact \(compactSnapshot.count) bytes, JSON \(jsonSnapshot.count) bytes, strict Codable JSON \(plain.count) bytes.",
      "",
      "| operation | median ms | fastest–slowest ms | time vs peer |",
      "| --- | ---: | --- | ---: |",
    ]
    for (measurement, peer) in rows {
      let ratio = measurement.medianMilliseconds / peer.medianMilliseconds
      lines.append(
        "| \(measurement.name) | \(format(measurement.medianMilliseconds)) | \(format(measurement.fastest.milliseconds))–\(format(measurement.slowest.milliseconds)) | \(format(ratio))× |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// Loops one compact operation, for a profiler to look at alone.
  static func profile(_ operation: String) throws -> String {
    let state = try largeState()
    let coder = SnapshotCoder<App>(
      tabs: App.Tab.allCases, limits: RestorationLimits(maximumBytes: 64 << 20, maximumDepth: 1_000)
    )
    let snapshot = try coder.encode(state)
    let measurement = try Measurement(operation, iterations: 100) {
      if operation == "encode" {
        _ = try coder.encode(state)
      } else {
        _ = try coder.restore(from: snapshot)
      }
    }
    return "\(operation): \(format(measurement.medianMilliseconds)) ms"
  }
}
