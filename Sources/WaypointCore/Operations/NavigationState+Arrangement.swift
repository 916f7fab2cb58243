extension NavigationState {
  /// Changes the tab bar: which tabs there are, in which order, which are hidden, and each one's
  /// sidebar section.
  ///
  /// A tab that stays keeps its stack, also while hidden; a tab added starts empty; a tab left out
  /// is popped to its root, then leaves. When the selected tab leaves or hides, the first visible
  /// tab is selected.
  ///
  /// - Parameters:
  ///   - tabs: Every tab, hidden ones included, in bar order.
  ///   - hidden: The tabs the bar does not show; `nil` keeps those hidden now.
  ///   - sections: Each grouped tab's section title; `nil` keeps those of now.
  /// - Returns: Pops of the tabs that leave, then an arrange step; nothing when the tab bar stays
  ///   as it is.
  /// - Throws: ``NavigationError/invalidState(_:)`` for no tab, a repeated tab, a hidden tab or
  ///   section not in `tabs`, or every tab hidden.
  @discardableResult
  public mutating func arrangeTabs(
    _ tabs: [Schema.Tab], hidden: Set<Schema.Tab>? = nil, sections: [Schema.Tab: String]? = nil
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let kept = Set(tabs)
    var next = self
    next.arrange(
      tabs, hidden: hidden ?? hiddenTabs.intersection(kept),
      sections: sections ?? tabSections.filter { kept.contains($0.key) })
    // The arranged tab bar's invariants are the checks: with every tab hidden, the selection
    // stays. Arranging only drops the stacks of tabs that leave, and moves no entry, presentation
    // or identity, so the other invariants hold as they did: the check costs what the tab bar
    // holds, not its stacks.
    if let violation = next.tabBarViolations().first { throw .invalidState(violation) }
    guard
      !tabStacks.elementsEqual(tabs, by: { $0.tab == $1 }) || next.hiddenTabs != hiddenTabs
        || next.tabSections != tabSections
    else { return transition([]) }
    let pops = tabStacks.filter { !kept.contains($0.tab) }.flatMap {
      Self.pops(of: $0.stack, keeping: 0, at: .tab($0.tab))
    }
    let step = Step<Schema>.arrangeTabs(tabs, hidden: next.hiddenTabs, sections: next.tabSections)
    return commit(transition(pops + [step]))
  }

  /// Sets the search query, as the user types it in the search tab.
  @discardableResult
  package mutating func search(_ query: String) -> StateTransition<Schema> {
    commit(transition(query == searchQuery ? [] : [.search(query)]))
  }

  /// The steps that select `tab`, after those that show it if it is hidden and the policy reveals
  /// hidden tabs.
  func selectSteps(to tab: Schema.Tab, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> [Step<Schema>]
  {
    let select = Step<Schema>.selectTab(from: selectedTab, to: tab)
    guard hiddenTabs.contains(tab) else { return [select] }
    guard policy.revealsHiddenTabs else { throw .tabHidden(tab) }
    return [
      .arrangeTabs(tabs, hidden: hiddenTabs.subtracting([tab]), sections: tabSections), select,
    ]
  }

  /// Applies an arrange step: stacks of tabs that stay, empty ones for tabs added, and the
  /// selection off a tab that left or hid.
  package mutating func arrange(
    _ tabs: [Schema.Tab], hidden: Set<Schema.Tab>, sections: [Schema.Tab: String]
  ) {
    // Hiding, showing and sections keep the order: then the stacks stay where they are.
    if !tabStacks.elementsEqual(tabs, by: { $0.tab == $1 }) {
      let stacks = Dictionary(tabStacks.map { ($0.tab, $0.stack) }, uniquingKeysWith: { $1 })
      tabStacks = tabs.map { TabStack(tab: $0, stack: stacks[$0] ?? []) }
    }
    (hiddenTabs, tabSections) = (hidden, sections)
    if !tabs.contains(selectedTab) || hidden.contains(selectedTab) {
      selectedTab = tabs.first { !hidden.contains($0) } ?? selectedTab
    }
  }
}
