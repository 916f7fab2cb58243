package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The tab SwiftUI shows selected, the selection of `TabView(selection:)`;
  /// reading it tracks the selected tab alone.
  package var selectedTab: Schema.Tab {
    tab.track()
    return selectedTabShown
  }

  /// Takes a tab SwiftUI wrote: the user tapped it.
  ///
  /// Tapping the tab shown reselects it, popping its stack as the policy
  /// says, unless the screen was outdated. Where SwiftUI pops on a re-tap
  /// itself (``DisplayProfile/iOS26``) its path write is the pop, and the
  /// re-tap reports nothing: reporting it too would pop twice.
  @discardableResult
  package func writeSelectedTab(_ written: Schema.Tab) -> NavigationTask<Schema>? {
    if profile.popsStackOnTabReselect, written == selectedTabShown { return nil }
    let token = pend(written, in: tab)
    let seen = displayedVersion
    let report = navigator.inNextTurn { navigator.userDidSelectTab(written, seenVersion: seen) }
    return settle(report, in: tab, token: token) { $0.tab.invalidate() }
  }

  /// The selected tab as the user sees it, without tracking it.
  private var selectedTabShown: Schema.Tab { tab.pending?.value ?? displayed.selectedTab }
}
