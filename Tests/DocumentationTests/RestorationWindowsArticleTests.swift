import Foundation
import Testing
import Waypoint

@testable import DocumentationApp

/// The windows code of "Restoration", verbatim: each window from its own snapshot.
@MainActor @Suite struct RestorationWindowsArticleTests {
  @Test func eachWindowComesBackFromItsOwnSnapshot() throws {
    let coder = SnapshotCoder<Pokedex>(tabs: [.pokedex, .berries])
    let router = LinkRouter<Pokedex>(schemes: ["pokedex"])
    var snapshots: [WindowID: Data] = [:]
    let other = WindowID("other")
    snapshots[other] = try coder.encode(NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    let window = WindowID("main")
    let navigator = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    navigator.push(.pokemon(id: 25))
    let windows = WindowRegistry(router: router)

    snapshots[window] = try coder.encode(navigator.state)

    let restoredWindow = Navigator(state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]))
    if let data = snapshots[window], let restored = try? coder.restore(from: data) {
      restoredWindow.restore(restored.state)
    }
    try windows.register(restoredWindow, as: window)

    #expect(restoredWindow.state.activeStack.map(\.route) == [.pokemon(id: 25)])
    #expect(windows.windows == [window])
  }
}
