import Testing
import WaypointTestSupport

@testable import WaypointLinks

/// A miss keeps the link's segments and works out its path and suggestion when read.
@Suite struct LinkMissTests {
  private static func miss(_ link: String, in router: LinkRouter<LinkApp>) throws -> LinkMiss {
    let error = try #require(throws: LinkError.self) { try router.match(.link(link)) }
    guard case .noMatchingPattern(let miss) = error else {
      Issue.record("expected a miss, got \(error)")
      return LinkMiss(path: "")
    }
    return miss
  }

  @Test func aThrownMissIsEqualToTheOneDescribed() throws {
    let thrown = try Self.miss("pmi://pokedx/25", in: LinkFixtures.router())
    #expect(thrown.path == "/pokedx/25")
    #expect(thrown.closestPattern == "/pokedex/:id")
    let error = LinkError.noMatchingPattern(thrown)
    #expect(
      error == .noMatchingPattern(LinkMiss(path: "/pokedx/25", closestPattern: "/pokedex/:id")))
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

  /// The whole link decides, every segment of it: the suggestion is the
  /// pattern with the fewest segments that do not fit, then the fewest
  /// edits, and it keeps its parameters.
  @Test(arguments: [
    ("pmi://pokedx/25", "/pokedex/:id"),
    ("pmi://Pokedx/25", "/pokedex/:id"),
    ("https://pmi.example.com/pokedx/25", "/pokedex/:id"),
    ("pmi://pokedx", "/pokedex"),
    ("pmi://pokedex/25/moves", "/pokedex/:id"),
    ("pmi://pokedex/133/evolution/134", "/pokedex/:id/evolutions/:to"),
    ("pmi://pokedex/133/evolutions", "/pokedex/:id/evolutions/:to"),
    ("pmi://berries/flavor/sweet", "/berries/flavors/:flavor"),
    ("pmi://beries/16", "/berries/:id"),
    ("pmi://beries/flavors/sweet", "/berries/flavors/:flavor"),
    ("pmi://berries/16/x", "/berries/:id"),
    ("pmi://files/report/edt", "/files/:name/edit"),
    ("pmi://file/new", "/files/new"),
    ("pmi://serch/pika?page=2", "/search/:query"),
  ])
  func theSuggestionIsThePatternTheWholeLinkFitsBest(link: String, closest: String) throws {
    var router = try LinkFixtures.router()
    try router.register("berries/flavors/:flavor") { _ in LinkTarget(tab: .berries, routes: []) }
    #expect(try Self.miss(link, in: router).closestPattern == closest)
  }

  /// A suggestion needs more of the pattern to fit than not, a static
  /// segment among what fits: a parameter alone fits anything.
  @Test(arguments: [
    "pmi://monsters", "pmi://", "pmi://monsters/25", "pmi://x/y/z/25", "pmi://trainer/a/b/c",
  ])
  func aLinkThatFitsNoPatternWellGetsNoSuggestion(link: String) throws {
    #expect(try Self.miss(link, in: LinkFixtures.router()).closestPattern == nil)
  }

  @Test func aDecodedHostAndEscapesAreShownAsTheLinkHadThem() throws {
    let router = try LinkFixtures.router()
    #expect(try Self.miss("pmi://POKEDX/25", in: router).path == "/POKEDX/25")
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
    #expect(error.recoverySuggestion == "Did you mean '/pokedex/:id'?")
  }
}
