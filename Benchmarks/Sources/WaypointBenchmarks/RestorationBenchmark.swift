import Foundation
import Waypoint

/// Encode and restore of a snapshot, side by side with the strict,
/// all-or-nothing `Codable` of the same state.
///
/// Three states: a typical session (4 tabs × 50 entries and 2 presentations,
/// whose restore must stay under 3 ms), a large one (10 tabs × 1,000
/// entries), and the large one with values waiting at the top entries of its
/// last tabs. The peer is what an app gets from `JSONEncoder` and
/// `JSONDecoder` of a `NavigationState` alone, or from SwiftUI's
/// `NavigationPath.codable`.
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

    typealias ReturnValue = Int
  }

  /// One state to measure, with the coder that reads it.
  struct Case {
    let key: String
    let title: String
    let state: NavigationState<App>
    let coder: SnapshotCoder<App>

    init(
      _ key: String, _ title: String, tabs: Int, entries: Int, presentations: Int, values: Int = 0
    ) throws {
      let tabs = Array(App.Tab.allCases.prefix(tabs))
      var state = NavigationState<App>(tabs: tabs)
      let policies = NavigationPolicy(
        duplicatePush: .pushAnyway, limits: .init(maximumDepth: entries))
      for (index, tab) in tabs.enumerated() {
        try state.push(contentsOf: (0..<entries - 1).map(route), in: .tab(tab), policy: policies)
        // The last tabs' top entries are return points, the farthest from the first tab.
        let point = index >= tabs.count - values ? "point\(index)" : nil
        try state.push(
          route(entries - 1), options: EntryOptions(returnPoint: point), in: .tab(tab),
          policy: policies)
      }
      let selected = state.selectedTab
      for index in tabs.indices.suffix(values) {
        try state.return(to: "point\(index)", with: index)
      }
      if state.selectedTab != selected { try state.selectTab(selected) }
      for index in 0..<presentations {
        try state.present(.berry(id: index + 1), stack: (0..<3).map { StackElement(route($0)) })
      }
      self.key = key
      self.title = title
      self.state = state
      self.coder = SnapshotCoder(
        tabs: tabs, limits: NavigationLimits(maximumDepth: entries), maximumBytes: 64 << 20)
    }
  }

  static func route(_ index: Int) -> App.Route {
    switch index % 4 {
    case 0: .pokemon(id: index % 1025 + 1)
    case 1: .berry(id: index % 64 + 1)
    case 2: .evolutions(of: index, to: index + 1)
    default: .search(query: "pika\(index)")
    }
  }

  static func cases() throws -> [Case] {
    [
      try Case(
        "small", "4 tabs × 50 entries, 2 presentations", tabs: 4, entries: 50, presentations: 2),
      try Case("large", "10 tabs × 1,000 entries", tabs: 10, entries: 1_000, presentations: 0),
      try Case(
        "valued", "10 tabs × 1,000 entries, 3 return values", tabs: 10, entries: 1_000,
        presentations: 0, values: 3),
    ]
  }

  @MainActor static func run(_ mode: Mode) async throws -> String? {
    let cases = try cases()
    var contestants: [Contestant] = []
    var sizes: [String] = []
    for item in cases {
      let (state, coder) = (item.state, item.coder)
      let snapshot = try coder.encode(state)
      let plain = try JSONEncoder().encode(state)
      let restored = try coder.restore(from: snapshot)
      precondition(restored.state == state && restored.issues.isEmpty, "restore must be exact")
      sizes.append(
        "\(item.title): snapshot \(snapshot.count.formatted) bytes, strict Codable JSON \(plain.count.formatted) bytes"
      )
      contestants += [
        Contestant("encode-\(item.key)") { _ = try coder.encode(state) },
        Contestant("restore-\(item.key)") { _ = try coder.restore(from: snapshot) },
        Contestant("plainEncode-\(item.key)") { _ = try JSONEncoder().encode(state) },
        Contestant("plainDecode-\(item.key)") {
          _ = try JSONDecoder().decode(NavigationState<App>.self, from: plain)
        },
      ]
    }
    let figures: Figures
    switch mode {
    case .count:
      // WAYPOINT_BENCHMARK_ONLY=encode-valued,restore-valued counts only those.
      let only = ProcessInfo.processInfo.environment["WAYPOINT_BENCHMARK_ONLY"].map {
        Set($0.split(separator: ",").map(String.init))
      }
      try await Harness.count(contestants.filter { only?.contains($0.name) ?? true }, runs: 2)
      return nil
    case .time: figures = try await Harness.time(contestants, rounds: 11)
    case .report(let counted): figures = counted
    }
    var lines = [
      "Restoration, \(figures.label), release build, median of interleaved rounds.",
      "Sizes: " + sizes.joined(separator: "; ") + ".",
      "",
      "| state | operation | \(figures.label) | vs peer |",
      "| --- | --- | ---: | ---: |",
    ]
    for item in cases {
      let rows = [
        ("encode", "encode", "plainEncode"), ("restore", "restore", "plainDecode"),
        ("JSONEncoder, strict Codable (peer)", "plainEncode", "plainEncode"),
        ("JSONDecoder, strict Codable (peer)", "plainDecode", "plainDecode"),
      ]
      for (name, key, peer) in rows {
        let (value, base) = (figures["\(key)-\(item.key)"], figures["\(peer)-\(item.key)"])
        lines.append(
          "| \(item.title) | \(name) | \(figures.show(value: value)) | \(ratio(value, base)) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Loops one operation on the large state, for a profiler to look at
  /// alone: `encode` or `restore`.
  static func profile(_ operation: String) throws -> String {
    guard let large = try cases().last else { return "" }
    let snapshot = try large.coder.encode(large.state)
    let measurement = try Measurement(operation, iterations: 100) {
      if operation == "encode" {
        _ = try large.coder.encode(large.state)
      } else {
        _ = try large.coder.restore(from: snapshot)
      }
    }
    return "\(operation): \(format(measurement.medianMilliseconds)) ms"
  }
}
