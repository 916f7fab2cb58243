import Testing
import Waypoint

@testable import PocketMonsterIndex

/// Every seed scenario through the app's own routes, links and screens.
@MainActor @Suite struct PMIScenarioTests {
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

  @Test func seed1AnyScreenCanJumpToSettings() async throws {
    let app = app()
    await app.open("pmi://pokedex/25")
    try await tap(app, "Settings")
    #expect(app.navigator.selectedTab == .settings)
    #expect(app.navigator.stack(for: .pokedex)?.routes == [.pokemon(25)])
  }

  @Test func seed3ExportLocksBackAndDoneDismissesTheSheet() async throws {
    let app = app(team: [25, 6])
    await app.selectTab(.settings)
    try await tap(app, "Export your team")
    try await tap(app, "Start export")
    #expect(app.screen().title == "Export finished")
    #expect(app.breadcrumb == "Export › Exporting › Export finished")
    await app.back()
    #expect(app.status == "You cannot go back from here: choose Done.")
    #expect(app.screen().title == "Export finished")
    try await tap(app, "Done")
    #expect(app.navigator.presentations.isEmpty)
    #expect(app.screen().title == "Settings")
  }

  @Test func seed4And5LinksLandDeepAndEachTabKeepsItsStack() async throws {
    let app = app()
    await app.open("pmi://pokedex/99")
    #expect(app.breadcrumb == "Pokédex › #099 Kingler")
    await app.open("pmi://berries/16")
    #expect(app.breadcrumb == "Berries › No. 16 Razz Berry")
    await app.selectTab(.pokedex)
    #expect(app.screen().title == "#099 Kingler")
    let before = app.navigator.state
    await app.open("pmi://pokedex/2000")
    #expect(app.status == "Parameter 'id' is '2000', which is not a number from 1 to 1025.")
    await app.open("pmi://pokedx/1")
    #expect(app.status == "No route matches '/pokedx/1'. Did you mean '/pokedex'?")
    #expect(app.navigator.state == before)
  }

  @Test func seed6BackHistoryPopsSeveralScreensAtOnceAndTopDuplicatesDoNotStack() async throws {
    let app = app()
    await app.open("pmi://pokedex/1")
    try await tap(app, "→")
    try await tap(app, "→")
    #expect(app.history() == ["Pokédex", "#001 Bulbasaur", "#002 Ivysaur", "#003 Venusaur"])
    await app.run(.push(.pokemon(3)))
    #expect(app.navigator.activeStack.count == 3)
    await app.popToHistory(1)
    #expect(app.breadcrumb == "Pokédex › #001 Bulbasaur")
  }

  @Test func seed7AddLandsOnTheMemberAndReleaseFinishesBackToTheList() async throws {
    let app = app()
    await app.open("pmi://pokedex/25")
    try await tap(app, "Add to team")
    #expect(app.breadcrumb == "Team › Team: Pikachu")
    #expect(app.data.team == [25])
    await app.open("pmi://team/25")
    try await tap(app, "Release")
    #expect(app.data.team.isEmpty)
    #expect(app.screen().title == "Team")
    #expect(!app.navigator.state.allEntries.contains { $0.route == .teamMember(25) })
  }

  @Test func theTrainerProfileNeedsSignInAndResumesAfter() async throws {
    let app = app()
    await app.selectTab(.settings)
    try await tap(app, "Trainer profile")
    #expect(app.screen().title == "Sign in")
    #expect(app.status.hasPrefix("Sign in first"))
    try await tap(app, "Sign in as Red")
    #expect(app.navigator.presentations.isEmpty)
    #expect(app.breadcrumb == "Settings › Trainer profile")
  }

  @Test func cancellingSignInForgetsTheDestination() async throws {
    let app = app()
    await app.selectTab(.settings)
    try await tap(app, "Trainer profile")
    await app.back()
    #expect(app.navigator.presentations.isEmpty)
    #expect(!app.navigator.hasPendingNavigation)
  }

  @Test func signingOutLeavesTheTrainerProfile() async throws {
    let app = PMIApp(
      catalogue: Self.catalogue, data: PMIData(signedIn: true), exportDuration: .zero)
    await app.selectTab(.settings)
    try await tap(app, "Trainer profile")
    #expect(app.screen().title == "Trainer profile")
    try await tap(app, "Sign out")
    #expect(app.screen().title == "Settings")
    #expect(!app.navigator.state.allEntries.contains { $0.route == .trainerProfile })
  }

  @Test func aSessionSavedSignedInDoesNotShowTheProfileSignedOut() throws {
    var saved = PMIState.initial
    try saved.selectTab(.settings)
    try saved.push(.trainerProfile)
    let relaunched = app(saved)
    #expect(relaunched.navigator.selectedTab == .settings)
    #expect(relaunched.navigator.activeStack.isEmpty)
    #expect(relaunched.screen().title == "Settings")
  }

  @Test func theExportLinkKeepsTheBackStackBehindIt() async throws {
    let app = app(team: [25])
    await app.open("pmi://pokedex/25")
    try await tap(app, "→")
    let stack = app.navigator.stack(for: .pokedex)
    #expect(stack?.routes == [.pokemon(25), .pokemon(26)])
    await app.open("pmi://export")
    #expect(app.navigator.presentations.map(\.root.route) == [.export])
    #expect(app.navigator.stack(for: .pokedex) == stack)
    await app.back()  // pulls the export sheet down
    #expect(app.screen().title == "#026 Raichu")
  }

  @Test func screensThatNoLongerExistAreLeftOutOnRestore() async throws {
    var state = PMIState.initial
    try state.push(contentsOf: [.pokemon(25), .pokemon(4000)])
    try state.push(.teamMember(7), in: .tab(.team))
    let app = app(state, team: [])
    await app.dropUnknownEntries()
    #expect(app.navigator.stack(for: .pokedex)?.routes == [.pokemon(25)])
    #expect(app.navigator.stack(for: .team)?.isEmpty == true)
    #expect(app.status == "Left out 2 screen(s) that no longer exist.")
  }

  @Test func sharingGivesTheCanonicalLink() async throws {
    let app = app()
    await app.open("https://pmi.example.com/berries/16")
    try await tap(app, "Share link")
    #expect(app.status == "Link: pmi://berries/16")
  }

  @Test func listsTurnPages() {
    let app = app()
    app.turnPage(by: 1)
    #expect(app.screen().actions.first?.label.hasPrefix("#021 Spearow") == true)
    app.turnPage(by: 100)
    #expect(app.screen().footer?.hasPrefix("Page 52 of 52") == true)
  }

  @Test func theKinglerScreenRendersAsText() async {
    let app = app()
    await app.open("pmi://pokedex/99")
    let text = ScreenText(app: app, selection: 1)
    #expect(text.tabBar == "[1 Pokédex]  2 Berries   3 Team   4 Settings ")
    #expect(
      text.body.map(\.text).prefix(3) == [
        "#099 Kingler", "  Type: Water · 1.3 m · 60 kg",
        "  HP 55 · Atk 130 · Def 115 · SpA 50 · SpD 50 · Spe 75 (total 475)",
      ])
    #expect(text.body.filter(\.isSelected).map(\.text) == ["  2. → #100 Voltorb"])
    #expect(text.plain.contains("Pokédex › #099 Kingler"))
  }
}
