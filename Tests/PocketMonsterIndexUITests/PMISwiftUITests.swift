#if os(Linux)
  import Foundation
  import PocketMonsterIndex
  import PocketMonsterIndexUI
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTesting

  /// The SwiftUI Pocket Monster Index on the host: every seed scenario, played
  /// with the taps, swipes and links a user makes.
  @MainActor @Suite struct PMISwiftUITests {
    nonisolated static let catalogue: Catalogue = {
      do { return try Catalogue.bundled() } catch { fatalError("\(error)") }
    }()

    /// The app, its display on a scheduler the test runs, and the host.
    @MainActor struct Running {
      let app: PMIApp
      let scheduler = ManualDisplayScheduler()
      let display: DisplayedNavigation<PMI>
      let host: ViewHost

      init(_ state: PMIState = .initial, data: PMIData = PMIData()) {
        app = PMIApp(
          catalogue: PMISwiftUITests.catalogue, state: state, data: data, exportDuration: .zero)
        display = DisplayedNavigation(
          navigator: app.navigator, profile: .iOS17, scheduler: scheduler)
        host = ViewHost(PMIRootView(app: app, display: display))
        host.version = .playing("iOS 18.3")
      }

      /// Lets reports and app work settle, the display update, and SwiftUI render.
      func frame() async {
        for _ in 0..<3 {
          _ = await app.navigator.perform { _ in }.outcome
          for _ in 0..<8 { await Task.yield() }
          scheduler.runAll()
          host.render()
        }
      }

      var title: String? { host.visibleNavigationTitle }
      var navigator: PMINavigator { app.navigator }
    }

    @Test func seed1AnyScreenAndAnyCodeCanSwitchTabs() async throws {
      let running = Running()
      await running.frame()
      try running.host.tapLink("#025 Pikachu")
      await running.frame()
      #expect(running.title == "#025 Pikachu")
      try running.host.tapButton("Settings")
      await running.frame()
      #expect(running.title == "Settings")
      // A notification handler, outside the views.
      _ = await running.navigator.selectTab(.berries).outcome
      await running.frame()
      #expect(running.title == "Berries")
      try running.host.selectTab(PMI.Tab.pokedex)
      await running.frame()
      #expect(running.title == "#025 Pikachu")  // the Pokédex kept its stack
    }

    @Test func seed2APushFromStateShowsAndTheUsersPopReachesTheModel() async throws {
      let running = Running()
      await running.frame()
      _ = await running.navigator.push(.pokemon(99)).outcome  // the app decides, after some work
      await running.frame()
      #expect(running.title == "#099 Kingler")
      try running.host.swipeBack()
      await running.frame()
      #expect(running.navigator.state.stack(at: .tab(.pokedex))?.isEmpty == true)
      #expect(running.title == "Pokédex")
    }

    @Test func seed3TheExportLocksBackAndDoneDismissesTheWholeSheet() async throws {
      let running = Running(data: PMIData(team: [25, 6]))
      await running.frame()
      try running.host.selectTab(PMI.Tab.team)  // the export is where the team is
      await running.frame()
      try running.host.tapButton("Export your team")
      await running.frame()
      #expect(running.title == "Export your team")
      try running.host.tapButton("Start export")
      await running.frame()
      #expect(running.title == "Export finished")
      #expect(running.host.isBackButtonHidden)
      #expect(running.host.isInteractiveDismissDisabled)
      #expect(throws: HostError.backButtonHidden) { try running.host.swipeBack() }
      try running.host.tapButton("Done")
      await running.frame()
      #expect(running.host.presentations.isEmpty)
      #expect(running.title == "Team")
    }

    @Test func seed4ALaunchSeveralLevelsDeepGoesBackOneAtATime() async throws {
      var state = PMIState.initial
      try state.push(contentsOf: [
        StackElement(.pokemon(1)), StackElement(.pokemon(2)),
        StackElement(.pokemon(3), options: .init(selection: "7")),
      ])
      let running = Running(state)
      await running.frame()
      #expect(running.title == "#003 Venusaur")
      #expect(running.navigator.state.activeStack.last?.options.selection == "7")
      try running.host.swipeBack()
      await running.frame()
      #expect(running.title == "#002 Ivysaur")
      try running.host.swipeBack()
      await running.frame()
      #expect(running.title == "#001 Bulbasaur")
    }

    @Test func seed5LinksLandOnTheirTabAndEachTabKeepsItsStack() async throws {
      let running = Running()
      await running.frame()
      _ = running.host.openURL(try #require(URL(string: "pmi://pokedex/99")))
      await running.frame()
      #expect(running.title == "#099 Kingler")
      _ = running.host.openURL(try #require(URL(string: "pmi://berries/16")))
      await running.frame()
      #expect(running.title == "No. 16 Razz Berry")
      try running.host.selectTab(PMI.Tab.pokedex)
      await running.frame()
      #expect(running.title == "#099 Kingler")
      let before = running.navigator.state
      let outcome = await running.navigator.open(
        "pmi://pokedex/2000", with: running.app.router
      ).outcome
      guard case .failed(_, LinkError.badParameter(name: "id", value: "2000", _)) = outcome else {
        Issue.record("expected a bad parameter, got \(outcome)")
        return
      }
      #expect(running.navigator.state == before)
    }

    @Test func seed6PushesLandOnTheTopStackAndTheHistoryPopsSeveral() async throws {
      let running = Running()
      await running.frame()
      try running.host.tapLink("#001 Bulbasaur")
      await running.frame()
      try running.host.tapLink("→ #002 Ivysaur")
      await running.frame()
      try running.host.tapLink("→ #003 Venusaur")
      await running.frame()
      try running.host.popBack(toCount: 1)  // the back-history menu
      await running.frame()
      #expect(running.title == "#001 Bulbasaur")
      _ = await running.navigator.push(.pokemon(1)).outcome  // the screen on top: no duplicate
      await running.frame()
      #expect(running.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(1)])
      _ = await running.navigator.present(.about).outcome
      _ = await running.navigator.push(.pokemon(4)).outcome  // onto the sheet's stack
      await running.frame()
      #expect(running.navigator.state.presentations.first?.stack.map(\.route) == [.pokemon(4)])
      #expect(running.title == "#004 Charmander")
    }

    /// Adding keeps the user on the Pokémon and says so; the member is
    /// released from its screen on the Team tab.
    @Test func seed7AddingStaysOnThePokemonAndReleasingComesBack() async throws {
      let running = Running()
      await running.frame()
      try running.host.tapLink("#025 Pikachu")
      await running.frame()
      try running.host.tapButton("Add to team")
      await running.frame()
      #expect(running.navigator.state.selectedTab == .pokedex)
      #expect(running.title == "#025 Pikachu")
      #expect(running.app.status == "Pikachu joined your team.")
      try running.host.selectTab(PMI.Tab.team)
      await running.frame()
      try running.host.tapLink("#025 Pikachu")
      await running.frame()
      #expect(running.title == "Team: Pikachu")
      try running.host.tapButton("Release")
      await running.frame()
      // Release? is an alert in the navigation state, over the member's screen.
      #expect(running.host.presentations.map(\.style) == [.alert])
      #expect(running.navigator.state.presentations.map(\.root.route) == [.confirmRelease(25)])
      try running.host.tapButton("Release")
      await running.frame()
      #expect(running.host.presentations.isEmpty)
      #expect(running.title == "Team")
      #expect(!running.navigator.state.allEntries.contains { $0.route == .teamMember(25) })
    }

    @Test func theTrainerProfileAsksForSignInThenResumes() async throws {
      let running = Running()
      await running.frame()
      try running.host.selectTab(PMI.Tab.settings)
      await running.frame()
      try running.host.tapLink("Trainer profile")
      await running.frame()
      #expect(running.host.presentations.count == 1)
      #expect(running.title == "Sign in")
      try running.host.tapButton("Sign in as Red")
      await running.frame()
      #expect(running.host.presentations.isEmpty)
      #expect(running.title == "Trainer profile")
      try running.host.tapButton("Sign out")
      await running.frame()
      #expect(running.title == "Settings")
    }
  }
#endif
