import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// Every way in of the link table, from the system's plain values to the
/// screen it opens, and every bad one refused with nothing changed.
@Suite struct PMIWaysInTests {
  static let catalogue = PMILinksTests.catalogue
  static let router = PMILinks.router(catalogue: catalogue)

  static func pokemon(_ id: Int) -> NavigationTarget<PMI> {
    NavigationTarget(tab: .pokedex, routes: [.pokemon(id)])
  }

  // MARK: The table

  @Test(arguments: [
    (
      PMIWaysIn.quickAction(type: PMILinks.pokemonQuickActionType, userInfo: ["id": "25"]),
      pokemon(25)
    ),
    (PMIWaysIn.pokemon(entityID: 25), pokemon(25)),
    (.userActivity(type: PMILinks.pokemonActivityType, values: ["id": "25"]), pokemon(25)),
    (
      PMIWaysIn.notification(category: PMILinks.berryRipeCategory, userInfo: ["id": "16"]),
      NavigationTarget(tab: .berries, routes: [.berry(16)])
    ),
    (.link("pmi://pokedex/150"), pokemon(150)),
  ])
  func everyKindOfWayInOpensItsScreen(wayIn: WayIn, target: NavigationTarget<PMI>) throws {
    #expect(try Self.router.resolve(wayIn) == target)
  }

  @Test func theNamesAreTheOnesTheAppDeclares() {
    #expect(PMILinks.pokemonActivityType == "org.pmi.pokemon")
    #expect(PMILinks.pokemonEntityType == "PokemonEntity")
    #expect(PMILinks.pokemonQuickActionType == "org.pmi.quick-action.pokemon")
    #expect(PMILinks.berryRipeCategory == "berry-ripe")
  }

  /// The numbers the screens write open from every way in, as from a link.
  @Test func aWayInTakesTheLeadingZerosALinkTakes() throws {
    let wayIn = PMIWaysIn.quickAction(
      type: PMILinks.pokemonQuickActionType, userInfo: ["id": "025"])
    #expect(try Self.router.resolve(wayIn) == Self.pokemon(25))
  }

  /// A Pokémon's screen goes out as the activity that brings it back.
  @Test func theActivityAScreenAdvertisesComesBackAsTheSameScreen() throws {
    let out = try #require(Self.router.userActivity(for: Self.pokemon(25)))
    #expect(
      out
        == .userActivity(
          type: PMILinks.pokemonActivityType, values: ["id": "25"],
          webpage: "https://pmi.example.com/pokedex/25"))
    #expect(try Self.router.resolve(out) == Self.pokemon(25))
  }

  /// A user activity of a type the table does not take opens its web page.
  @Test func anUnknownActivityWithAWebPageOpensThePage() throws {
    let wayIn = WayIn.userActivity(
      type: "org.other.thing", webpage: "https://pmi.example.com/berries/3")
    #expect(try Self.router.resolve(wayIn) == NavigationTarget(tab: .berries, routes: [.berry(3)]))
  }

  // MARK: The mapping

  /// A payload from JSON may carry numbers; keys and values that are not
  /// text or integers are left out.
  @Test func onlyTextAndIntegerEntriesBecomeValues() {
    let userInfo: [AnyHashable: Any] = [
      "id": 16, "from": "orchard", "when": Date(timeIntervalSince1970: 0), 7: "seven",
      "nested": ["id": "1"],
    ]
    #expect(
      PMIWaysIn.notification(category: "berry-ripe", userInfo: userInfo)
        == .notification(category: "berry-ripe", values: ["id": "16", "from": "orchard"]))
    #expect(
      PMIWaysIn.quickAction(type: "t", userInfo: nil) == .quickAction(type: "t", values: [:]))
  }

  /// Every Pokémon is indexed under the link of its screen, which a result opens.
  @Test func spotlightIndexesEveryPokemonUnderItsLink() throws {
    let items = PMIWaysIn.spotlightItems(catalogue: Self.catalogue, router: Self.router)
    #expect(items.count == Self.catalogue.monsters.count)
    let pikachu = try #require(items.first { $0.title == "#025 Pikachu" })
    #expect(pikachu.identifier == "pmi://pokedex/25")
    #expect(pikachu.keywords == ["Pikachu", "Electric"])
    #expect(Set(items.map(\.identifier)).count == items.count)
    #expect(try Self.router.resolve(.link(pikachu.identifier)) == Self.pokemon(25))
  }

  // MARK: Bad input

  @Test(arguments: [
    (
      WayIn.quickAction(type: "org.pmi.quick-action.berry", values: ["id": "1"]),
      LinkError.unknownWayIn(.quickAction("org.pmi.quick-action.berry"))
    ),
    (
      .notification(category: "pokemon-hatched", values: ["id": "1"]),
      .unknownWayIn(.notification("pokemon-hatched"))
    ),
    (.entity(type: "BerryEntity", id: "1"), .unknownWayIn(.entity("BerryEntity"))),
    (
      .userActivity(type: "org.pmi.berry", values: ["id": "1"]),
      .unknownWayIn(.userActivity("org.pmi.berry"))
    ),
    (.quickAction(type: PMILinks.pokemonQuickActionType, values: [:]), .missingParameter("id")),
    (
      .notification(category: PMILinks.berryRipeCategory, values: ["berry": "16"]),
      .missingParameter("id")
    ),
    (
      .userActivity(type: PMILinks.pokemonActivityType, values: ["id": ""]),
      .missingParameter("id")
    ),
    (.entity(type: PMILinks.pokemonEntityType, id: ""), .missingParameter("id")),
    (
      .entity(type: PMILinks.pokemonEntityType, id: "1026"),
      .badParameter(name: "id", value: "1026", expected: .integer(in: 1...1025))
    ),
    (
      .quickAction(type: PMILinks.pokemonQuickActionType, values: ["id": "0"]),
      .badParameter(name: "id", value: "0", expected: .integer(in: 1...1025))
    ),
    (
      .notification(category: PMILinks.berryRipeCategory, values: ["id": "65"]),
      .badParameter(name: "id", value: "65", expected: .integer(in: 1...64))
    ),
    (
      .userActivity(type: PMILinks.pokemonActivityType, values: ["id": "pikachu"]),
      .badParameter(name: "id", value: "pikachu", expected: .integer(in: 1...1025))
    ),
    (
      .notification(
        category: PMILinks.berryRipeCategory,
        values: ["id": "1", "note": String(repeating: "x", count: 3_000)]),
      .tooLong(
        bytes: 10 + 2 + 1 + 4 + 3_000, limit: 2_048,
        of: .notification(PMILinks.berryRipeCategory))
    ),
    (
      .entity(type: PMILinks.pokemonEntityType, id: String(repeating: "9", count: 2_100)),
      .tooLong(bytes: 13 + 2_100, limit: 2_048, of: .entity(PMILinks.pokemonEntityType))
    ),
  ])
  @MainActor func aBadWayInIsRefusedAndChangesNothing(wayIn: WayIn, expected: LinkError)
    async throws
  {
    #expect(throws: expected) { try Self.router.resolve(wayIn) }
    var state = PMIState.initial
    try state.push(contentsOf: [StackElement(.pokemon(3))])
    try state.selectTab(.team)
    let app = PMIApp(catalogue: Self.catalogue, state: state, exportDuration: .zero)
    let before = app.navigator.state
    let outcome = await app.navigator.open(wayIn, with: app.router).outcome
    guard case .failed(.deepLink, let error as LinkError) = outcome else {
      Issue.record("expected a link error, got \(outcome)")
      return
    }
    #expect(error == expected)
    #expect(app.navigator.state == before)
  }
}
