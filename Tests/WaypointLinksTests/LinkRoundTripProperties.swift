import Foundation
import PropertyBased
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks

/// For every reversible pattern, writing a target as a link and resolving the
/// link gives the target back, for any values, in both link styles.
@Suite struct LinkRoundTripProperties {
  /// Characters that need percent-encoding, and some that do not.
  static let alphabet = Array("aZ09-._~ /?#%&=+é⚡️日本😀:@!$'()*,;[]")

  static func text(_ seed: Int) -> String {
    var rng = SplitMix64(seed: seed)
    let length = Int.random(in: 1...12, using: &rng)
    return String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
  }

  /// A random target for one of the router's patterns; together the cases
  /// cover every registered pattern.
  static func target(_ seed: Int) -> LinkTarget {
    var rng = SplitMix64(seed: seed)
    // Non-negative only: a link carries an integer as digits without a sign,
    // so a negative number has no link (LinkStrictnessTests).
    let number = Int.random(in: 0...Int.max, using: &rng)
    let other = Int.random(in: 0...100_000, using: &rng)
    switch Int.random(in: 0..<10, using: &rng) {
    case 6: return LinkTarget(tab: .files, routes: [.newFile])
    case 7:
      let kind = [LinkApp.MoveKind.fire, .water, .grass].randomElement(using: &rng) ?? .fire
      return LinkTarget(tab: .pokedex, routes: [.moves(kind)])
    case 8:
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let uuid = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      return LinkTarget(tab: .pokedex, routes: [.trainer(uuid)])
    case 9: return LinkTarget(tab: nil, routes: [], presentations: [.init(StackElement(.export))])
    case 0: return LinkTarget(tab: .pokedex, routes: [])
    case 1: return LinkTarget(tab: .pokedex, routes: [.pokemon(id: number)])
    case 2:
      return LinkTarget(
        tab: .pokedex, routes: [.pokemon(id: other), .evolution(from: other, to: number)])
    case 3: return LinkTarget(tab: .berries, routes: [.berry(id: number)])
    case 4: return LinkTarget(tab: .files, routes: [.editFile(text(number))])
    default:
      let page: Int? = Bool.random(using: &rng) ? other : nil
      return LinkTarget(tab: .search, routes: [.search(text(number), page: page)])
    }
  }

  @Test func everyTargetSurvivesALinkRoundTrip() async throws {
    let router = try LinkFixtures.router()
    var checked = 0
    var patterns = Set<String>()
    await propertyCheck(count: 5_000, input: Gen.int(in: 0...Int.max)) { seed in
      let target = Self.target(seed)
      for style in [LinkRouter<LinkApp>.Style.customScheme, .universalLink] {
        let link = try #require(router.link(for: target, style: style), "no link for \(target)")
        #expect(link.utf8.allSatisfy { $0 < 0x80 && $0 > 0x20 }, "'\(link)' is not plain ASCII")
        #expect(try router.resolve(.link(link)) == target, "\(link)")
        patterns.insert(try router.match(.link(link)).parameters.pattern)
      }
      checked += 1
    }
    #expect(checked == 5_000)
    #expect(
      patterns == Set(router.trie.patterns.map(\.text)),
      "every registered pattern is exercised")
  }

  @Test func targetsNoPatternCanWriteHaveNoLink() throws {
    let router = try LinkFixtures.router()
    #expect(router.link(for: LinkTarget(tab: .files, routes: [.editFile("")])) == nil)
    // Found by fuzzing: a value that percent-encodes past the length limit
    // would give a link the router itself refuses.
    let long = String(repeating: "\u{FFFD}", count: 300)
    #expect(
      try router.resolve(.link("pmi://search/" + long))
        == LinkTarget(tab: .search, routes: [.search(long, page: nil)]))
    #expect(router.link(for: LinkTarget(tab: .search, routes: [.search(long, page: nil)])) == nil)
    let noHosts = LinkRouter<LinkApp>(schemes: ["pmi"])
    #expect(noHosts.link(for: LinkTarget(tab: .pokedex, routes: []), style: .universalLink) == nil)
  }

  /// A pattern with more segments than a link may have could match no
  /// link, so it is refused when it is registered.
  @Test func aPatternDeeperThanTheSegmentLimitIsRefused() throws {
    var short = LinkRouter<LinkApp>(schemes: ["pmi"], limits: LinkLimits(maximumSegments: 1))
    #expect(
      throws: LinkPatternError.invalidPattern(
        "pokedex/:id", reason: .tooManySegments(count: 2, limit: 1))
    ) {
      try short.register("pokedex/:id") { _ in LinkTarget(tab: .pokedex, routes: []) }
    }
    try short.register("pokedex") { _ in LinkTarget(tab: .pokedex, routes: []) }
    #expect(short.trie.patterns.map(\.text) == ["pokedex"])
  }

  /// The first pattern whose link fits the router's limits writes it: one
  /// whose link would be too long, or carry too many query items, gives way
  /// to the next.
  @Test func aLinkThatDoesNotFitGivesWayToTheNextPattern() throws {
    var router = LinkRouter<LinkApp>(
      schemes: ["pmi"], limits: LinkLimits(maximumLength: 32, maximumQueryItems: 1))
    let search: @Sendable (LinkParameters) throws -> LinkTarget = { p in
      LinkTarget(tab: .search, routes: [.search(try p.string("q"), page: nil)])
    }
    let text: @Sendable (LinkTarget) -> String? = { target in
      guard case .search(let text, _)? = target.stack?.last?.route else { return nil }
      return text
    }
    try router.register("search/everything/:q", to: search) {
      text($0).map { LinkValues(path: ["q": $0]) }
    }
    try router.register("search/:q", to: search) {
      text($0).map { LinkValues(path: ["q": $0], query: ["a": "1", "b": "2"]) }
    }
    try router.register("s/:q", to: search) { text($0).map { LinkValues(path: ["q": $0]) } }
    let pika = LinkTarget(tab: .search, routes: [.search("pika", page: nil)])
    #expect(router.link(for: pika) == "pmi://search/everything/pika")
    let pikachu = LinkTarget(tab: .search, routes: [.search("pikachu-long", page: nil)])
    #expect(router.link(for: pikachu) == "pmi://s/pikachu-long")
  }

  @Test func canonicalLinksLookLikeThis() throws {
    let router = try LinkFixtures.router()
    #expect(
      router.link(for: LinkTarget(tab: .pokedex, routes: [.pokemon(id: 99)])) == "pmi://pokedex/99")
    #expect(
      router.link(
        for: LinkTarget(tab: .search, routes: [.search("a b/c", page: 2)]), style: .universalLink)
        == "https://pmi.example.com/search/a%20b%2Fc?page=2")
  }
}
