import Testing

@testable import WaypointCore

/// An app without a tab bar declares only its routes.
private enum Settings: NavigationSchema {
  enum Route: Hashable, Codable, Sendable { case account, privacy, licence }
}

@Suite struct SingleTabTests {
  @Test func anAppWithoutTabsNeedsNoTabType() throws {
    var state = NavigationState<Settings>()
    try state.push(.privacy)
    try state.push(.licence)
    #expect(state.tabs == [.main])
    #expect(state.selectedTab == .main)
    #expect(state.activeLocation == .tab(.main))
    #expect(state.activeStack.map(\.route) == [.privacy, .licence])
  }

  @Test func itsOneStackBehavesAsAnyTabsStack() throws {
    var state = NavigationState<Settings>()
    try state.push(.account)
    try state.present(.licence)
    try state.navigate(to: NavigationTarget(tab: nil, routes: [.privacy]))
    #expect(state.presentations.isEmpty)
    #expect(state.stack(at: .tab(.main))?.map(\.route) == [.privacy])
    #expect(try state.selectTab(.main).steps.count == 1)
    #expect(state.activeStack.isEmpty)
  }
}
