import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks

@Suite struct LinkRouterTests {
  static let pikachu = LinkTarget(tab: .pokedex, routes: [.pokemon(id: 25)])

  @Test(arguments: [
    ("pmi://pokedex/25", pikachu),
    ("PMI://pokedex/25", pikachu),
    ("pmi://POKEDEX/25", pikachu),
    ("pmi://pokedex/25/", pikachu),
    ("pmi://pokedex//25", pikachu),
    ("pmi:///pokedex/25", pikachu),
    ("pmi://pokedex/%32%35", pikachu),
    ("pmi://pokedex/25?ref=share&x=1#top", pikachu),
    ("pmi://pokedex/25#frag/ment", pikachu),
    ("https://pmi.example.com/pokedex/25", pikachu),
    ("HTTPS://PMI.Example.COM/pokedex/25", pikachu),
    ("https://www.pmi.example.com/pokedex/25", pikachu),
    ("pmi://pokedex", LinkTarget(tab: .pokedex, routes: [])),
    (
      "pmi://pokedex/133/evolutions/134",
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: 133), .evolution(from: 133, to: 134)])
    ),
    ("pmi://berries/16", LinkTarget(tab: .berries, routes: [.berry(id: 16)])),
    ("pmi://files/new", LinkTarget(tab: .files, routes: [.newFile])),
    ("pmi://files/new/edit", LinkTarget(tab: .files, routes: [.editFile("new")])),
    ("pmi://files/report.txt/edit", LinkTarget(tab: .files, routes: [.editFile("report.txt")])),
    ("pmi://search/a%20b", LinkTarget(tab: .search, routes: [.search("a b", page: nil)])),
    ("pmi://search/%E2%9A%A1?page=2", LinkTarget(tab: .search, routes: [.search("⚡", page: 2)])),
    (
      "pmi://search/pika?q=a+b&page=3", LinkTarget(tab: .search, routes: [.search("pika", page: 3)])
    ),
    ("pmi://moves/fire", LinkTarget(tab: .pokedex, routes: [.moves(.fire)])),
    (
      "pmi://trainers/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
      LinkTarget(tab: .pokedex, routes: [.trainer(LinkFixtures.trainerID)])
    ),
  ])
  func linksLandWhereTheySay(link: String, expected: LinkTarget) throws {
    #expect(try LinkFixtures.router().resolve(.link(link)) == expected)
  }

  @Test(arguments: [
    ("", LinkError.missingScheme("")),
    ("pokedex/25", .missingScheme("pokedex/25")),
    ("ftp://pokedex/25", .unknownScheme("ftp")),
    ("http://pmi.example.com/pokedex/25", .unknownScheme("http")),
    ("https://evil.example.com/pokedex/25", .unknownHost("evil.example.com")),
    ("pmi://Pokedex/abc", .badParameter(name: "id", value: "abc", expected: .value(of: Int.self))),
    (
      "pmi://pokedex/99999999999999999999",
      .badParameter(name: "id", value: "99999999999999999999", expected: .value(of: Int.self))
    ),
    ("pmi://pokedex/25%", .malformedPercentEncoding("25%")),
    ("pmi://pokedex/%ZZ", .malformedPercentEncoding("%ZZ")),
    ("pmi://pokedex/%FF", .malformedPercentEncoding("%FF")),
    (
      "pmi://pokedx/25",
      .noMatchingPattern(LinkMiss(path: "/pokedx/25", closestPattern: "/pokedex/:id"))
    ),
    (
      "pmi://pokedex/25/moves",
      .noMatchingPattern(LinkMiss(path: "/pokedex/25/moves", closestPattern: "/pokedex/:id"))
    ),
    ("pmi://monsters", .noMatchingPattern(LinkMiss(path: "/monsters"))),
    ("pmi://", .noMatchingPattern(LinkMiss(path: "/"))),
    (
      "pmi://moves/wood",
      .badParameter(name: "kind", value: "wood", expected: .value(of: LinkApp.MoveKind.self))
    ),
    ("pmi://trainers/42", .badParameter(name: "id", value: "42", expected: .value(of: UUID.self))),
    (
      "pmi://search/pika?page=two",
      .badParameter(name: "page", value: "two", expected: .value(of: Int.self))
    ),
    (
      "pmi://search/pika?page=%G1",
      .malformedPercentEncoding("page=%G1".split(separator: "=")[1].description)
    ),
    ("pmi://search/pika?q=%FF", .malformedPercentEncoding("%FF")),
    ("pmi://pok%65dex:80/25", .portInAuthority("pok%65dex:80")),
    ("https://pmi.example%2Ecom/pokedex/25", .unknownHost("pmi.example%2Ecom")),
    ("pmi://search/pika?q=%C3%A9&page=%C3", .malformedPercentEncoding("%C3")),
    ("pmi://search/pika?q=a=b%ZZ", .malformedPercentEncoding("a=b%ZZ")),
    ("pmi://search/pika?ok=1&%ZZ=1", .malformedPercentEncoding("%ZZ")),
    ("pmi://search/pika?q=%4", .malformedPercentEncoding("%4")),
    ("pmi://" + String(repeating: "a/", count: 40), .tooManySegments(count: 40, limit: 32)),
    (
      "pmi://pokedex/" + String(repeating: "9", count: 3_000), .tooLong(bytes: 3_014, limit: 2_048)
    ),
    (
      "pmi://pokedex/1?" + (0..<40).map { "k\($0)=v" }.joined(separator: "&"),
      .tooManyQueryItems(count: 40, limit: 32)
    ),
  ])
  func badLinksAreRefusedWithTheirReason(link: String, expected: LinkError) throws {
    let router = try LinkFixtures.router()
    #expect(throws: expected) { _ = try router.resolve(.link(link)) }
  }

  /// One case rule for every form of link: a static segment is the same
  /// in any ASCII case, whether it is a custom scheme's host or a segment
  /// of a web link's path; a parameter's value keeps its case.
  @Test(arguments: [
    ("pmi://POKEDEX/25", pikachu),
    ("pmi://Pokedex/25", pikachu),
    ("pmi:Pokedex/25", pikachu),
    ("https://pmi.example.com/POKEDEX/25", pikachu),
    ("https://pmi.example.com/Pokedex/25", pikachu),
    (
      "https://pmi.example.com/pokedex/133/EVOLUTIONS/134",
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: 133), .evolution(from: 133, to: 134)])
    ),
    ("pmi://FILES/NEW", LinkTarget(tab: .files, routes: [.newFile])),
    ("pmi://files/Report/EDIT", LinkTarget(tab: .files, routes: [.editFile("Report")])),
    (
      "https://pmi.example.com/Search/Pika",
      LinkTarget(tab: .search, routes: [.search("Pika", page: nil)])
    ),
  ])
  func staticSegmentsIgnoreASCIICaseInEveryFormOfLink(link: String, expected: LinkTarget) throws {
    #expect(try LinkFixtures.router().resolve(.link(link)) == expected)
  }

  /// A pattern with capitals matches its links in any case, the ones it
  /// writes included, and is the same pattern as its lowercase twin.
  @Test func aPatternWithCapitalsMatchesTheLinksItWrites() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"], hosts: ["pmi.example.com"])
    try router.register("Pokedex/:id/Evolutions/:to") { p in
      LinkTarget(tab: .pokedex, routes: [.evolution(from: try p.int("id"), to: try p.int("to"))])
    } reverse: { target in
      guard case .evolution(let from, let to)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": "\(from)", "to": "\(to)"])
    }
    let eevee = LinkTarget(tab: .pokedex, routes: [.evolution(from: 133, to: 134)])
    let links = [router.link(for: eevee), router.link(for: eevee, style: .universalLink)]
    #expect(
      links == [
        "pmi://Pokedex/133/Evolutions/134", "https://pmi.example.com/Pokedex/133/Evolutions/134",
      ])
    for link in links.compactMap({ $0 }) + ["pmi://pokedex/133/evolutions/134"] {
      #expect(try router.resolve(.link(link)) == eevee, "\(link)")
    }
    #expect(
      throws: LinkPatternError.conflict(
        "pokedex/:a/evolutions/:b", existing: "Pokedex/:id/Evolutions/:to")
    ) {
      try router.register("pokedex/:a/evolutions/:b") { _ in eevee }
    }
  }

  /// Schemes and hosts compare case-insensitively as ASCII only: a custom
  /// scheme's host (its first segment) and a web host fold `A`–`Z` and
  /// nothing else, so the KELVIN SIGN (U+212A), which Unicode lowercases to
  /// `k`, is another host, refused like any other that matches nothing.
  @Test func hostsFoldASCIICapitalsOnly() throws {
    let router = try LinkFixtures.router()
    #expect(try router.resolve("pmi://POKEDEX/25") == Self.pikachu)
    #expect(try router.resolve("pmi://%50OKEDEX/25") == Self.pikachu)
    #expect(try router.resolve("pmi://%50okedex/25") == Self.pikachu)
    #expect(try router.resolve("https://PMI.EXAMPLE.COM/pokedex/25") == Self.pikachu)
    #expect(
      throws: LinkError.noMatchingPattern(
        LinkMiss(path: "/po\u{212A}edex/25", closestPattern: "/pokedex/:id"))
    ) {
      _ = try router.resolve("pmi://po%E2%84%AAedex/25")
    }
    var kanto = LinkRouter<LinkApp>(schemes: ["pmi"], hosts: ["KANTO.example.com"])
    try kanto.register("pokedex/:id") { p in
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    }
    #expect(try kanto.resolve("https://kanto.EXAMPLE.com/pokedex/25") == Self.pikachu)
    #expect(throws: LinkError.unknownHost("\u{212A}anto.example.com")) {
      _ = try kanto.resolve("https://\u{212A}anto.example.com/pokedex/25")
    }
  }

  @Test func matchReportsThePatternValuesAndPolicy() throws {
    let match = try LinkFixtures.router().match("pmi://search/pika?page=2&sort=name")
    #expect(match.parameters.pattern == "search/:query")
    #expect(match.parameters.path == [.init(name: "query", value: "pika")])
    #expect(match.parameters.queryValue("sort") == "name")
    #expect(match.policy == .dismissAndLand)
    let escaped = try LinkFixtures.router().match("pmi://search/pika?q=%C3%A9+x&p%61ge=3&a+b=c")
    #expect(escaped.parameters.queryValue("q") == "é x")
    #expect(escaped.parameters.queryValue("page") == "3")
    #expect(escaped.parameters.queryValue("a b") == "c")
    #expect(escaped.parameters.queryValue("p%61ge") == nil)
  }

  /// A name compares as `String` does, whichever way the link wrote it.
  @Test func aQueryNameMatchesItsCanonicallyEquivalentText() throws {
    let router = try LinkFixtures.router()
    for link in [
      "pmi://search/x?caf\u{E9}=1", "pmi://search/x?caf%C3%A9=1", "pmi://search/x?cafe\u{301}=1",
    ] {
      let parameters = try router.match(.link(link)).parameters
      #expect(parameters.queryValue("caf\u{E9}") == "1", "\(link)")
      #expect(parameters.queryValue("cafe\u{301}") == "1", "\(link)")
      #expect(parameters.queryValue("cafe") == nil, "\(link)")
    }
    // The Kelvin sign is canonically equivalent to the letter K.
    #expect(try router.match("pmi://search/x?\u{212A}=1").parameters.queryValue("K") == "1")
  }

  /// The query is a slice of the link: it starts after raw non-ASCII bytes
  /// in the path, and an empty or fragment-only query has no items.
  @Test func theQueryIsReadFromWhereItStarts() throws {
    let router = try LinkFixtures.router()
    let accented = try router.match("pmi://search/pik\u{E1}ch\u{FC}?page=2#top").parameters
    #expect(accented.path == [.init(name: "query", value: "pik\u{E1}ch\u{FC}")])
    #expect(accented.query == [.init(name: "page", value: "2")])
    for link in ["pmi://search/x?", "pmi://search/x?#frag", "pmi://search/x#?page=2"] {
      #expect(try router.match(.link(link)).parameters.query == [], "\(link)")
    }
    #expect(try router.match("pmi://search/x?q=%41%7E").parameters.queryValue("q") == "A~")
    #expect(try LinkFixtures.router().match("pmi://export").policy == .presentOver)
  }

  struct GymClosed: Error, Equatable {
    let gym: Int
  }

  @Test func anErrorThrownByTheAppIsARefusalThatKeepsTheError() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("gym/:id") { parameters in throw GymClosed(gym: try parameters.int("id")) }
    #expect(throws: LinkError.failed(pattern: "gym/:id", underlying: GymClosed(gym: 8))) {
      _ = try router.resolve("pmi://gym/8")
    }
    let error = try #require(throws: LinkError.self) { try router.resolve("pmi://gym/8") }
    guard case .failed(_, let underlying as GymClosed) = error else {
      Issue.record("expected the app's own error, got \(error)")
      return
    }
    #expect(underlying == GymClosed(gym: 8))
  }

  @Test func aLinkErrorThrownByTheAppIsPassedOnAsItIs() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("gym/:id") { parameters in throw GymClosed(gym: try parameters.int("id")) }
    #expect(
      throws: LinkError.badParameter(name: "id", value: "x", expected: .value(of: Int.self))
    ) {
      _ = try router.resolve("pmi://gym/x")
    }
  }

  @Test(arguments: [
    ("pokedex/:name", LinkPatternError.conflict("pokedex/:name", existing: "pokedex/:id")),
    ("/pokedex/:number/", .conflict("/pokedex/:number/", existing: "pokedex/:id")),
    ("files/new", .conflict("files/new", existing: "files/new")),
    ("a/:", .invalidPattern("a/:", reason: .unnamedParameter)),
    ("a/:x/b/:x", .invalidPattern("a/:x/b/:x", reason: .repeatedParameter("x"))),
    ("a/%ZZ", .invalidPattern("a/%ZZ", reason: .malformedPercentEncoding("%ZZ"))),
  ])
  func ambiguousOrMalformedPatternsAreRefusedAtRegistration(
    pattern: String, expected: LinkPatternError
  ) throws {
    var router = try LinkFixtures.router()
    let before = router.trie.patterns.map(\.text)
    #expect(throws: expected) {
      try router.register(pattern) { _ in LinkTarget(tab: .pokedex, routes: []) }
    }
    #expect(router.trie.patterns.map(\.text) == before)
  }
}
