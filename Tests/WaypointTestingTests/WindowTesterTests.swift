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
    let left = try NavigationTester(window: WindowID("left"), of: windows, state: fresh)
    let right = try NavigationTester(window: WindowID("right"), of: windows, state: fresh)
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
    let first = try NavigationTester(window: WindowID("first"), of: windows, state: fresh)
    await first.expectApplied(.deepLink, arriving: [.pokemon(id: 3)])
    await first.expectNoNavigation()
  }

  @Test func aWindowAlreadyOpenIsATypedError() throws {
    let windows = WindowRegistry(router: links)
    let main = try NavigationTester(window: WindowID("main"), of: windows, state: fresh)
    #expect(throws: WindowError.duplicateWindow(WindowID("main"))) {
      _ = try NavigationTester(window: WindowID("main"), of: windows, state: fresh)
    }
    main.skipNavigations()
  }
}
