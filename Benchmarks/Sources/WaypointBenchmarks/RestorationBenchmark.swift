import Foundation
import Waypoint

/// Encode and restore of a 10-tab × 1,000-entry state, side by side with the
/// strict, all-or-nothing `Codable` of the same state.
///
/// The peer is what an app gets from `JSONEncoder` alone, or from SwiftUI's
/// `NavigationPath.codable`. It runs twice: with `Codable` routes, and with
/// the same routes as `SnapshotRecord`s.
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

  /// The same app, its routes written as records.
  enum RecordApp: NavigationSchema {
    typealias Tab = App.Tab
    typealias Route = RecordRoute
  }

  enum RecordRoute: Hashable, Codable, Sendable, SnapshotRecord {
    case pokemon(id: Int)
    case berry(id: Int)
    case evolutions(of: Int, to: Int)
    case search(query: String)

    func write(to record: inout SnapshotRecordWriter) {
      switch self {
      case .pokemon(let id):
        record.write("pokemon")
        record.write(id)
      case .berry(let id):
        record.write("berry")
        record.write(id)
      case .evolutions(let from, let to):
        record.write("evolutions")
        record.write(from)
        record.write(to)
      case .search(let query):
        record.write("search")
        record.write(query)
      }
    }

    init(from record: inout SnapshotRecordReader) throws(SnapshotRecordError) {
      switch try record.read(String.self) {
      case "pokemon": self = .pokemon(id: try record.read(Int.self))
      case "berry": self = .berry(id: try record.read(Int.self))
      case "evolutions":
        self = .evolutions(of: try record.read(Int.self), to: try record.read(Int.self))
      case "search": self = .search(query: try record.read(String.self))
      case let name: throw record.failure(.unknownCase(name))
      }
    }
  }

  static let limits = RestorationLimits(maximumBytes: 64 << 20, maximumDepth: 1_000)

  static func largeState<Schema: NavigationSchema>(
    _ schema: Schema.Type, route: (Int) -> Schema.Route
  ) throws -> NavigationState<Schema> where Schema.Tab == App.Tab {
    var state = NavigationState<Schema>(tabs: App.Tab.allCases)
    let policies = NavigationPolicies(duplicatePush: .pushAnyway, maximumDepth: 1_000)
    for tab in App.Tab.allCases {
      try state.push(contentsOf: (0..<1_000).map(route), in: .tab(tab), policies: policies)
    }
    return state
  }

  static func codableRoute(_ index: Int) -> App.Route {
    switch index % 4 {
    case 0: .pokemon(id: index % 1025 + 1)
    case 1: .berry(id: index % 64 + 1)
    case 2: .evolutions(of: index, to: index + 1)
    default: .search(query: "pika\(index)")
    }
  }

  static func recordRoute(_ index: Int) -> RecordRoute {
    switch codableRoute(index) {
    case .pokemon(let id): .pokemon(id: id)
    case .berry(let id): .berry(id: id)
    case .evolutions(let from, let to): .evolutions(of: from, to: to)
    case .search(let query): .search(query: query)
    }
  }

  @MainActor static func run(_ mode: Mode) async throws -> String? {
    let state = try largeState(App.self, route: codableRoute)
    let recordState = try largeState(RecordApp.self, route: recordRoute)
    let compact = SnapshotCoder<App>(tabs: App.Tab.allCases, limits: limits)
    let records = SnapshotCoder<RecordApp>(tabs: App.Tab.allCases, limits: limits)
    let json = SnapshotCoder<App>(tabs: App.Tab.allCases, limits: limits, encoding: .json)
    let compactSnapshot = try compact.encode(state)
    let recordSnapshot = try records.encode(recordState)
    let jsonSnapshot = try json.encode(state)
    // Cut inside the last entry: nothing is irregular until the very end, so
    // this is the worst case of the fast path giving up for the lenient reader.
    let cutSnapshot = compactSnapshot.prefix(compactSnapshot.count - 30)
    let plain = try JSONEncoder().encode(state)
    for snapshot in [compactSnapshot, jsonSnapshot] {
      let restored = try compact.restore(from: snapshot)
      precondition(restored.state == state && restored.isComplete, "restore must be exact")
    }
    let restoredRecords = try records.restore(from: recordSnapshot)
    precondition(restoredRecords.state == recordState && restoredRecords.isComplete)
    let cut = try compact.restore(from: cutSnapshot)
    precondition(!cut.isComplete && cut.state.allEntries.count == 9_999, "\(cut.issues)")

    // (name, key, peer key)
    let rows: [(String, String, String)] = [
      ("encode, compact, record routes", "encodeRecords", "plainEncode"),
      ("restore, compact, record routes", "restoreRecords", "plainDecode"),
      ("encode, compact, Codable routes", "encodeCodable", "plainEncode"),
      ("restore, compact, Codable routes", "restoreCodable", "plainDecode"),
      ("restore, compact, cut in the last entry", "restoreCut", "plainDecode"),
      ("encode, JSON", "encodeJSON", "plainEncode"),
      ("restore, JSON", "restoreJSON", "plainDecode"),
      ("JSONEncoder, strict Codable (peer)", "plainEncode", "plainEncode"),
      ("JSONDecoder, strict Codable (peer)", "plainDecode", "plainDecode"),
    ]
    let contestants = [
      Contestant("encodeRecords") { _ = try records.encode(recordState) },
      Contestant("restoreRecords") { _ = try records.restore(from: recordSnapshot) },
      Contestant("encodeCodable") { _ = try compact.encode(state) },
      Contestant("restoreCodable") { _ = try compact.restore(from: compactSnapshot) },
      Contestant("restoreCut") { _ = try compact.restore(from: cutSnapshot) },
      Contestant("encodeJSON") { _ = try json.encode(state) },
      Contestant("restoreJSON") { _ = try json.restore(from: jsonSnapshot) },
      Contestant("plainEncode") { _ = try JSONEncoder().encode(state) },
      Contestant("plainDecode") {
        _ = try JSONDecoder().decode(NavigationState<App>.self, from: plain)
      },
    ]
    let figures: Figures
    switch mode {
    case .count:
      try await Harness.count(contestants, runs: 2)
      return nil
    case .time: figures = try await Harness.time(contestants, rounds: 11)
    case .report(let counted): figures = counted
    }
    var lines = [
      "Restoration: 10 tabs × 1,000 entries (\(state.allEntries.count) entries), \(figures.label), release build, median of interleaved rounds.",
      "Sizes: compact with record routes \(recordSnapshot.count.formatted) bytes, compact with Codable routes \(compactSnapshot.count.formatted) bytes, JSON \(jsonSnapshot.count.formatted) bytes, strict Codable JSON \(plain.count.formatted) bytes.",
      "",
      "| operation | \(figures.label) | vs peer |",
      "| --- | ---: | ---: |",
    ]
    for (name, key, peer) in rows {
      lines.append("| \(name) | \(figures.show(key)) | \(ratio(figures[key], figures[peer])) |")
    }
    return lines.joined(separator: "\n")
  }

  /// Loops one compact operation, for a profiler to look at alone:
  /// `encode`, `restore`, or either followed by `-records`.
  static func profile(_ operation: String) throws -> String {
    guard operation.hasSuffix("-records") else {
      return try profile(operation, state: try largeState(App.self, route: codableRoute))
    }
    return try profile(
      String(operation.dropLast(8)), state: try largeState(RecordApp.self, route: recordRoute))
  }

  private static func profile<Schema: NavigationSchema>(
    _ operation: String, state: NavigationState<Schema>
  ) throws -> String where Schema.Tab == App.Tab {
    let coder = SnapshotCoder<Schema>(tabs: App.Tab.allCases, limits: limits)
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
