extension NavigationState {
  /// Changes the tab bar: which tabs there are, their order, which are
  /// hidden, and the sidebar section of each.
  ///
  /// A tab that stays keeps its stack, also while hidden; a tab added starts
  /// empty; a tab left out is popped to its root, then leaves with its
  /// stack. When the selected tab leaves or hides, the first visible tab in
  /// the new order is selected. Presentations stay up.
  ///
  /// ```swift
  /// try state.arrangeTabs([.pokedex, .search, .berries], hidden: [.berries])
  /// try state.arrangeTabs(state.tabs, hidden: [])  // shows every tab again
  /// ```
  ///
  /// - Parameters:
  ///   - tabs: Every tab, hidden ones included, in bar order.
  ///   - hidden: The tabs the bar does not show; `nil` keeps those hidden now.
  ///   - sections: Each grouped tab's section title; `nil` keeps those of now.
  /// - Returns: Pops of the tabs that leave, then an arrange step; nothing when
  ///   the tab bar stays as it is.
  /// - Throws: ``NavigationError/invalidState(_:)`` for no tab, a repeated
  ///   tab, a hidden tab or section not among `tabs`, or every tab hidden.
  @discardableResult
  public mutating func arrangeTabs(
    _ tabs: [Schema.Tab], hidden: Set<Schema.Tab>? = nil, sections: [Schema.Tab: String]? = nil
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(try planArrangeTabs(tabs, hidden: hidden, sections: sections))
  }

  /// The transition of ``arrangeTabs(_:hidden:sections:)``, planned without
  /// changing the state.
  package func planArrangeTabs(
    _ tabs: [Schema.Tab], hidden: Set<Schema.Tab>?, sections: [Schema.Tab: String]?
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let kept = Set(tabs)
    guard !tabs.isEmpty else { throw .invalidState(.noTabs) }
    guard kept.count == tabs.count else { throw .invalidState(.repeatedTabs(tabs)) }
    let hidden = hidden ?? hiddenTabs.intersection(kept)
    let sections = sections ?? tabSections.filter { kept.contains($0.key) }
    if let stray = hidden.first(where: { !kept.contains($0) })
      ?? sections.keys.first(where: { !kept.contains($0) })
    {
      throw .invalidState(.strayTab(stray))
    }
    guard tabs.contains(where: { !hidden.contains($0) }) else {
      throw .invalidState(.selectedTabHidden(selectedTab))
    }
    guard tabs != self.tabs || hidden != hiddenTabs || sections != tabSections else {
      return transition([])
    }
    let pops = tabStacks.filter { !kept.contains($0.tab) && !$0.stack.isEmpty }.map {
      Step.pop(.tab($0.tab), to: nil, removed: Array($0.stack))
    }
    return transition(pops + [.arrangeTabs(tabs, hidden: hidden, sections: sections)])
  }

  /// Sets the search query, as the user types it in the search tab.
  @discardableResult
  package mutating func search(_ query: String) -> StateTransition<Schema> {
    commit(transition(query == searchQuery ? [] : [.search(query)]))
  }

  /// The steps that show `tab` again when a way in leads to it while it is
  /// hidden, as `policy` says: none for a visible tab.
  ///
  /// - Throws: ``NavigationError/tabHidden(_:)`` when the policy does not
  ///   reveal hidden tabs.
  func revealSteps(of tab: Schema.Tab, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> [Step<Schema>]
  {
    guard hiddenTabs.contains(tab) else { return [] }
    guard policy.revealsHiddenTabs else { throw .tabHidden(tab) }
    return [.arrangeTabs(tabs, hidden: hiddenTabs.subtracting([tab]), sections: tabSections)]
  }

  /// Applies an arrange step: the stacks of tabs that stay, empty ones for
  /// tabs added, and the selection off a tab that left or hid.
  package mutating func arrange(
    _ tabs: [Schema.Tab], hidden: Set<Schema.Tab>, sections: [Schema.Tab: String]
  ) {
    var stacks: [Schema.Tab: Stack<Schema>] = [:]
    for tabStack in tabStacks { stacks[tabStack.tab] = tabStack.stack }
    tabStacks = tabs.map { TabStack(tab: $0, stack: stacks[$0] ?? []) }
    hiddenTabs = hidden
    tabSections = sections
    if !tabs.contains(selectedTab) || hidden.contains(selectedTab),
      let visible = tabs.first(where: { !hidden.contains($0) })
    {
      selectedTab = visible
    }
  }
}
