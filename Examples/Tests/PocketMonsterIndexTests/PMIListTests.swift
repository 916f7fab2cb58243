import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// Lists as both front ends show them: filters that stay, numbers to go to,
/// pages of what a filter shows.
@MainActor @Suite struct PMIListTests {
  func app(_ state: PMIState = .initial) -> PMIApp {
    PMIApp(catalogue: PMIAppTests.catalogue, state: state, exportDuration: .zero)
  }

  @Test func aFilterStaysWithItsListThroughBackAndTabs() async {
    let app = app()
    await app.filter("fire")
    #expect(app.pageChoices().first?.label.hasPrefix("#004 Charmander") == true)
    await app.tap(3)
    #expect(app.navigator.state.visibleEntry?.route == .pokemon(6))
    await app.back()
    #expect(app.filter(of: .pokedex) == "fire")
    await app.selectTab(.berries)
    #expect(app.filter(of: .berries).isEmpty, "each list has its own")
    await app.selectTab(.pokedex)
    let shown = app.visibleChoices(of: app.screen()).map { app.screen().actions[$0].label }
    #expect(!shown.isEmpty && shown.allSatisfy { $0.contains("Fire") })
  }

  /// What is typed, pasted or restored past the longest filter is left
  /// out: a list's filter, and the Search tab's query as it is read.
  @Test func aFilterIsCutToTheLongestOne() async throws {
    let long = String(repeating: "fire ", count: 1_000)
    let app = app()
    await app.filter(long)
    #expect(app.filter(of: .pokedex) == String(long.prefix(ListFilter.maximumLength)))
    var saved = PMIState.initial
    var target = NavigationTarget<PMI>(tab: .search, routes: [])
    target.searchQuery = long
    try saved.navigate(to: target)
    let restored = self.app(saved)
    #expect(restored.navigator.state.searchQuery == long, "the state keeps what it was given")
    #expect(restored.filter(of: .search) == String(long.prefix(ListFilter.maximumLength)))
    #expect(ListFilter.words(of: long).count == ListFilter.maximumLength / 5)
  }

  @Test func aFilterFromAPokemonGoesBackToItsList() async {
    let app = app()
    await app.open("pmi://pokedex/25")
    await app.filter("electric")
    #expect(app.navigator.state.activeStack.isEmpty && app.filter(of: .pokedex) == "electric")
    #expect(app.listPosition(.pokedex).row == 24, "Pikachu is electric: it stays highlighted")
  }

  @Test func onlyTheTwoListsFilter() async {
    let app = app()
    await app.selectTab(.team)
    await app.filter("pika")
    #expect(
      app.statusIsFailure && app.status == "Only the Pokédex and Berries lists can be filtered.")
  }

  @Test(arguments: [
    ("pmi://pokedex", "25", PMI.Route?.none, 24, ""),
    ("pmi://pokedex/6", "#25", PMI.Route.pokemon(25), 0, ""),
    ("pmi://berries/1", "64", PMI.Route.berry(64), 0, ""),
    (
      "pmi://pokedex/6", "2000", PMI.Route.pokemon(6), 0,
      "There is no Pokémon “2000”: the Pokédex goes from 1 to 1025."
    ),
    ("pmi://pokedex", "x", nil, 0, "There is no number “x” on this list."),
    (
      "pmi://settings/about", "25", PMI.Route.about, 0,
      "Go to works on the Pokédex and Berries lists, and on a Pokémon or a berry."
    ),
  ])
  func goingToANumber(
    link: String, number: String, route: PMI.Route?, row: Int, failure: String
  ) async {
    let app = app()
    await app.open(link)
    await app.goTo(number)
    #expect(app.navigator.state.visibleEntry?.route == route)
    #expect(app.status == failure && app.statusIsFailure == !failure.isEmpty)
    if route == nil { #expect(app.listPosition(.pokedex).row == row) }
    #expect(app.navigator.state.activeStack.count <= 1, "a Pokémon is shown in place")
  }

  /// The footer offers `g` where ``PMIApp/canGoTo`` says, which asks the
  /// state alone; going to a number must then work, and only then.
  @Test(arguments: [
    "pmi://pokedex", "pmi://berries", "pmi://pokedex/6", "pmi://berries/1", "pmi://team",
    "pmi://settings", "pmi://settings/about", "pmi://export",
  ])
  func goToIsOfferedWhereItWorks(link: String) async {
    let app = app()
    await app.open(link)
    let offered = app.canGoTo
    await app.goTo("1")
    let refused = "Go to works on the Pokédex and Berries lists, and on a Pokémon or a berry."
    #expect(offered == (app.status != refused))
    #expect(offered == ["pokedex", "berries"].contains { link.contains($0) })
  }

  @Test func goingToANumberAFilterHidesClearsTheFilter() async throws {
    let app = app()
    await app.filter("fire")
    await app.goTo("25")
    #expect(app.filter(of: .pokedex).isEmpty)
    let choices = app.pageChoices()
    try #require(choices.count > 4)
    #expect(choices[4].label.hasPrefix("#025 Pikachu"))
  }

  @Test func pagesTurnOverWhatTheFilterShows() async {
    let app = app()
    await app.filter("water")
    let first = app.pageChoices()
    app.turnPage(by: 1)
    #expect(first.count == 20 && app.pageChoices().first != first.first)
    #expect(app.pageChoices().allSatisfy { $0.label.contains("Water") })
    #expect(ScreenText(app: app).body.last?.text.hasPrefix("Page 2 of ") == true)
  }
}
