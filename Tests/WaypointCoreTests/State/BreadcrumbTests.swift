import Testing
import WaypointCore
import WaypointTestSupport

/// Where the user is, in one line.
@Suite struct BreadcrumbTests {
  @Test func theTabItsScreensThenEachPresentationWithStyleAndDetent() throws {
    var state = TestState.fresh
    try state.push(.list)
    try state.push(.detail(25))
    try state.selectTab(.search)
    try state.push(.list)
    try state.present(.edit(25), stack: [StackElement(.about)])
    try state.updatePresentation {
      $0.detents = [.medium, .large]
      $0.selectedDetent = .medium
    }
    try state.present(.about, style: .fullScreenCover)
    #expect(
      state.breadcrumb()
        == "search › list › sheet: edit(25) (medium) › about › fullScreenCover: about")
  }

  @Test func theAppsTitlesNameTabsAndScreens() throws {
    var state = TestState.fresh
    try state.push(.detail(25))
    try state.present(.about, style: .alert)
    let line = state.breadcrumb(tabTitle: { $0.rawValue.capitalized }) { route in
      if case .detail(let number) = route { "#\(number)" } else { "About" }
    }
    #expect(line == "Home › #25 › alert: About")
  }

  /// An app without a tab bar: its one stack has no name to show.
  private enum Settings: NavigationSchema {
    enum Route: Hashable, Codable, Sendable { case a, b }
  }

  @Test func aTabBarlessAppStartsAtItsFirstScreen() throws {
    var state = NavigationState<Settings>()
    #expect(state.breadcrumb() == "main")
    try state.push(.a)
    try state.push(.b)
    #expect(state.breadcrumb() == "a › b")
  }

  @Test func controlAndInvisibleCharactersAreEscaped() throws {
    var state = NavigationState<StackFromAnywhereApp>(tabs: [.browse])
    try state.push(.file("a\u{1B}]0;x\u{07}\u{202E}b"))
    #expect(state.breadcrumb(title: \.title) == #"browse › a\u{1B}]0;x\u{07}\u{202E}b"#)
  }
}
