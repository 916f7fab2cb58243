#if os(Linux)
  import Foundation
  import PocketMonsterIndex
  import SwiftUI
  import SwiftUIHost
  import Testing
  import Waypoint

  /// The SwiftUI Pocket Monster Index's tab bar as state: the Search tab,
  /// its field the navigation state's query, and the Berries tab Settings
  /// hides.
  @MainActor @Suite struct PMITabsSwiftUITests {
    typealias Running = PMISwiftUITests.Running

    nonisolated static let pikachu = "#025 Pikachu  Electric"
    nonisolated static let hiddenBerries = "The Berries tab is hidden: show it again in Settings."

    @Test func aSearchLinkShowsTheSearchTabWithItsQueryAndTheMatches() async throws {
      let running = Running()
      await running.frame()
      _ = running.host.openURL(try #require(URL(string: "pmi://search?q=pika")))
      await running.frame()
      #expect(running.navigator.state.selectedTab == .search)
      #expect(running.host.selectedTab == AnyHashable(PMI.Tab.search))
      #expect(running.title == "Search")
      #expect(running.host.searchText == "pika")
      #expect(running.host.visibleTexts == ["Results for “pika”.", Self.pikachu])
    }

    @Test func typingInTheSearchFieldSetsTheModelsQuery() async throws {
      let running = Running()
      await running.frame()
      try running.host.selectTab(PMI.Tab.search)
      await running.frame()
      #expect(running.host.visibleTexts == ["Type / and a name to search the Pokédex."])
      try running.host.typeInSearchField("pika")
      await running.frame()
      #expect(running.navigator.state.searchQuery == "pika")
      #expect(running.host.searchText == "pika")
      #expect(running.host.visibleTexts == ["Results for “pika”.", Self.pikachu])
    }

    /// The tabs without a section first, then each section's, in the model's order.
    @Test func theTabsFollowTheModelsOrderAndSections() async throws {
      let running = Running()
      await running.frame()
      _ = await running.navigator.perform {
        try $0.arrangeTabs(
          [.settings, .pokedex, .team, .berries, .search],
          sections: [.team: "Yours", .settings: "Yours"])
      }.outcome
      await running.frame()
      let shown: [PMI.Tab] = [.pokedex, .berries, .settings, .team, .search]
      #expect(running.host.tabs == shown.map(AnyHashable.init))
      #expect(running.title == "Pokédex")
    }

    @Test func settingsHidesTheBerriesTabAndALinkToItSaysSo() async throws {
      let running = Running()
      await running.frame()
      #expect(running.host.tabs == PMI.Tab.allCases.map(AnyHashable.init))
      try running.host.selectTab(PMI.Tab.settings)
      await running.frame()
      try running.host.tapButton("Hide the Berries tab")
      await running.frame()
      #expect(running.navigator.state.hiddenTabs == [.berries])
      let shown: [PMI.Tab] = [.pokedex, .team, .settings, .search]
      #expect(running.host.tabs == shown.map(AnyHashable.init))
      #expect(throws: HostError.self) { try running.host.selectTab(PMI.Tab.berries) }
      let outcome = await running.app.open("pmi://berries/16")
      guard case .failed(_, let error) = outcome else {
        Issue.record("expected the hidden tab's error, got \(outcome)")
        return
      }
      #expect(error as? NavigationError<PMI> == .tabHidden(.berries))
      await running.frame()
      #expect(running.title == "Settings")
      #expect(running.host.visibleTexts.last == Self.hiddenBerries)
      try running.host.tapButton("Show the Berries tab")
      await running.frame()
      #expect(running.host.tabs == PMI.Tab.allCases.map(AnyHashable.init))
    }
  }
#endif
