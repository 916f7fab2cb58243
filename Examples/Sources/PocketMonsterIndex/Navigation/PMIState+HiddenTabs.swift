public import Waypoint

extension PMIState {
  /// Hides `hidden` and shows every other tab, as another session's choice
  /// in Settings asks; a selected tab that hides leaves for the first one shown.
  ///
  /// - Throws: A ``NavigationError`` when `hidden` is every tab.
  public mutating func showTabs(hiding hidden: Set<PMI.Tab>) throws(NavigationError<PMI>) {
    if hidden.contains(selectedTab), let shown = tabs.first(where: { !hidden.contains($0) }) {
      try selectTab(shown)
    }
    try arrangeTabs(tabs, hidden: hidden)
  }
}
