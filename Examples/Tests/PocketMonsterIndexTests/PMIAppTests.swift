import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The app's own behaviour around navigation: what it says, how lists page,
/// how screens print.
@MainActor @Suite struct PMIAppTests {
  static let catalogue: Catalogue = {
    do { return try Catalogue.bundled() } catch { fatalError("\(error)") }
  }()

  func app(_ state: PMIState = .initial, team: [Int] = []) -> PMIApp {
    PMIApp(
      catalogue: Self.catalogue, state: state, data: PMIData(team: team), exportDuration: .zero)
  }

  /// Taps the choice whose label starts with `label`.
  func tap(_ app: PMIApp, _ label: String) async throws {
    let index = try #require(
      app.screen().actions.firstIndex { $0.label.hasPrefix(label) },
      "no '\(label)' on \(app.screen().title)")
    await app.tap(index + 1)
  }

  @Test func aLockedScreenSaysHowToLeave() async throws {
    let app = app(team: [25, 6])
    await app.selectTab(.team)
    try await tap(app, "Export your team")
    try await tap(app, "Start export")
    #expect(app.breadcrumb == "Export › Exporting › Export finished")
    await app.back()
    #expect(app.status == "You cannot go back from here: choose Done.")
    #expect(app.screen().title == "Export finished")
  }

  @Test func aBadLinkSaysWhyAndChangesNothing() async {
    let app = app()
    let before = app.navigator.state
    await app.open("pmi://pokedex/2000")
    #expect(app.status == "Parameter 'id' is '2000', which is not a number from 1 to 1025.")
    await app.open("pmi://pokedx/1")
    #expect(app.status == "No route matches '/pokedx/1'. Did you mean '/pokedex/:id'?")
    #expect(app.navigator.state == before)
  }

  @Test func signingInSaysWhyFirst() async throws {
    let app = app()
    await app.selectTab(.settings)
    try await tap(app, "Trainer profile")
    #expect(app.status.hasPrefix("Sign in first"))
  }

  @Test func screensThatNoLongerExistAreLeftOutOnRestore() async throws {
    var state = PMIState.initial
    try state.push(contentsOf: [.pokemon(25), .pokemon(4000)])
    try state.push(.teamMember(7), in: .tab(.team))
    let app = app(state, team: [])
    await app.dropUnknownEntries()
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(25)])
    #expect(app.navigator.state.stack(at: .tab(.team))?.isEmpty == true)
    #expect(app.status == "Left out 2 screens that no longer exist.")
  }

  @Test func sharingGivesTheCanonicalLink() async throws {
    let app = app()
    await app.open("https://pmi.example.com/berries/16")
    try await tap(app, "Share link")
    #expect(app.status == "Link: pmi://berries/16")
  }

  @Test func listsTurnPagesInLineModeAndTapCountsOnThePage() async {
    let app = app()
    app.turnPage(by: 1)
    #expect(app.pageChoices().first?.label.hasPrefix("#021 Spearow") == true)
    #expect(app.listPosition(.pokedex) == ListPosition(row: 20, top: 20))
    await app.tap(5)
    #expect(app.navigator.state.visibleEntry?.route == .pokemon(25))
    await app.back()
    app.turnPage(by: 100)
    #expect(ScreenText(app: app).body.last?.text == "Page 52 of 52 — next/prev to turn")
    #expect(app.screen().actions.count == 1025, "the model holds the whole list; pages are a view")
  }

  @Test func theKinglerScreenRendersAsText() async {
    let app = app()
    await app.open("pmi://pokedex/99")
    let text = ScreenText(app: app, selection: 1)
    #expect(text.tabBar == "[1 Pokédex]  2 Berries   3 Team   4 Settings   5 Search ")
    #expect(
      text.body.map(\.text).prefix(3) == [
        "#099 Kingler", "  Type: Water · 1.3 m · 60 kg",
        "  HP 55 · Atk 130 · Def 115 · SpA 50 · SpD 50 · Spe 75 (total 475)",
      ])
    #expect(text.body.filter(\.isSelected).map(\.text) == ["  2. → #100 Voltorb"])
    #expect(text.plain.contains("Pokédex › #099 Kingler"))
  }
}
