import Foundation
@_spi(Internal) import Hummingbird
import HummingbirdCore
import Logging
import RoutingKit
import Waypoint

/// Resolving links against tables of 10, 100 and 1,000 patterns, side by
/// side with RoutingKit's `TrieRouter` and Hummingbird's trie router.
///
/// The workload is mixed: plain hits, hits with a query string (one item is
/// read as an integer, one is percent-encoded), and misses of several shapes
/// (unknown first segment, a typo in a literal, one segment too many, one too
/// few). Every router starts from the raw link string and ends with typed
/// values, as an app would: RoutingKit with one shared logger, as Vapor does;
/// Hummingbird from its `URI`, as its server does.
@MainActor
enum LinkBenchmark {
  enum App: NavigationSchema {
    enum Tab: Hashable, Codable, Sendable { case main }
    enum Route: Hashable, Codable, Sendable { case screen }
  }

  static let sizes = [10, 100, 1_000]
  static let linkCount = 5_000

  /// Shapes of real app links; numbered areas make large tables distinct.
  static let shapes: [[String]] = [
    ["pokedex", ":id"], ["pokedex", ":id", "evolutions", ":to"], ["berries", ":id"],
    ["team", ":member", "moves", ":move"], ["items", ":id"],
    ["trainers", ":id", "badges", ":badge"],
    ["regions", ":region", "routes", ":route"], ["gyms", ":id"], ["moves", ":id"],
    ["abilities", ":id"],
  ]

  enum Kind: CaseIterable {
    case hit, query, miss
  }

  struct Link {
    let text: String
    /// The pattern's parameter names (empty for a miss).
    let names: [String]
    let kind: Kind
  }

  struct Table {
    let patterns: [[String]]
    let links: [Link]

    func only(_ kind: Kind) -> [Link] { links.filter { $0.kind == kind } }
  }

  /// SplitMix64: the same workload on every run, and under callgrind.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static func table(size: Int) -> Table {
    let patterns = (0..<size).map { index -> [String] in
      let shape = shapes[index % shapes.count]
      return size <= shapes.count ? shape : ["area\(index / shapes.count)"] + shape
    }
    var random = Random(state: UInt64(size))
    func path(_ pattern: [String]) -> [String] {
      pattern.map { $0.hasPrefix(":") ? "\(1 + random.next(1_025))" : $0 }
    }
    var links: [Link] = []
    for index in 0..<linkCount {
      let pattern = patterns[random.next(patterns.count)]
      let names = pattern.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
      switch index % 10 {
      case 0, 1, 2, 3, 4, 5:
        links.append(
          Link(text: "pmi://" + path(pattern).joined(separator: "/"), names: names, kind: .hit))
      case 6, 7:
        let query =
          index % 4 == 0
          ? "?page=\(random.next(50))&sort=name" : "?q=pika%20chu&page=\(random.next(50))"
        links.append(
          Link(
            text: "pmi://" + path(pattern).joined(separator: "/") + query, names: names,
            kind: .query))
      default:
        var segments = path(pattern)
        switch (index / 10) % 4 {
        case 0: segments[segments.count - 2] = "nowhere"  // an unknown literal
        case 1:  // a typo in the first literal
          let literal = segments.firstIndex { Int($0) == nil } ?? 0
          segments[literal] = String(segments[literal].dropLast())
        case 2: segments.append("extra")  // one segment too many
        default: segments.removeLast()  // one too few
        }
        links.append(Link(text: "pmi://" + segments.joined(separator: "/"), names: [], kind: .miss))
      }
    }
    return Table(patterns: patterns, links: links)
  }

  // MARK: The routers

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
    let router = TrieRouter(String.self, logger: logger)
    for pattern in table.patterns {
      router.register(
        pattern.joined(separator: "/"), at: pattern.map { PathComponent(stringLiteral: $0) })
    }
    return router
  }

  static func hummingbirdRouter(_ table: Table) -> RouterTrie<String> {
    let builder = RouterPathTrieBuilder<String>()
    for pattern in table.patterns {
      let text = pattern.joined(separator: "/")
      builder.addEntry(RouterPath(text), value: text)
    }
    return builder.build()
  }

  /// One logger for every lookup, as a Vapor app's request has.
  static let logger = Logger(label: "benchmark.routingkit")

  // MARK: Lookups

  static func runWaypoint(_ router: LinkRouter<App>, _ links: [Link]) -> Int {
    var checksum = 0
    for link in links {
      guard let match = try? router.match(.link(link.text)) else { continue }
      checksum &+= match.parameters.pattern.utf8.count
      for name in link.names { checksum &+= (try? match.parameters.int(name)) ?? 0 }
      checksum &+= ((try? match.parameters.queryValue("page", as: Int.self)) ?? nil) ?? 0
    }
    return checksum
  }

  /// As Vapor does: the path split into components, routed, typed parameters
  /// read; the query scanned for the one item read.
  static func runRoutingKit(_ router: TrieRouter<String>, _ links: [Link]) -> Int {
    var checksum = 0
    for link in links {
      let rest = link.text.dropFirst(6)
      let question = rest.firstIndex(of: "?")
      let path = rest[..<(question ?? rest.endIndex)]
      let components = path.split(separator: "/").map(String.init)
      var parameters = Parameters(logger)
      guard let pattern = router.route(path: components, parameters: &parameters) else {
        continue
      }
      checksum &+= pattern.utf8.count
      for name in link.names { checksum &+= parameters.get(name, as: Int.self) ?? 0 }
      if let question {
        checksum &+= queryInt(rest[rest.index(after: question)...], "page") ?? 0
      }
    }
    return checksum
  }

  /// As a Hummingbird server does: the link's `URI`, its path through the
  /// trie, typed parameters, and the query from `queryParameters`.
  static func runHummingbird(_ trie: RouterTrie<String>, _ links: [Link]) -> Int {
    var checksum = 0
    for link in links {
      let uri = URI(String(link.text.dropFirst(5)))  // "pmi:/" leaves "/pokedex/25…"
      guard let (pattern, parameters) = trie.resolve(uri.path) else { continue }
      checksum &+= pattern.utf8.count
      for name in link.names { checksum &+= parameters.get(name, as: Int.self) ?? 0 }
      checksum &+= uri.queryParameters.get("page", as: Int.self) ?? 0
    }
    return checksum
  }

  /// The integer value of query item `name`, percent-decoded when it has to be.
  static func queryInt(_ query: Substring, _ name: String) -> Int? {
    for item in query.split(separator: "&") {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair[0] == name, pair.count == 2 else { continue }
      let value = pair[1].contains("%") ? pair[1].removingPercentEncoding : String(pair[1])
      return value.flatMap { Int($0) }
    }
    return nil
  }

  // MARK: Running

  static func contestants() throws -> [Contestant] {
    var contestants: [Contestant] = []
    for size in sizes {
      let table = table(size: size)
      let ours = try waypointRouter(table)
      let routingKit = routingKitRouter(table)
      let hummingbird = hummingbirdRouter(table)
      let expected = runWaypoint(ours, table.links)
      precondition(expected == runRoutingKit(routingKit, table.links), "RoutingKit disagrees")
      precondition(expected == runHummingbird(hummingbird, table.links), "Hummingbird disagrees")
      var sink = 0
      // The whole mix, then each kind of link alone, for every router.
      let subsets = [("", table.links)] + Kind.allCases.map { ("-\($0)", table.only($0)) }
      for (suffix, links) in subsets {
        contestants += [
          Contestant("waypoint\(suffix)@\(size)", operations: links.count) {
            sink &+= runWaypoint(ours, links)
          },
          Contestant("routingkit\(suffix)@\(size)", operations: links.count) {
            sink &+= runRoutingKit(routingKit, links)
          },
          Contestant("hummingbird\(suffix)@\(size)", operations: links.count) {
            sink &+= runHummingbird(hummingbird, links)
          },
        ]
      }
      withExtendedLifetime(sink) {}
    }
    return contestants
  }

  static let kindNames = [
    ("", "mixed"), ("-hit", "plain hit"), ("-query", "hit with a query"), ("-miss", "miss"),
  ]

  /// One row per table size and kind of link: each router's figure, how many
  /// times Waypoint's each peer's is, and, when counted under callgrind, the
  /// memory allocations per lookup of each router.
  static func table(_ figures: Figures) -> String {
    let allocations =
      figures.allocations.isEmpty
      ? "" : " Waypoint allocs | RoutingKit allocs | Hummingbird allocs |"
    var lines = [
      "| patterns | links | Waypoint | RoutingKit | Hummingbird | RoutingKit ÷ Waypoint | Hummingbird ÷ Waypoint |"
        + allocations,
      "| ---: | --- | ---: | ---: | ---: | ---: | ---: |"
        + (allocations.isEmpty ? "" : " ---: | ---: | ---: |"),
    ]
    for size in sizes {
      for (suffix, kind) in kindNames {
        let names = ["waypoint", "routingkit", "hummingbird"].map { "\($0)\(suffix)@\(size)" }
        let (ours, routingKit, hummingbird) = (
          figures[names[0]], figures[names[1]], figures[names[2]]
        )
        var line =
          "| \(size.formatted) | \(kind) | \(figures.show(value: ours)) | \(figures.show(value: routingKit)) | \(figures.show(value: hummingbird)) | \(ratio(routingKit, ours, digits: 1)) | \(ratio(hummingbird, ours, digits: 1)) |"
        if !allocations.isEmpty {
          line += names.map { " \(format(figures.allocations[$0] ?? .nan, digits: 1)) |" }.joined()
        }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  static func run(_ mode: Mode) async throws -> String? {
    let contestants = try contestants()
    let figures: Figures
    switch mode {
    case .count:
      try await Harness.count(contestants, runs: 2)
      return nil
    case .time: figures = try await Harness.time(contestants)
    case .report(let counted): figures = counted
    }
    return
      "Deep links: \(linkCount.formatted) links per table (60% plain hits, 20% hits with a query string, 20% misses of four shapes), \(figures.label) per lookup, release build, median of interleaved rounds; every router from the raw link string to typed values.\n\n"
      + table(figures)
  }
}
