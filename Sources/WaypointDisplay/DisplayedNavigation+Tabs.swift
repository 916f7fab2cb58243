package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The tab SwiftUI shows selected, the selection of `TabView(selection:)`; reading it tracks the
  /// selected tab alone.
  package var selectedTab: Schema.Tab {
    tab.track()
    return selectedTabShown
  }

  /// Takes a tab SwiftUI wrote: the user tapped it.
  ///
  /// Tapping the tab shown reselects it, popping its stack as the policy says, unless the screen
  /// was outdated. Where SwiftUI pops on a re-tap itself (``DisplayProfile/iOS26``) its path write
  /// is the pop, and the re-tap reports nothing: reporting it too would pop twice.
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

  /// The tabs the bar does not show; reading them tracks the selection too.
  package var hiddenTabs: Set<Schema.Tab> {
    tab.track()
    return displayed.hiddenTabs
  }

  /// The search field's text (`.searchable(text:)`): what the user typed until the display shows
  /// it, then the model's query.
  package var searchQuery: String {
    tab.track()
    return search.pending?.value ?? displayed.searchQuery
  }

  @discardableResult
  package func writeSearchQuery(_ query: String) -> NavigationTask<Schema> {
    let token = pend(query, in: search)
    let report = navigator.perform(.user) { $0.search(query) }
    return settle(report, in: search, token: token) { $0.tab.invalidate() }
  }
}
