import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// What a user does across several screens (sharing a link, exporting,
/// browsing neighbours, signing in, merging two sessions' teams) as issue 15
/// found it wrong, each through the model both front ends share.
@MainActor @Suite struct PMIJourneyTests {
  func app(_ state: PMIState = .initial, team: [Int] = [], signedIn: Bool = false) -> PMIApp {
    PMIApp(
      catalogue: PMIAppTests.catalogue, state: state,
      data: PMIData(team: team, signedIn: signedIn), exportDuration: .zero,
      exportURL: FileManager.default.temporaryDirectory.appendingPathComponent(
        "pmi-export-\(UUID().uuidString)/team.txt"))
  }

  @Test func aPokemonOpenedFromTheTeamTabSharesItsPokedexLink() async {
    let app = app(team: [25])
    await app.open("pmi://team/25")
    await app.run(.push(.pokemon(25)))
    await app.run(.shareLink)
    #expect(app.status == "Link: pmi://pokedex/25")
  }

  @Test func aTeamLinkForAPokemonOffTheTeamIsDenied() async {
    let app = app(team: [25])
    let before = app.navigator.state
    let outcome = await app.open("pmi://team/9")
    guard case .denied = outcome else {
      Issue.record("expected a denial, got \(outcome)")
      return
    }
    #expect(app.status == "#009 Blastoise is not in your team.")
    #expect(app.navigator.state == before)
  }

  @Test func theExportWritesTheTeamItSaysItWrites() async throws {
    let app = app(team: [25, 6])
    await app.run(.present(.export))
    await app.run(.startExport)
    #expect(app.screen().title == "Export finished")
    let text = try String(contentsOf: app.exportURL, encoding: .utf8)
    #expect(
      text == """
        # Pocket Monster Index team, 2 members
        #025 Pikachu\tElectric\ttotal 320\tpmi://team/25
        #006 Charizard\tFire/Flying\ttotal 534\tpmi://team/6

        """)
    #expect(app.screen().lines.first == "Your team was written to \(app.exportURL.path).")
  }

  @Test func anEmptyTeamIsNotExported() async {
    let app = app()
    await app.run(.present(.export))
    #expect(app.screen().actions.map(\.label) == ["Close"])
    await app.run(.startExport)
    #expect(app.status == "Your team is empty: there is nothing to export.")
    #expect(app.navigator.state.visibleEntry?.route == .export, "still on the sheet")
    #expect(!FileManager.default.fileExists(atPath: app.exportURL.path))
    await app.run(.finishExport)
    #expect(app.navigator.state.presentations.isEmpty)
  }

  @Test func backDuringTheExportCancelsItThereAndThen() async throws {
    let app = PMIApp(
      catalogue: PMIAppTests.catalogue, data: PMIData(team: [25]),
      exportDuration: .milliseconds(300),
      exportURL: FileManager.default.temporaryDirectory.appendingPathComponent(
        "pmi-export-\(UUID().uuidString).txt"))
    await app.run(.present(.export))
    let export = Task { await app.run(.startExport) }
    while app.navigator.state.visibleEntry?.route != .exportProgress { await Task.yield() }
    await app.back()
    #expect(app.status == "Export cancelled: nothing was written.")
    app.status = ""
    await export.value
    #expect(app.status.isEmpty, "no stray message later")
    #expect(!FileManager.default.fileExists(atPath: app.exportURL.path))
    #expect(app.screen().title == "Export your team")
  }

  @Test func browsingNeighboursReplacesTheScreenInsteadOfStacking() async {
    let app = app()
    await app.open("pmi://pokedex/99")
    for _ in 0..<300 { await app.showNeighbour(by: 1) }
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(399)])
    await app.showNeighbour(by: -1)
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(398)])
    await app.open("pmi://pokedex/1025")
    await app.showNeighbour(by: 1)
    #expect(app.status == "This is the last one.")
  }

  @Test func theHighlightedRowIsKeptInTheEntryAndShownAgainAfterBack() async {
    let app = app()
    await app.highlight(row: 63, top: 58)
    await app.open("pmi://pokedex/64")
    await app.highlight(row: 2)
    #expect(app.navigator.state.visibleEntry?.options.selection == "2")
    await app.run(.push(.pokemon(63)))
    #expect(app.highlightedRow == 0)
    await app.back()
    #expect(app.highlightedRow == 2)
    await app.back()
    #expect(app.highlightedRow == 63)
    #expect(app.listPosition(.pokedex) == ListPosition(row: 63, top: 58))
  }

  @Test func breadcrumbsKeepTheScreenOnDisplay() async throws {
    var state = PMIState.initial
    try state.push(contentsOf: (40...64).map { PMI.Route.pokemon($0) })
    let app = app(state)
    #expect(app.breadcrumb(fitting: 40) == "Pokédex › … › #063 Abra › #064 Kadabra")
    #expect(app.breadcrumb(fitting: 20) == "… › #064 Kadabra")
    #expect(app.breadcrumb(fitting: 10) == "…4 Kadabra")
    #expect(ScreenText(app: app).breadcrumb.count <= ScreenText.width)
    #expect(ScreenText(app: app).breadcrumb.hasSuffix("#064 Kadabra"))
  }

  @Test func theProfileNeverClaimsASignInThatIsNotThere() {
    let app = app()
    let profile = app.screen(for: .trainerProfile)
    #expect(profile.lines.contains("Signed in: no"))
    #expect(profile.actions.isEmpty)
  }

  @Test func aMergeKeepsWhatEitherSessionDid() {
    let base = PMIData(team: [1, 2])
    let mine = PMIData(team: [2, 3], signedIn: true, lists: ["pokedex": ListPosition(row: 9)])
    let theirs = PMIData(team: [1, 2, 4])
    #expect(
      mine.merged(since: base, into: theirs)
        == PMIData(team: [2, 4, 3], signedIn: true, lists: ["pokedex": ListPosition(row: 9)]))
    let full = PMIData(team: [1, 2, 3, 4, 5, 6])
    #expect(PMIData(team: [1, 2, 7]).merged(since: base, into: full).team == [1, 2, 3, 4, 5, 6])
  }

  /// A sheet covers the tab bar, as in an app: a tab does not switch under it.
  @Test func tabsDoNotSwitchUnderASheet() async {
    let app = app()
    await app.open("pmi://export")
    await app.selectTab(.berries)
    #expect(app.navigator.state.selectedTab == .pokedex)
    #expect(app.statusIsFailure)
    #expect(app.status == "The “Export” sheet covers the tabs: close it first.")
  }

  /// Adding keeps the user on the Pokémon, and the export is on the Team tab.
  @Test func addingStaysAndTheTeamTabExports() async {
    let app = app()
    await app.open("pmi://pokedex/25")
    await app.run(.addToTeam(25))
    #expect(app.navigator.state.visibleEntry?.route == .pokemon(25))
    #expect(app.status == "Pikachu joined your team." && !app.statusIsFailure)
    #expect(app.screen().lines.contains("In your team."))
    #expect(app.tabScreen(.team).actions.map(\.label) == ["#025 Pikachu", "Export your team"])
    #expect(!app.tabScreen(.settings).actions.contains { $0.label == "Export your team" })
  }

  /// Back is offered only where it goes somewhere: not from a locked screen.
  @Test func backIsOfferedOnlyWhereItWorks() async {
    let app = app(team: [25])
    #expect(!app.canGoBack)
    await app.open("pmi://export")
    #expect(app.canGoBack, "a sheet at its root is dismissed")
    await app.run(.startExport)
    #expect(app.screen().title == "Export finished" && !app.canGoBack)
  }

  @Test func teamFilesSavedBeforeListsAreStillRead() throws {
    let data = try JSONDecoder().decode(
      PMIData.self, from: Data(#"{"team":[25],"signedIn":true}"#.utf8))
    #expect(data == PMIData(team: [25], signedIn: true))
  }
}
