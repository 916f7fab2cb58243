import RoutingKit
import Waypoint

/// Resolving 100,000 links against tables of 10, 100 and 1,000 patterns.
///
/// The links are hits with integer parameters, and misses, resolved side by
/// side with RoutingKit's `TrieRouter` on the same patterns and links. Both
/// start from the raw link string and end with typed parameters.
enum LinkBenchmark {
  enum App: NavigationSchema {
    enum Tab: Hashable, Codable, Sendable { case main }
    enum Route: Hashable, Codable, Sendable { case screen }
  }

  /// Shapes of real app links; numbered areas make large tables distinct.
  static let shapes: [[String]] = [
    ["pokedex", ":id"], ["pokedex", ":id", "evolutions", ":to"], ["berries", ":id"],
    ["team", ":member", "moves", ":move"], ["items", ":id"],
    ["trainers", ":id", "badges", ":badge"],
    ["regions", ":region", "routes", ":route"], ["gyms", ":id"], ["moves", ":id"],
    ["abilities", ":id"],
  ]

  struct Table {
    let patterns: [[String]]
    let links: [String]
    /// For each link, its pattern's parameter names (empty for a miss).
    let names: [[String]]
  }

  static func table(size: Int, links count: Int) -> Table {
    let patterns = (0..<size).map { index -> [String] in
      let shape = shapes[index % shapes.count]
      return size <= shapes.count ? shape : ["area\(index / shapes.count)"] + shape
    }
    var rng = SystemRandomNumberGenerator()
    var links: [String] = []
    var names: [[String]] = []
    links.reserveCapacity(count)
    for index in 0..<count {
      if index % 5 == 4 {
        links.append("pmi://nowhere/\(index)/x")
        names.append([])
        continue
      }
      let pattern = patterns[Int.random(in: 0..<patterns.count, using: &rng)]
      let path = pattern.map {
        $0.hasPrefix(":") ? "\(Int.random(in: 1...1_025, using: &rng))" : $0
      }
      links.append("pmi://" + path.joined(separator: "/"))
      names.append(pattern.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) })
    }
    return Table(patterns: patterns, links: links, names: names)
  }

  static func waypointRouter(_ table: Table) throws -> LinkRouter<App> {
    var router = LinkRouter<App>(schemes: ["pmi"])
    for pattern in table.patterns {
      try router.register(pattern.joined(separator: "/")) { _ in
        NavigationTarget(tab: .main, routes: [.screen])
      }
    }
    return router
  }

  /// Each pattern's output is its own text, which Waypoint's match also
  /// gives (`parameters.pattern`), so the checksums can agree.
  static func routingKitRouter(_ table: Table) -> TrieRouter<String> {
    let router = TrieRouter(String.self)
    for pattern in table.patterns {
      router.register(
        pattern.joined(separator: "/"), at: pattern.map { PathComponent(stringLiteral: $0) })
    }
    return router
  }

  /// Resolves every link with Waypoint; returns a checksum so nothing is optimised away.
  static func runWaypoint(_ router: LinkRouter<App>, _ table: Table) -> Int {
    var checksum = 0
    for (link, names) in zip(table.links, table.names) {
      guard let match = try? router.match(link) else { continue }
      checksum &+= match.parameters.pattern.utf8.count
      for name in names { checksum &+= (try? match.parameters.int(name)) ?? 0 }
    }
    return checksum
  }

  /// Resolves every link with RoutingKit the way a Vapor app does: split the
  /// path into components, route, read typed parameters.
  static func runRoutingKit(_ router: TrieRouter<String>, _ table: Table) -> Int {
    var checksum = 0
    for (link, names) in zip(table.links, table.names) {
      let path = link.dropFirst("pmi://".count).split(separator: "/").map(String.init)
      var parameters = Parameters()
      guard let pattern = router.route(path: path, parameters: &parameters) else { continue }
      checksum &+= pattern.utf8.count
      for name in names { checksum &+= parameters.get(name, as: Int.self) ?? 0 }
    }
    return checksum
  }

  static func run() throws -> String {
    let count = 100_000
    var lines = [
      "Deep links: \(count) links (80% hits with integer parameters, 20% misses), release build,",
      "median of 7 runs, both routers from the raw link string to typed parameters.",
      "",
      "| patterns | Waypoint lookups/s | RoutingKit lookups/s | Waypoint ÷ RoutingKit |",
      "| ---: | ---: | ---: | ---: |",
    ]
    var waypointTimes: [Int: Double] = [:]
    for size in [10, 100, 1_000] {
      let table = table(size: size, links: count)
      let ours = try waypointRouter(table)
      let peer = routingKitRouter(table)
      precondition(runWaypoint(ours, table) == runRoutingKit(peer, table), "the routers disagree")
      let waypoint = Measurement("Waypoint", iterations: 7, warmup: 1) {
        _ = runWaypoint(ours, table)
      }
      let routingKit = Measurement("RoutingKit", iterations: 7, warmup: 1) {
        _ = runRoutingKit(peer, table)
      }
      waypointTimes[size] = waypoint.median.seconds
      let ourRate = Double(count) / waypoint.median.seconds
      let peerRate = Double(count) / routingKit.median.seconds
      lines.append(
        "| \(size) | \(Int(ourRate).formatted) | \(Int(peerRate).formatted) | \(format(ourRate / peerRate, digits: 1))× |"
      )
    }
    if let small = waypointTimes[10], let large = waypointTimes[1_000] {
      lines.append("")
      lines.append("Waypoint: 1,000 patterns take \(format(large / small))× the time of 10.")
    }
    return lines.joined(separator: "\n")
  }
}

extension Int {
  /// `1234567` as `1,234,567`.
  var formatted: String {
    let digits = Array(String(self))
    return digits.enumerated().map { index, digit in
      (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
    }.joined()
  }
}
