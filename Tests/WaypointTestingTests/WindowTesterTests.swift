import Testing
import WaypointCore
import WaypointLinks
import WaypointNavigator
import WaypointTesting

/// Testers of the windows of one registry: each records what lands in its window.
@MainActor @Suite struct WindowTesterTests {
  private let fresh = NavigationState<Pokedex>(tabs: [.pokedex, .berries])

  @Test func eachWindowsTesterRecordsOnlyItsOwnWindow() async throws {
    let windows = WindowRegistry(router: links, rule: .frontmost)
    let left = NavigationTester(state: fresh)
    try windows.register(left.navigator, as: WindowID("left")) { _ in }
    let right = NavigationTester(state: fresh)
    try windows.register(right.navigator, as: WindowID("right")) { _ in }
    try windows.windowDidBecomeActive(WindowID("right"))
    windows.open("pokedex://pokemon/1")
    await right.expectApplied(.deepLink, arriving: [.pokemon(id: 1)])
    await left.expectNoNavigation()
    #expect(right.visibleRoute == .pokemon(id: 1))
    #expect(left.visibleRoute == nil)
  }

  @Test func aWindowsTesterRecordsTheLinksThatWaitedForIt() async throws {
    let windows = WindowRegistry(router: links)
    windows.open("pokedex://pokemon/3")  // no window is open yet
    let first = NavigationTester(state: fresh)  // recording before its window registers
    try windows.register(first.navigator, as: WindowID("first")) { _ in }
    await first.expectApplied(.deepLink, arriving: [.pokemon(id: 3)])
    await first.expectNoNavigation()
  }
}
