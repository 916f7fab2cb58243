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

    /// What every change invalidates beyond its readers: `WaysInHost` reads
    /// the whole navigator state for the activity it advertises
    /// (Sources/WaypointSwiftUI/WaysIn/WaysInHost.swift, `wayOut(of:with:)`).
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
          "SidebarAdaptableTabs", "WaypointTabView", "PresentationHost", "WaysInHost",
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

    /// Expects `measured` to be `readers`, the readers of what changed, and
    /// `beyond`, what the glue or the example invalidates as well: a known
    /// issue each, so that the test fails once they are fixed.
    func expect(
      _ measured: [String: Int], readers: [String: Int], beyond: [String: Int],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(
        measured == readers.merging(beyond, uniquingKeysWith: +), sourceLocation: sourceLocation)
      guard !beyond.isEmpty else { return }
      withKnownIssue("invalidated beyond the readers: \(beyond.keys.sorted())") {
        #expect(measured == readers, sourceLocation: sourceLocation)
      }
    }

    @Test func aPushInvalidatesThatTabsStackAlone() async throws {
      let running = try await visited()
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.pokemon(99)).outcome
      }
      expect(pushed, readers: ["WaypointStack (tab pokedex)": 1], beyond: Self.wayOut)
    }

    /// The Settings screen says whether Berries is hidden, which it reads
    /// from the tab bar, not from the navigator's whole state.
    @Test func aPushOnSettingsInvalidatesThatTabsStackAlone() async throws {
      let running = try await visited(showing: .settings)
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.about).outcome
      }
      expect(pushed, readers: ["WaypointStack (tab settings)": 1], beyond: Self.wayOut)
    }

    /// The search results read the query from the navigator's state, the
    /// only place an app can read it (the display's `searchQuery` is
    /// `package`), so any change to the state draws them again.
    @Test func aPushOnSearchInvalidatesItsResultsToo() async throws {
      let running = try await visited(showing: .search)
      let pushed = await invalidations(running) {
        _ = await running.navigator.push(.pokemon(25)).outcome
      }
      expect(
        pushed, readers: ["WaypointStack (tab search)": 1],
        beyond: Self.wayOut.merging(
          ["TabRoot (tab search)": 1, "ScreenView (tab search)": 1], uniquingKeysWith: +))
    }

    /// A keystroke invalidates the field's reader, the view holding
    /// `.searchable` (the tab view's), and the results, which read the query.
    ///
    /// Not the tab bar, nor any stack.
    @Test func aKeystrokeInvalidatesTheSearchFieldAndTheResultsAlone() async throws {
      let running = try await visited(showing: .search)
      let typed = try await invalidations(running) { try running.host.typeInSearchField("p") }
      #expect(running.navigator.state.searchQuery == "p")
      expect(
        typed,
        readers: ["WaypointTabView": 1, "TabRoot (tab search)": 1, "ScreenView (tab search)": 1],
        beyond: Self.wayOut)
    }

    /// A detent drag invalidates the sheet's host, which reads the sheet.
    ///
    /// Each of the Pokédex's 1,025 rows reads it too: a marked row asks the presentations' host whether
    /// a popover or dialog is anchored on it (`SourceMarker`'s body calls
    /// `AnchorHost.attach`, which is `PresentationHost.anchored(_:at:)`).
    @Test func aDetentDragInvalidatesTheSheetsHostAlone() async throws {
      let running = try await visited()
      await running.app.quickLook(25)
      await running.frame()
      let dragged = try await invalidations(running) { try running.host.dragDetent(to: .large) }
      #expect(running.navigator.state.presentations.last?.selectedDetent == .large)
      expect(
        dragged, readers: ["PresentationHost": 1],
        beyond: Self.wayOut.merging(["SourceMarker (tab pokedex)": 1025], uniquingKeysWith: +))
    }

    @Test func aWayInInvalidatesTheSelectionAndThatTabsStackAlone() async throws {
      let running = try await visited()
      let opened = try await invalidations(running) {
        _ = running.host.openURL(try #require(URL(string: "pmi://berries/16")))
      }
      #expect(running.title == "No. 16 Razz Berry")
      expect(
        opened, readers: ["WaypointTabView": 1, "WaypointStack (tab berries)": 1],
        beyond: Self.wayOut)
    }
  }
#endif
