#if os(Linux)
  import Foundation
  import PocketMonsterIndex
  @testable import PocketMonsterIndexUI
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI
  import WaypointTesting

  /// The SwiftUI Pocket Monster Index on an iPad: the Pokédex and Berries
  /// as split views in the iOS 18 tabs, the same model as on an iPhone.
  @MainActor @Suite struct PMISplitViewSwiftUITests {
    typealias Running = PMISwiftUITests.Running

    /// The app on a regular width, caught up.
    private func wide(_ state: PMIState = .initial) async -> Running {
      let running = Running(state)
      running.host.horizontalSizeClass = .regular
      await running.frame()
      return running
    }

    private func selectedRow(_ running: Running) -> PMI.Route? {
      (running.host.renderedRowSelections.first??.base as? PathItem<PMI>)?.route
    }

    @Test func aLinkShowsTheListAndPikachuSideBySide() async throws {
      let running = await wide()
      #expect(running.host.splitViewColumnCount == 2)
      #expect(running.host.tabViewStyles == ["SidebarAdaptableTabViewStyle"])
      _ = running.host.openURL(try #require(URL(string: "pmi://pokedex/25")))
      await running.frame()
      #expect(running.host.navigationTitle(ofColumn: 0) == "Pokédex")
      #expect(running.host.navigationTitle(ofColumn: 1) == "#025 Pikachu")
      #expect(selectedRow(running) == .pokemon(25))
      #expect(running.host.issues.isEmpty)
    }

    @Test func aRowSelectsAndTheDetailKeepsItsOwnStack() async throws {
      let running = await wide()
      try running.host.tapLink("#004 Charmander")
      await running.frame()
      #expect(running.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(4)])
      try running.host.tapLink("Evolves into #005 Charmeleon")
      await running.frame()
      #expect(running.host.navigationTitle(ofColumn: 1) == "#005 Charmeleon")
      #expect(selectedRow(running) == .pokemon(4))
      try running.host.tapLink("#025 Pikachu")  // a new row starts the detail again
      await running.frame()
      #expect(running.navigator.state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(25)])
    }

    @Test func narrowingShowsTheSameScreensOneAtATimeAndWideningLosesNothing() async throws {
      var state = PMIState.initial
      try state.push(contentsOf: [.pokemon(25), .pokemon(26)])
      let running = await wide(state)
      let entries = running.navigator.state.stack(at: .tab(.pokedex))?.map(\.id)
      running.host.horizontalSizeClass = .compact
      await running.frame()
      #expect(running.host.splitViewColumnCount == nil)
      #expect(running.title == "#026 Raichu")
      try running.host.swipeBack()
      await running.frame()
      #expect(running.title == "#025 Pikachu")
      running.host.horizontalSizeClass = .regular
      await running.frame()
      #expect(running.host.navigationTitle(ofColumn: 1) == "#025 Pikachu")
      #expect(
        running.navigator.state.stack(at: .tab(.pokedex))?.map(\.id) == entries.map { [$0[0]] })
    }

    @Test func berriesAreASplitViewTooAndTeamIsAStack() async throws {
      let running = await wide()
      try running.host.selectTab(PMI.Tab.berries)
      await running.frame()
      try running.host.tapLink("No. 16 Razz Berry")
      await running.frame()
      #expect(running.host.navigationTitle(ofColumn: 1) == "No. 16 Razz Berry")
      try running.host.selectTab(PMI.Tab.team)
      await running.frame()
      #expect(running.host.splitViewColumnCount == nil)
      #expect(running.title == "Team")
    }

    /// Before iOS 18, the tabs are tagged views; the split views are the same.
    @Test func theIOS17TabFormShowsTheSameSplitView() async throws {
      let app = PMIApp(catalogue: PMISwiftUITests.catalogue, exportDuration: .zero)
      let scheduler = ManualDisplayScheduler()
      let display = DisplayedNavigation(
        navigator: app.navigator, profile: .iOS17, scheduler: scheduler)
      let host = ViewHost(
        WaypointRoot(display) {
          RouteScreen(app: app, route: $0)
        } content: {
          TaggedTabs(app: app)
        })
      host.horizontalSizeClass = .regular
      host.render()
      #expect(host.tabViewStyles.isEmpty)
      try host.tapLink("#025 Pikachu")
      _ = await app.navigator.perform { _ in }.outcome
      for _ in 0..<8 { await Task.yield() }
      scheduler.runAll()
      host.render()
      #expect(host.navigationTitle(ofColumn: 1) == "#025 Pikachu")
      try host.selectTab(PMI.Tab.settings)
      _ = await app.navigator.perform { _ in }.outcome
      scheduler.runAll()
      host.render()
      #expect(app.navigator.state.selectedTab == .settings)
    }
  }
#endif
