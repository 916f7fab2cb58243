import Foundation
import Testing
import WaypointCore
import WaypointTestSupport

@testable import WaypointLinks

/// The router described as data: each pattern with its ways in, its rules and where its example
/// leads, written and read back by Foundation's coders.
@Suite struct NavigationMapTests {
  typealias Target = NavigationTarget<LinkApp>

  static func router() throws -> LinkRouter<LinkApp> {
    var router = LinkRouter<LinkApp>(schemes: ["PMI"], hosts: ["pmi.example.com"])
    try router.register(
      "pokedex/:id", example: LinkValues(path: ["id": "25"]),
      waysIn: [.userActivity("org.pmi.pokemon"), .entity("PokemonEntity")]
    ) { parameters in
      Target(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
    } reverse: { target in
      guard case .pokemon(let id)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("export", policy: .presentOver, leavingBackLocks: true) { _ in
      .presenting(.export)
    }
    try router.register("berries/:id") { parameters in
      Target(tab: .berries, routes: [.berry(id: try parameters.int("id"))])
    }
    return router
  }

  @Test func eachPatternIsDescribedWithWhereItsExampleLeads() throws {
    let map = try Self.router().map()
    #expect(map.format == NavigationMap<LinkApp>.currentFormat)
    #expect(map.schemes == ["pmi"])
    #expect(map.hosts == ["pmi.example.com"])
    #expect(map.limits == LinkLimits())
    #expect(
      map.patterns == [
        NavigationMap.Pattern(
          pattern: "pokedex/:id", parameters: ["id"],
          waysIn: [.userActivity("org.pmi.pokemon"), .entity("PokemonEntity")],
          policy: .dismissAndLand, leavesBackLocks: false, writesLinks: true,
          example: "pmi://pokedex/25", target: Target(tab: .pokedex, routes: [.pokemon(id: 25)])),
        NavigationMap.Pattern(
          pattern: "export", parameters: [], waysIn: [], policy: .presentOver,
          leavesBackLocks: true, writesLinks: false, example: "pmi://export",
          target: .presenting(.export)),
        // Parameters and no example: no link to show, and nothing it leads to.
        NavigationMap.Pattern(
          pattern: "berries/:id", parameters: ["id"], waysIn: [], policy: .dismissAndLand,
          leavesBackLocks: false, writesLinks: false, example: nil, target: nil),
      ])
  }

  @Test func everyExampleWrittenBackIsTheSameLink() throws {
    let router = try Self.router()
    let pattern = try router.map().patterns[0]
    let target = try #require(pattern.target)
    #expect(router.link(for: target) == pattern.example)
  }

  @Test func theMapReadsBackAsItWasWritten() throws {
    let map = try Self.router().map()
    let data = try JSONEncoder().encode(map)
    #expect(try JSONDecoder().decode(NavigationMap<LinkApp>.self, from: data) == map)
  }

  @Test func aKindOfWayInIsOneKeyNamingIt() throws {
    let kinds: [WayIn.Kind] = [
      .userActivity("a"), .entity("b"), .notification("c"), .quickAction("d"),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(kinds), as: UTF8.self)
    #expect(
      json == #"[{"userActivity":"a"},{"entity":"b"},{"notification":"c"},{"quickAction":"d"}]"#)
    #expect(try JSONDecoder().decode([WayIn.Kind].self, from: Data(json.utf8)) == kinds)
    for bad in [#"{}"#, #"{"entity":"b","quickAction":"d"}"#, #"{"entity":"b","bogus":1}"#] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(WayIn.Kind.self, from: Data(bad.utf8))
      }
    }
  }

  @Test func decodedLimitsKeepWhatTheInitializerEnsures() throws {
    let json = #"{"maximumLength":10,"maximumSegments":2,"maximumQueryItems":1,"maximumWaiting":0}"#
    let limits = try JSONDecoder().decode(LinkLimits.self, from: Data(json.utf8))
    #expect(
      limits
        == LinkLimits(
          maximumLength: 10, maximumSegments: 2, maximumQueryItems: 1, maximumWaiting: 1))
  }

  @Test func anExampleWithoutAValueForAParameterIsRefusedWhenRegistered() {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    #expect(
      throws: LinkPatternError.invalidPattern(
        "pokedex/:id/evolutions/:to", reason: .exampleLacksValue("to"))
    ) {
      try router.register(
        "pokedex/:id/evolutions/:to", example: LinkValues(path: ["id": "1", "to": ""])
      ) { _ in Target(tab: .pokedex, routes: []) }
    }
    #expect(
      LinkPatternError.invalidPattern("p/:to", reason: .exampleLacksValue("to")).description
        == "The pattern 'p/:to' is invalid: its example has no value for parameter 'to'.")
  }

  @Test func anExampleItsPatternRefusesFailsTheMap() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("pokedex/:id", example: LinkValues(path: ["id": "pika"])) { parameters in
      Target(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
    }
    #expect(
      throws: LinkError.badParameter(name: "id", value: "pika", expected: .value(of: Int.self))
    ) {
      try router.map()
    }
  }

  @Test func anExampleAnotherPatternMatchesFailsTheMapNamingBoth() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("files/:name", example: LinkValues(path: ["name": "new"])) { _ in
      Target(tab: .files, routes: [.editFile("new")])
    }
    try router.register("files/new") { _ in Target(tab: .files, routes: [.newFile]) }
    let error = try #require(throws: LinkError.self) { try router.map() }
    guard case .failed(let pattern, let underlying) = error else {
      Issue.record("expected failed, got \(error)")
      return
    }
    #expect(pattern == "files/:name")
    #expect(
      underlying as? LinkPatternError
        == .invalidPattern("files/:name", reason: .exampleMatchesOther("files/new")))
    #expect(
      LinkPatternError.invalidPattern("files/:name", reason: .exampleMatchesOther("files/new"))
        .description
        == "The pattern 'files/:name' is invalid: its example's link matches 'files/new' instead.")
  }

  @Test func aMapOfANewerFormatIsNotRead() throws {
    var json = String(decoding: try JSONEncoder().encode(try Self.router().map()), as: UTF8.self)
    json = json.replacingOccurrences(of: #""format":1"#, with: #""format":2"#)
    #expect(json.contains(#""format":2"#))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationMap<LinkApp>.self, from: Data(json.utf8))
    }
  }

  @Test func aMountedExampleIsWrittenUnderItsPrefixAndAUniversalLinkWithoutScheme() throws {
    var feature = LinkRouter<LinkApp>(schemes: [])
    try feature.register(":id", example: LinkValues(path: ["id": "16"])) { parameters in
      Target(tab: .berries, routes: [.berry(id: try parameters.int("id"))])
    }
    var app = LinkRouter<LinkApp>(schemes: [], hosts: ["pmi.example.com"])
    try app.mount(feature, at: "berries")
    let pattern = try app.map().patterns[0]
    #expect(pattern.pattern == "berries/:id")
    #expect(pattern.example == "https://pmi.example.com/berries/16")
    #expect(pattern.target == Target(tab: .berries, routes: [.berry(id: 16)]))
  }
}
