import Testing
import Waypoint
import WaypointTesting

@testable import PocketMonsterIndex

/// Every seed scenario through the app's own routes, links and intents, with
/// the user's gestures played as SwiftUI plays them and every navigation
/// asserted in order.
@MainActor @Suite struct PMIScenarioTests {
  static let catalogue: Catalogue = {
    do { return try Catalogue.bundled() } catch { fatalError("\(error)") }
  }()

  /// The app and a tester of its navigator.
  func running(_ state: PMIState = .initial, data: PMIData = PMIData()) -> (
    PMIApp, NavigationTester<PMI>
  ) {
    let app = PMIApp(catalogue: Self.catalogue, state: state, data: data, exportDuration: .zero)
    return (app, NavigationTester(app.navigator))
  }

  @Test func seed1AnyScreenCanJumpToSettings() async {
    let (app, tester) = running()
    await tester.open("pmi://pokedex/25", with: app.router)
    await app.run(.selectTab(.settings))  // the screen's own "Settings" choice
    await tester.expectApplied(.deepLink, arriving: [.pokemon(25)])
    await tester.expectApplied(.app, arriving: [])
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(25)])
    await tester.expectNoNavigation()
  }

  @Test func seed3ExportLocksBackAndDoneDismissesTheSheet() async {
    let (app, tester) = running(data: PMIData(team: [25, 6]))
    await app.run(.present(.export))
    await app.run(.startExport)
    await tester.expectApplied(arriving: [.export])
    await tester.expectApplied(arriving: [.exportProgress])
    await tester.expectApplied(arriving: [.exportFinished])
    #expect(!tester.canGoBack && !tester.canPullDownSheet)
    await app.run(.finishExport)
    await tester.expectApplied(leaving: [.export, .exportProgress, .exportFinished])
    await tester.expectNoNavigation()
  }

  @Test func seed4And5LinksLandDeepAndEachTabKeepsItsStack() async {
    let (app, tester) = running()
    await tester.open("pmi://pokedex/99", with: app.router)
    await tester.open("https://pmi.example.com/berries/16", with: app.router)
    await tester.tapTab(.pokedex)
    await tester.open("pmi://pokedex/2000", with: app.router)
    await tester.expectApplied(.deepLink, arriving: [.pokemon(99)])
    await tester.expectApplied(.deepLink, arriving: [.berry(16)])
    await tester.expectApplied(.user)
    await tester.expectFailed(
      LinkError.badParameter(name: "id", value: "2000", expected: .integer(in: 1...1025)))
    #expect(tester.visibleRoute == .pokemon(99))
    await tester.expectNoNavigation()
  }

  @Test func seed6BackHistoryPopsSeveralScreensAtOnceAndTopDuplicatesDoNotStack() async {
    let (app, tester) = running()
    await tester.tapLink(to: .pokemon(1))
    await tester.tapLink(to: .pokemon(2))
    await tester.tapLink(to: .pokemon(2))  // the screen on top: no second one
    await tester.popBack(to: .pokemon(1))
    await tester.expectApplied(.user, arriving: [.pokemon(1)])
    await tester.expectApplied(.user, arriving: [.pokemon(2)])
    await tester.expectApplied(.user, leaving: [.pokemon(2)])
    #expect(app.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(1)])
    await tester.expectNoNavigation()
  }

  /// Adding keeps the user on the Pokémon (no navigation at all); releasing
  /// from the member's screen finishes it.
  @Test func seed7AddStaysAndReleaseFinishesBackToTheList() async {
    let (app, tester) = running()
    await tester.open("pmi://pokedex/25", with: app.router)
    await tester.expectApplied(.deepLink, arriving: [.pokemon(25)])
    await app.run(.addToTeam(25))
    await tester.expectNoNavigation()
    #expect(app.status == "Pikachu joined your team." && tester.visibleRoute == .pokemon(25))
    await tester.open("pmi://team/25", with: app.router)
    await tester.expectApplied(.deepLink, arriving: [.teamMember(25)])
    await app.run(.release(25))
    await tester.expectApplied(arriving: [.confirmRelease(25)])
    await app.answer(.release)
    await tester.expectApplied(.user, leaving: [.confirmRelease(25)])
    await tester.expectApplied(leaving: [.teamMember(25)])  // nothing else of #25 to remove
    #expect(app.data.team.isEmpty)
    await tester.expectNoNavigation()
  }

  /// Release? is an alert: Keep, or Back (its Cancel), leaves the member
  /// where it was, and the alert goes.
  @Test func releasingAsksAndKeepOrBackKeepsTheMember() async {
    let (app, tester) = running()
    await app.run(.addToTeam(25))
    await tester.open("pmi://team/25", with: app.router)
    await tester.expectApplied(.deepLink, arriving: [.teamMember(25)])
    await app.run(.release(25))
    await tester.expectApplied(arriving: [.confirmRelease(25)])
    #expect(app.screen().actions.map(\.label) == ["Release", "Keep"])
    await app.tap(2)
    await tester.expectApplied(.user, leaving: [.confirmRelease(25)])
    #expect(app.data.team == [25] && app.status == "Pikachu stays in your team.")
    await app.run(.release(25))
    await tester.expectApplied(arriving: [.confirmRelease(25)])
    await app.back()
    await tester.expectApplied(.user, leaving: [.confirmRelease(25)])
    #expect(app.data.team == [25] && tester.visibleRoute == .teamMember(25))
    await tester.expectNoNavigation()
  }

  /// Reset? is an alert on the Settings tab: Reset empties the team and
  /// takes its members' screens away.
  @Test func resettingTheTeamAsksFirst() async {
    let (app, tester) = running()
    await app.run(.addToTeam(25))
    await app.run(.addToTeam(6))
    await tester.open("pmi://team/6", with: app.router)
    await tester.expectApplied(.deepLink, arriving: [.teamMember(6)])
    await tester.tapTab(.settings)
    await tester.expectApplied(.user)
    await app.run(.resetTeam)
    await tester.expectApplied(arriving: [.confirmReset])
    #expect(app.screen().title == "Reset your team?")
    await app.answer(.reset)
    await tester.expectApplied(.user, leaving: [.confirmReset])
    await tester.expectApplied(leaving: [.teamMember(6)])
    #expect(app.data.team.isEmpty && app.status == "Your team was reset: 2 members left.")
    await tester.expectNoNavigation()
  }

  @Test func theTrainerProfileNeedsSignInAndResumesAfter() async {
    let (app, tester) = running()
    await tester.tapTab(.settings)
    await tester.tapLink(to: .trainerProfile)
    await app.run(.signIn)
    await tester.expectApplied(.user)
    await tester.expectRedirected(arriving: [.signIn])
    await tester.expectApplied(.user, arriving: [.trainerProfile])
    #expect(tester.visibleRoute == .trainerProfile)
    await tester.expectNoNavigation()
  }

  @Test func pullingTheSignInSheetDownForgetsTheDestination() async {
    let (app, tester) = running()
    await app.run(.push(.trainerProfile))
    await tester.pullDownSheet()
    await tester.expectRedirected(arriving: [.signIn])
    await tester.expectApplied(.user, leaving: [.signIn])
    #expect(!app.navigator.hasPendingNavigation)
    await tester.expectNoNavigation()
  }

  @Test func signingOutLeavesTheTrainerProfile() async {
    let (app, tester) = running(data: PMIData(signedIn: true))
    await app.run(.push(.trainerProfile))
    await app.run(.signOut)
    await tester.expectApplied(arriving: [.trainerProfile])
    await tester.expectApplied(leaving: [.trainerProfile])
    await tester.expectNoNavigation()
  }

  @Test func aSessionSavedSignedInDoesNotShowTheProfileSignedOut() async throws {
    var saved = PMIState.initial
    try saved.selectTab(.settings)
    try saved.push(.trainerProfile)
    let (_, tester) = running(saved)
    await tester.expectTree(
      """
      tab pokedex
      tab berries
      tab team
      tab settings (selected)
      tab search
      """)
    await tester.expectNoNavigation()
  }

  @Test func theExportLinkKeepsTheBackStackBehindIt() async {
    let (app, tester) = running(data: PMIData(team: [25]))
    await tester.open("pmi://pokedex/25", with: app.router)
    await tester.tapLink(to: .pokemon(26))
    await tester.open("pmi://export", with: app.router)
    await tester.pullDownSheet()
    tester.skipNavigations()
    await tester.expectTree(
      """
      tab pokedex (selected)
        pokemon(25)
        pokemon(26)
      tab berries
      tab team
      tab settings
      tab search
      """)
    await tester.expectNoNavigation()
  }
}
