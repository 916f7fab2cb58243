extension NavigationState {
  /// Selects a tab.
  ///
  /// Each tab keeps its own stack. Selecting the tab already selected follows
  /// ``NavigationPolicy/tabReselection``: by default it pops that tab to its root. Presentations
  /// stay up: to leave them too, use ``navigate(to:policy:)``. A hidden tab is shown again or
  /// refused, as ``NavigationPolicy/revealsHiddenTabs`` says.
  ///
  /// - Parameters:
  ///   - tab: The tab to show.
  ///   - policy: The reselection policy.
  /// - Returns: A select step, a pop step on reselection, or nothing.
  /// - Throws: ``NavigationError/unknownTab(_:)``, ``NavigationError/tabHidden(_:)``.
  @discardableResult
  public mutating func selectTab(_ tab: Schema.Tab, policy: NavigationPolicy = .init())
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    commit(try planSelectTab(tab, policy: policy))
  }

  /// The transition of ``selectTab(_:policy:)``, planned without changing the state.
  package func planSelectTab(_ tab: Schema.Tab, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let location = try resolve(.tab(tab))
    guard tab != selectedTab else {
      guard policy.tabReselection == .popToRoot else { return transition([]) }
      return try planPopToRoot(in: location)
    }
    return transition(try selectSteps(to: tab, policy: policy))
  }
}
