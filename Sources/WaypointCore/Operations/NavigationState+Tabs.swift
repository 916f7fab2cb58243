extension NavigationState {
  /// Selects a tab. Each tab keeps its own stack.
  ///
  /// Selecting the tab already selected follows ``NavigationPolicies/tabReselection``:
  /// by default it pops that tab to its root. Presentations stay up: to leave
  /// them too, use ``navigate(to:policies:)``.
  ///
  /// ```swift
  /// try state.selectTab(.settings)
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to show.
  ///   - policies: The reselection policy.
  /// - Returns: A select step, a pop step on reselection, or nothing.
  /// - Throws: ``NavigationError/unknownTab(_:)``.
  @discardableResult
  public mutating func selectTab(_ tab: Schema.Tab, policies: NavigationPolicies = .init())
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    let location = try resolve(.tab(tab))
    guard tab != selectedTab else {
      guard policies.tabReselection == .popToRoot else { return transition([]) }
      return try popToRoot(in: location)
    }
    let transition = transition([.selectTab(from: selectedTab, to: tab)])
    try apply(transition)
    return transition
  }
}
