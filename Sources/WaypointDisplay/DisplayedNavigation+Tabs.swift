public import WaypointCore
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
    return settle(report(.selectTab(written)), in: tab, token: token) { $0.tab.invalidate() }
  }

  /// The selected tab as the user sees it, without tracking it.
  private var selectedTabShown: Schema.Tab { tab.pending?.value ?? displayed.selectedTab }

  /// The tabs of the bar, in its order, as SwiftUI shows them; reading them tracks the tab bar
  /// alone, not the selection, the search field or any stack.
  public var tabs: [Schema.Tab] {
    bar.track()
    return displayed.tabs
  }

  /// The tabs the bar does not show; reading them tracks the tab bar alone.
  public var hiddenTabs: Set<Schema.Tab> {
    bar.track()
    return displayed.hiddenTabs
  }

  /// The section of each tab that has one (a sidebar group); reading them tracks the tab bar
  /// alone.
  public var tabSections: [Schema.Tab: String] {
    bar.track()
    return displayed.tabSections
  }

  /// The search field's text (`.searchable(text:)`); reading it tracks the field alone, so a view
  /// showing results for the query is not drawn again at every navigation.
  ///
  /// What the user typed until the display shows it, then the model's query.
  public var searchQuery: String {
    search.track()
    return search.pending?.value ?? displayed.searchQuery
  }

  /// Takes what the user typed in the search field, reported as every write is.
  @discardableResult
  package func writeSearchQuery(_ query: String) -> NavigationTask<Schema> {
    let token = pend(query, in: search)
    return settle(report(.search(query)), in: search, token: token) { $0.search.invalidate() }
  }

  /// Where the user is as the display shows it, for what advertises the place (Handoff's way out):
  /// reading it tracks the selected tab, the stacks and the presentations, not the search field,
  /// the detents or the tab bar.
  package var shownPlace: NavigationState<Schema> {
    place.track()
    return displayed
  }
}
