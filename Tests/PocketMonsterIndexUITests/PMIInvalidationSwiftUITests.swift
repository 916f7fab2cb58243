#if os(Linux)
  import Foundation
  import PocketMonsterIndex
  import SwiftUI
  import SwiftUIHost
  import Testing
  import Waypoint

  /// What SwiftUI evaluates again in the SwiftUI Pocket Monster Index after
  /// a push on one tab, a keystroke in the search field, a detent drag and a
  /// way in: the views whose own reads changed, counted per view by the host
  /// (Benchmarks/README.md shows the table).
  ///
  /// Every tab is visited first, so that each tab's views are alive and
  /// tracked, as SwiftUI keeps them: a change that reached another tab's
  /// views would count.
  @MainActor @Suite struct PMIInvalidationSwiftUITests {
    typealias Running = PMISwiftUITests.Running

    /// The reader of where the user is: `WaysInHost` advertises the place
    /// (Handoff's way out), so a move draws it again, and nothing else does.
    static let wayOut = ["WaysInHost": 1]

    /// The app with every tab visited once, showing `tab`.
    func visited(showing tab: PMI.Tab = .pokedex) async throws -> Running {
      let running = Running()
      running.host.tracksInvalidations = true
      await running.frame()
      for visited in PMI.Tab.allCases where visited != tab {
        try running.host.selectTab(visited)
        await running.frame()
      }
      try running.host.selectTab(tab)
      await running.frame()
      #expect(
        running.host.readingViews.isSuperset(of: [
          "SidebarAdaptableTabs", "TabSelection", "SearchField", "PresentationHost", "WaysInHost",
        ]), "the tab bar, the tab view and the presentations' host read the display")
      return running
    }

    /// The views `change` invalidates, by name, with how often.
    func invalidations(
      _ running: Running, _ change: () async throws -> Void
    ) async rethrows -> [String: Int] {
      running.host.resetInvalidations()
      try await change()
      await running.frame()
      return running.host.invalidatedViews
    }

    @Test func aPushInvalidatesThatTabsStackAlone() async throws {
      let running = try await visited()
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.pokemon(99)).outcome
      }
      #expect(pushed == Self.wayOut.merging(["WaypointStack (tab pokedex)": 1]) { $0 + $1 })
    }

    /// The Settings screen says whether Berries is hidden, which it reads
    /// from the tab bar, not from the navigator's whole state.
    @Test func aPushOnSettingsInvalidatesThatTabsStackAlone() async throws {
      let running = try await visited(showing: .settings)
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.about).outcome
      }
      #expect(pushed == Self.wayOut.merging(["WaypointStack (tab settings)": 1]) { $0 + $1 })
    }

    /// The search results read the query from the display's search field,
    /// so a push on their tab does not draw them again.
    @Test func aPushOnSearchLeavesItsResultsAlone() async throws {
      let running = try await visited(showing: .search)
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.pokemon(25)).outcome
      }
      #expect(pushed == Self.wayOut.merging(["WaypointStack (tab search)": 1]) { $0 + $1 })
    }

    /// A keystroke invalidates the search field, a view of its own, and the
    /// results, which read the query: not the tab view holding the
    /// selection, the tab bar, any stack or what advertises the place.
    @Test func aKeystrokeInvalidatesTheSearchFieldAndTheResultsAlone() async throws {
      let running = try await visited(showing: .search)
      let typed = try await invalidations(running) { try running.host.typeInSearchField("p") }
      #expect(running.navigator.state.searchQuery == "p")
      #expect(
        typed == ["SearchField": 1, "TabRoot (tab search)": 1, "ScreenView (tab search)": 1])
    }

    /// A detent drag invalidates the sheet's host, which reads the sheet,
    /// alone: the Pokédex's 1,025 marked rows read only the presentations
    /// pointing at them.
    @Test func aDetentDragInvalidatesTheSheetsHostAlone() async throws {
      let running = try await visited()
      await running.app.quickLook(25)
      await running.frame()
      let dragged = try await invalidations(running) { try running.host.dragDetent(to: .large) }
      #expect(running.navigator.state.presentations.last?.selectedDetent == .large)
      #expect(dragged == ["PresentationHost": 1])
    }

    @Test func aWayInInvalidatesTheSelectionAndThatTabsStackAlone() async throws {
      let running = try await visited()
      let opened = try await invalidations(running) {
        _ = running.host.openURL(try #require(URL(string: "pmi://berries/16")))
      }
      #expect(running.title == "No. 16 Razz Berry")
      #expect(
        opened
          == Self.wayOut.merging(["TabSelection": 1, "WaypointStack (tab berries)": 1]) {
            $0 + $1
          })
    }
  }
#endif
