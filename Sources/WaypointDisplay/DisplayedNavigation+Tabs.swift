package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The tab SwiftUI shows selected: the selection of `TabView(selection:)`.
  ///
  /// Reading it tracks the selected tab alone.
  package var selectedTab: Schema.Tab {
    access(keyPath: \.displayedTabToken)
    let tab = pendingTab?.value ?? displayed.selectedTab
    shownTab = tab
    return tab
  }

  /// Takes a tab SwiftUI wrote: the user tapped it.
  ///
  /// Tapping the tab shown
  /// reselects it, which pops its stack to the root as the navigator's
  /// policy says; a reselection made on an outdated screen changes nothing.
  ///
  /// - Parameter tab: The tab written.
  /// - Returns: The navigation the tap reports.
  @discardableResult
  package func writeSelectedTab(_ tab: Schema.Tab) -> NavigationTask<Schema> {
    let token = makePendingToken()
    pendingTab = PendingChange(value: tab, token: token)
    shownTab = tab
    let seen = displayedVersion
    let report = navigator.inNextTurn { navigator.userDidSelectTab(tab, seenVersion: seen) }
    report.whenSettled { [weak self] outcome in
      guard let self, self.pendingTab?.token == token else { return }
      guard outcome.isApplied else {
        self.pendingTab = nil
        self.invalidate(\.displayedTabToken)
        return
      }
      self.pendingTab?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }
}
