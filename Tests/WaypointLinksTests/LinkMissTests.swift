import Testing
import WaypointTestSupport

@testable import WaypointLinks

/// A miss keeps the link's segments and works out its path and suggestion when read.
@Suite struct LinkMissTests {
  private static func miss(_ link: String, in router: LinkRouter<LinkApp>) throws -> LinkMiss {
    let error = try #require(throws: LinkError.self) { try router.match(link) }
    guard case .noMatchingPattern(let miss) = error else {
      Issue.record("expected a miss, got \(error)")
      return LinkMiss(path: "")
    }
    return miss
  }

  @Test func aThrownMissIsEqualToTheOneDescribed() throws {
    let thrown = try Self.miss("pmi://pokedx/25", in: LinkFixtures.router())
    #expect(thrown.path == "/pokedx/25")
    #expect(thrown.closestPattern == "/pokedex")
    let error = LinkError.noMatchingPattern(thrown)
    #expect(error == .noMatchingPattern(LinkMiss(path: "/pokedx/25", closestPattern: "/pokedex")))
    #expect(error != .noMatchingPattern(LinkMiss(path: "/pokedx/25")))
  }

  /// The router is a value: a miss describes the patterns it was refused by,
  /// not ones registered later.
  @Test func aMissDescribesTheRouterAsItWasWhenTheLinkWasRefused() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("berries/:id") { _ in LinkTarget(tab: .berries, routes: []) }
    let miss = try Self.miss("pmi://pokedx/25", in: router)
    try router.register("pokedex/:id") { _ in LinkTarget(tab: .pokedex, routes: []) }
    #expect(miss.closestPattern == nil)
    #expect(try Self.miss("pmi://pokedx/25", in: router).closestPattern == "/pokedex/:id")
  }

  @Test func aDecodedHostAndEscapesAreShownAsTheLinkHadThem() throws {
    let router = try LinkFixtures.router()
    #expect(try Self.miss("pmi://POKEDX/25", in: router).path == "/pokedx/25")
    #expect(try Self.miss("pmi://pokedex%2F25/x", in: router).path == "/pokedex%2F25/x")
    #expect(try Self.miss("pmi://", in: router).path == "/")
  }

  /// The path is the link's own text: the miss holds it decoded, and the
  /// message escapes what a terminal would act on.
  @Test func theMessageQuotesTheUntrustedPath() throws {
    let miss = try Self.miss("pmi://pokedx/%1B%5B2J", in: LinkFixtures.router())
    #expect(miss.path == "/pokedx/\u{1B}[2J")
    let error = LinkError.noMatchingPattern(miss)
    #expect(error.description == "No route matches '/pokedx/\\u{1B}[2J'.")
    #expect(error.recoverySuggestion == "Did you mean '/pokedex'?")
  }
}
