// The code of the WaypointLinks catalog (Articles/DeepLinks.md), block for
// block and verbatim, so the article cannot drift from the API: each block is
// a declaration at the top level here, and the tests below run it.

import Foundation
import Testing
import WaypointCore
import WaypointLinks

enum App: NavigationSchema {
  enum Tab: Hashable, Codable, Sendable { case pokedex, trainers, gyms }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case trainer(UUID)
    case search(String, page: Int)
    case gym(Int)
    case berry(BerryRoute)  // a feature module's routes: see the last section
  }
}

func makeRouter() throws(LinkPatternError) -> LinkRouter<App> {
  var router = LinkRouter<App>(schemes: ["pmi"], hosts: ["pmi.example.com"])
  try router.register("pokedex/:id") { parameters in
    NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
  } reverse: { target in
    guard case .pokemon(let id)? = target.stack?.last?.route else { return nil }
    return LinkValues(path: ["id": "\(id)"])
  }
  try router.register("trainers/:id") { parameters in
    let id = try parameters.value("id", as: UUID.self, parsedBy: UUID.init(uuidString:))
    return NavigationTarget(tab: .trainers, routes: [.trainer(id)])
  } reverse: { target in
    guard case .trainer(let id)? = target.stack?.last?.route else { return nil }
    return LinkValues(path: ["id": id.uuidString])
  }
  return router
}

func registerSearch(in router: inout LinkRouter<App>) throws(LinkPatternError) {
  try router.register("search/:text") { parameters in
    let text = try parameters.string("text")
    let page = try parameters.queryValue("page", as: Int.self) ?? 1
    return NavigationTarget(tab: .pokedex, routes: [.search(text, page: page)])
  } reverse: { target in
    guard case .search(let text, let page)? = target.stack?.last?.route else { return nil }
    return LinkValues(path: ["text": text], query: page == 1 ? [:] : ["page": "\(page)"])
  }
}

struct GymClosed: Error, Equatable {
  let gym: Int
}

func registerGyms(in router: inout LinkRouter<App>, isOpen: @escaping @Sendable (Int) -> Bool)
  throws(LinkPatternError)
{
  try router.register("gyms/:id") { parameters in
    let gym = try parameters.int("id")
    guard (1...8).contains(gym) else {
      throw LinkError.badParameter(name: "id", value: "\(gym)", expected: .integer(in: 1...8))
    }
    guard isOpen(gym) else { throw GymClosed(gym: gym) }
    return NavigationTarget(tab: .gyms, routes: [.gym(gym)])
  }
}

func message(for error: LinkError) -> String {
  switch error {
  case .failed(_, let closed as GymClosed):
    "Gym \(closed.gym) is closed today."
  case .badParameter(let name, let value, .integer(let range)):
    "There is no \(name) \(value): try \(range.lowerBound) to \(range.upperBound)."
  default:
    [error.description, error.recoverySuggestion].compactMap { $0 }.joined(separator: " ")
  }
}

func makeAppRouter() throws(LinkPatternError) -> LinkRouter<App> {
  var router = try makeRouter()
  let berries: LinkRouter<App> = try berryLinks(tab: .pokedex, route: App.Route.berry) {
    guard case .berry(let berry) = $0 else { return nil }
    return berry
  }
  try router.mount(berries, at: "berries")
  return router
}

@Suite struct DocumentationTests {
  static let trainer = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  @Test func theRouterResolvesAndWritesTheArticlesLinks() throws {
    let router = try makeRouter()
    let pikachu = NavigationTarget<App>(tab: .pokedex, routes: [.pokemon(id: 25)])
    #expect(try router.resolve("pmi://pokedex/25") == pikachu)
    #expect(try router.resolve("https://pmi.example.com/pokedex/25") == pikachu)
    #expect(router.link(for: pikachu) == "pmi://pokedex/25")
    #expect(
      router.link(for: pikachu, style: .universalLink) == "https://pmi.example.com/pokedex/25")
    let trainer = try #require(UUID(uuidString: Self.trainer))
    let target = NavigationTarget<App>(tab: .trainers, routes: [.trainer(trainer)])
    #expect(try router.resolve("pmi://trainers/\(Self.trainer.lowercased())") == target)
    #expect(router.link(for: target) == "pmi://trainers/\(Self.trainer)")
  }

  @Test func queryItemsAreOptionalBothWays() throws {
    var router = try makeRouter()
    try registerSearch(in: &router)
    let first = NavigationTarget<App>(tab: .pokedex, routes: [.search("pika chu", page: 1)])
    let third = NavigationTarget<App>(tab: .pokedex, routes: [.search("pika chu", page: 3)])
    #expect(try router.resolve("pmi://search/pika%20chu") == first)
    #expect(try router.resolve("pmi://search/pika%20chu?page=3") == third)
    #expect(router.link(for: first) == "pmi://search/pika%20chu")
    #expect(router.link(for: third) == "pmi://search/pika%20chu?page=3")
  }

  @Test func theAppSaysWhyALinkFailedInItsOwnWords() throws {
    var router = try makeRouter()
    try registerGyms(in: &router) { $0 != 3 }
    #expect(try router.resolve("pmi://gyms/2") == NavigationTarget(tab: .gyms, routes: [.gym(2)]))
    let closed = try #require(throws: LinkError.self) { try router.resolve("pmi://gyms/3") }
    #expect(closed == .failed(pattern: "gyms/:id", underlying: GymClosed(gym: 3)))
    #expect(message(for: closed) == "Gym 3 is closed today.")
    let unknown = try #require(throws: LinkError.self) { try router.resolve("pmi://gyms/9") }
    #expect(message(for: unknown) == "There is no id 9: try 1 to 8.")
    let typo = try #require(throws: LinkError.self) { try router.resolve("pmi://pokedx/25") }
    #expect(message(for: typo) == "No route matches '/pokedx/25'. Did you mean '/pokedex/:id'?")
    let bad = try #require(throws: LinkError.self) { try router.resolve("pmi://trainers/42") }
    #expect(bad == .badParameter(name: "id", value: "42", expected: .value(of: UUID.self)))
  }

  @Test func aFeaturesLinksAnswerUnderItsPrefix() throws {
    let router = try makeAppRouter()
    let oran = NavigationTarget<App>(tab: .pokedex, routes: [.berry(.berry(id: 7))])
    #expect(try router.resolve("pmi://berries/7") == oran)
    #expect(router.link(for: oran) == "pmi://berries/7")
    let sweet = NavigationTarget<App>(tab: .pokedex, routes: [.berry(.flavor("sweet"))])
    #expect(try router.resolve("https://pmi.example.com/berries/flavors/sweet") == sweet)
    #expect(
      router.link(for: sweet, style: .universalLink)
        == "https://pmi.example.com/berries/flavors/sweet")
    let pikachu = NavigationTarget<App>(tab: .pokedex, routes: [.pokemon(id: 25)])
    #expect(try router.resolve("pmi://pokedex/25") == pikachu)
    let typo = try #require(throws: LinkError.self) { try router.resolve("pmi://beries/7") }
    #expect(message(for: typo) == "No route matches '/beries/7'. Did you mean '/berries/:id'?")
    #expect(throws: LinkError.noMatchingPattern(LinkMiss(path: "/7"))) {
      try router.resolve("pmi://7")
    }
  }

  /// A feature's own tests mount its table, which has no scheme, at "" in a
  /// router with one.
  @Test func aFeatureTestsItsTableMountedAsItIs() throws {
    let table: LinkRouter<App> = try berryLinks(tab: .gyms, route: App.Route.berry) {
      guard case .berry(let berry) = $0 else { return nil }
      return berry
    }
    #expect(throws: LinkError.unknownScheme("pmi")) { try table.resolve("pmi://7") }
    var router = LinkRouter<App>(schemes: ["test"])
    try router.mount(table, at: "")
    let target = NavigationTarget<App>(tab: .gyms, routes: [.berry(.flavor("sour"))])
    #expect(try router.resolve("test://flavors/sour") == target)
    #expect(router.link(for: target) == "test://flavors/sour")
  }
}
