package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The tab SwiftUI shows selected: the selection of `TabView(selection:)`.
  ///
  /// Reading it tracks the selected tab alone.
  package var selectedTab: Schema.Tab {
    tab.track()
    return selectedTabShown
  }

  /// Takes a tab SwiftUI wrote: the user tapped it.
  ///
  /// Tapping the tab shown reselects it, which pops its stack to the root as
  /// the navigator's policy says; a reselection made on an outdated screen
  /// changes nothing. Where SwiftUI pops the stack itself on a re-tap
  /// (``DisplayProfile/iOS26``), its own path write is the pop, and the
  /// re-tap reports nothing: reporting it too would pop twice.
  ///
  /// - Parameter written: The tab written.
  /// - Returns: The navigation the tap reports, when there is one.
  @discardableResult
  package func writeSelectedTab(_ written: Schema.Tab) -> NavigationTask<Schema>? {
    if profile.popsStackOnTabReselect, written == selectedTabShown { return nil }
    let token = makePendingToken()
    tab.pending = PendingChange(value: written, token: token)
    let seen = displayedVersion
    let report = navigator.inNextTurn { navigator.userDidSelectTab(written, seenVersion: seen) }
    report.whenSettled { [weak self] outcome in
      guard let self, self.tab.pending?.token == token else { return }
      guard outcome.isApplied else {
        self.tab.pending = nil
        self.tab.invalidate()
        return
      }
      self.tab.pending?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }

  /// The selected tab as the user sees it, without tracking it.
  private var selectedTabShown: Schema.Tab { tab.pending?.value ?? displayed.selectedTab }
}
