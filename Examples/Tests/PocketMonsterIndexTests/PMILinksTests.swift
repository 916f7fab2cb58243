import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The one way a link is written, wherever the user writes it.
@Suite struct PMILinksTests {
  @Test(arguments: [
    ("pokedex/25", "pmi://pokedex/25"),
    ("/pokedex/25", "pmi://pokedex/25"),
    ("25", "pmi://25"),
    ("pmi://pokedex/25", "pmi://pokedex/25"),
    ("PMI:pokedex/25", "PMI:pokedex/25"),
    ("https://pmi.example.com/pokedex/25", "https://pmi.example.com/pokedex/25"),
    ("mailto:ash@example.com", "mailto:ash@example.com"),
    ("pokedex/25?from=a:b", "pmi://pokedex/25?from=a:b"),
  ])
  func aBarePathIsAPMILinkAndAFullLinkIsKept(text: String, link: String) {
    #expect(PMILinks.link(from: text) == link)
  }

  static let catalogue: Catalogue = {
    do { return try Catalogue.bundled() } catch { fatalError("\(error)") }
  }()

  @MainActor static func app() -> PMIApp {
    PMIApp(catalogue: catalogue, state: .initial, data: PMIData(team: [25]), exportDuration: .zero)
  }

  /// Every screen writes `#025`, so a link may carry the zeros, in any form
  /// of link and letter case; the link the app writes has none.
  @Test(arguments: [
    "pokedex/025", "pokedex/0025", "pokedex/25", "/Pokedex/025", "pmi://POKEDEX/025",
    "https://pmi.example.com/pokedex/025", "https://pmi.example.com/Pokedex/25",
  ])
  @MainActor func aPokedexNumberOpensWithTheZerosTheScreensWrite(text: String) async throws {
    let app = Self.app()
    let outcome = await app.open(text)
    #expect(outcome.isApplied, "\(outcome)")
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(25)])
    let pikachu = NavigationTarget<PMI>(tab: .pokedex, routes: [.pokemon(25)])
    #expect(app.router.link(for: pikachu) == "pmi://pokedex/25")
  }

  @Test(arguments: [("berries/016", PMI.Route.berry(16)), ("team/025", .teamMember(25))])
  @MainActor func everyNumberedScreenTakesLeadingZeros(text: String, route: PMI.Route) async {
    let app = Self.app()
    #expect(await app.open(text).isApplied)
    #expect(app.navigator.state.visibleEntry?.route == route)
  }

  /// Digits only, and within the Pokédex, however many zeros come first.
  @Test(arguments: ["0", "000", "01026", "+25", "-25", "２５", "25x", "99999999999999999999"])
  @MainActor func aNumberOutsideTheRangeOrNotInDigitsIsRefused(id: String) async {
    let app = Self.app()
    let before = app.navigator.state
    await app.open("pmi://pokedex/\(id)")
    #expect(app.status == "Parameter 'id' is '\(id)', which is not a number from 1 to 1025.")
    #expect(app.navigator.state == before)
  }
}
