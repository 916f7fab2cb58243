#if os(Linux)
  import PocketMonsterIndex
  import SwiftUI
  import SwiftUIHost
  import Testing
  import WaypointSwiftUI

  /// The SwiftUI Pocket Monster Index zooms from the Pokédex rows and shows
  /// a quick look as a half-height sheet the user drags.
  @MainActor @Suite struct PMIScreenOptionsSwiftUITests {
    typealias Running = PMISwiftUITests.Running

    @Test func aPokemonZoomsOutOfItsRow() async throws {
      let running = Running()
      await running.frame()
      #expect(running.host.transitionSources.prefix(2) == ["1", "2"])
      try running.host.tapLink("#025 Pikachu")
      await running.frame()
      #expect(running.title == "#025 Pikachu")
      #expect(running.host.zoomSources == ["25"])
    }

    @Test func aQuickLookRestsAtHalfHeightAndTheUsersDragReachesTheModel() async throws {
      let running = Running()
      await running.frame()
      await running.app.quickLook(25)
      await running.frame()
      #expect(running.host.detents == [.medium, .large])
      #expect(running.host.selectedDetent == .medium)
      try running.host.dragDetent(to: .large)
      await running.frame()
      #expect(running.navigator.state.presentations.last?.selectedDetent == .large)
      await running.app.dragSheet()
      await running.frame()
      #expect(running.host.selectedDetent == .medium)
    }
  }
#endif
