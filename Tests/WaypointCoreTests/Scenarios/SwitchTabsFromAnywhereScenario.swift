import Testing
import WaypointTestSupport

@testable import WaypointCore

/// Seed 1: switch tabs from anywhere — a screen in Home opens Settings by asking
/// for it, and code outside the view tree (a notification handler) does the same.
@Suite struct SwitchTabsFromAnywhereScenario {
  typealias App = SwitchTabsApp

  /// What a notification handler does: it knows nothing of the screens on display.
  static func handleNotificationSettingsTapped(_ state: inout NavigationState<App>) throws {
    try state.navigate(to: NavigationTarget(tab: .settings, routes: [.notifications]))
  }

  @Test func aScreenInHomeSwitchesToSettings() throws {
    var state = NavigationState<App>(tabs: [.home, .settings])
    try state.push(.article(1))
    let transition = try state.selectTab(.settings)
    #expect(state.selectedTab == .settings)
    #expect(transition.steps == [.selectTab(from: .home, to: .settings)])
    // Home keeps its stack for when the user comes back.
    #expect(state.stack(at: .tab(.home))?.map(\.route) == [.article(1)])
  }

  @Test func aNotificationHandlerSwitchesEvenWithASheetUp() throws {
    var state = NavigationState<App>(tabs: [.home, .settings])
    try state.push(.article(1))
    try state.present(.compose)
    try Self.handleNotificationSettingsTapped(&state)
    #expect(state.presentations.isEmpty)
    #expect(state.selectedTab == .settings)
    #expect(state.activeStack.map(\.route) == [.notifications])
    #expect(state.stack(at: .tab(.home))?.map(\.route) == [.article(1)])
  }

  @Test func tappingTheSelectedTabAgainPopsItToRoot() throws {
    var state = NavigationState<App>(tabs: [.home, .settings], selectedTab: .settings)
    try state.push(.notifications)
    try state.selectTab(.settings)
    #expect(state.activeStack.isEmpty)
  }
}
