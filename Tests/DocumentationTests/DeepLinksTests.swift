import Foundation
import Testing
import Waypoint

@testable import DocumentationApp

/// "Deep Links": the app's link table (Tests/DocumentationApp/Links.swift)
/// does what the article says it does.
@Suite struct DeepLinksTests {
  @Test func theTableResolvesAndWritesTheArticlesLinks() throws {
    let pikachu = NavigationTarget<Pokedex>(tab: .pokedex, routes: [.pokemon(id: 25)])
    #expect(try links.resolve("pmi://pokedex/25") == pikachu)
    #expect(try links.resolve("https://pmi.example.com/pokedex/25") == pikachu)
    #expect(links.link(for: pikachu) == "pmi://pokedex/25")
    #expect(links.link(for: pikachu, style: .universalLink) == "https://pmi.example.com/pokedex/25")
  }

  @Test func theMapShowsEachPatternWithWhereItsExampleLeads() throws {
    var table = LinkRouter<Pokedex>(schemes: ["pmi"])
    try table.register("pokedex/:id", example: LinkValues(path: ["id": "25"])) { parameters in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
    }
    let map = try table.map()
    let example = map.patterns[0].example  // "pmi://pokedex/25"
    let target = map.patterns[0].target  // the Pokédex tab, Pikachu on top
    let json = try JSONEncoder().encode(map)
    #expect(example == "pmi://pokedex/25")
    #expect(target == NavigationTarget(tab: .pokedex, routes: [.pokemon(id: 25)]))
    #expect(try JSONDecoder().decode(NavigationMap<Pokedex>.self, from: json) == map)
  }

  @Test func aQueryItemIsOptionalBothWays() throws {
    let sheet = NavigationTarget<Pokedex>.presenting(.evolutions(of: 133))
    let cover = NavigationTarget<Pokedex>.presenting(.evolutions(of: 133), style: .fullScreenCover)
    #expect(try links.resolve("pmi://evolutions/133") == sheet)
    #expect(try links.resolve("pmi://evolutions/133?cover=true") == cover)
    #expect(links.link(for: sheet) == "pmi://evolutions/133")
    #expect(links.link(for: cover) == "pmi://evolutions/133?cover=true")
    let bad = try #require(throws: LinkError.self) {
      try links.resolve("pmi://evolutions/133?cover=yes")
    }
    #expect(bad == .badParameter(name: "cover", value: "yes", expected: .value(of: Bool.self)))
    #expect(try links.match("pmi://evolutions/133").policy == .presentOver)
  }

  @Test func theAppSaysWhyALinkFailedInItsOwnWords() throws {
    let ditto = try #require(throws: LinkError.self) { try links.resolve("pmi://evolutions/132") }
    #expect(ditto == .failed(pattern: "evolutions/:id", underlying: NoEvolutions(pokemon: 132)))
    #expect(message(for: ditto) == "#132 does not evolve.")
    let unknown = try #require(throws: LinkError.self) {
      try links.resolve("pmi://evolutions/2000")
    }
    #expect(message(for: unknown) == "There is no id 2000: try 1 to 1025.")
    let typo = try #require(throws: LinkError.self) { try links.resolve("pmi://pokedx/25") }
    #expect(message(for: typo) == "No route matches '/pokedx/25'. Did you mean '/pokedex/:id'?")
  }

  @Test func theBerriesFeatureAnswersUnderItsPrefix() throws {
    let oran = NavigationTarget<Pokedex>(tab: .berries, routes: [.berry(id: 7)])
    #expect(try links.resolve("pmi://berries/7") == oran)
    #expect(links.link(for: oran) == "pmi://berries/7")
    #expect(links.link(for: oran, style: .universalLink) == "https://pmi.example.com/berries/7")
    let typo = try #require(throws: LinkError.self) { try links.resolve("pmi://beries/7") }
    #expect(message(for: typo) == "No route matches '/beries/7'. Did you mean '/berries/:id'?")
    #expect(throws: LinkError.noMatchingPattern(LinkMiss(path: "/7"))) {
      try links.resolve("pmi://7")
    }
  }

  /// A feature's own tests mount its table, which has no scheme, at "" in a
  /// router that has one.
  @Test func aFeatureTestsItsTableMountedAsItIs() throws {
    let table: LinkRouter<Pokedex> = try berryLinks(tab: .berries, route: Pokedex.Route.berry) {
      guard case .berry(let id) = $0 else { return nil }
      return id
    }
    #expect(throws: LinkError.unknownScheme("pmi")) { try table.resolve("pmi://7") }
    var router = LinkRouter<Pokedex>(schemes: ["test"])
    try router.mount(table, at: "")
    let target = NavigationTarget<Pokedex>(tab: .berries, routes: [.berry(id: 7)])
    #expect(try router.resolve("test://7") == target)
    #expect(router.link(for: target) == "test://7")
  }

  @MainActor @Test func theNavigatorOpensTheTablesLinks() async {
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.open("pmi://pokedex/25", with: links)
    navigator.open("pmi://evolutions/25?cover=true", with: links)
    #expect(navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(id: 25)])
    #expect(navigator.state.presentations.map(\.root.route) == [.evolutions(of: 25)])
    #expect(navigator.state.presentations.map(\.style) == [.fullScreenCover])
  }
}
