/// The whole navigation tree of an app, as a plain value (the "Navigation as a Value" article).
///
/// Every operation is a pure `mutating` function that either returns the ``StateTransition`` it
/// made or throws a ``NavigationError`` and leaves the state exactly as it was. Identities come from
/// a counter in the state, so no entry and no presentation of one state ever share a number; only
/// operations and restoration create them.
///
/// # Equality
/// Two states are equal when tabs (with which are hidden and their sections), selection, stacks,
/// presentations, the search query, the return values waiting and the identity counter are equal:
/// equal states behave identically from then on.
public struct NavigationState<Schema: NavigationSchema>: Hashable, Sendable {
  /// A tab and its stack; stored as an ordered array because tab bars are short and their order
  /// matters to the UI.
  package struct TabStack: Hashable, Sendable {
    package let tab: Schema.Tab
    package var stack: Stack<Schema>
  }

  package var tabStacks: [TabStack]
  /// The tab shown by the tab bar.
  public package(set) var selectedTab: Schema.Tab
  /// The presentations over the tabs, bottom first; the last one is on screen.
  public package(set) var presentations: [Presentation<Schema>]
  /// The tabs the bar does not show; each keeps its stack while hidden.
  public package(set) var hiddenTabs: Set<Schema.Tab> = []
  /// The sidebar section (SwiftUI's `TabSection`) of each tab in one, by title.
  public package(set) var tabSections: [Schema.Tab: String] = [:]
  /// What the user searches for in the search tab (SwiftUI's `Tab(role: .search)`).
  public package(set) var searchQuery = ""
  /// The next value the identity counter will hand out.
  package var nextIdentity: UInt64
  /// The values returned to return points and not yet taken, by the entry each is addressed to.
  package var returnValues: [EntryID: Schema.ReturnValue] = [:]
  /// The steps of the operations run inside ``perform(_:_:)``, which it reports as one transition.
  ///
  /// Not part of the value.
  package var journal = Journal()

  /// Creates a state with empty stacks and nothing presented, `tabs` in bar order and `selectedTab`
  /// shown first (`nil`: the first tab).
  ///
  /// - Precondition: `tabs` is non-empty, has no duplicates and contains `selectedTab`.
  public init(tabs: [Schema.Tab], selectedTab: Schema.Tab? = nil) {
    precondition(!tabs.isEmpty, "A NavigationState needs at least one tab.")
    precondition(Set(tabs).count == tabs.count, "NavigationState tabs must be unique: \(tabs).")
    let selected = selectedTab ?? tabs[0]
    precondition(tabs.contains(selected), "Selected tab '\(selected)' is not one of \(tabs).")
    self.tabStacks = tabs.map { TabStack(tab: $0, stack: []) }
    self.selectedTab = selected
    self.presentations = []
    self.nextIdentity = 1
  }

  /// The steps `perform(_:_:)` collects while its operations run; `nil` outside it.
  ///
  /// Every journal equals every other, so it is no part of the state's value: equal states stay
  /// equal whatever ran on them.
  package struct Journal: Hashable, Sendable {
    var steps: [Step<Schema>]?

    package static func == (lhs: Journal, rhs: Journal) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
  }

  /// Creates a state from its parts, checking every invariant.
  ///
  /// Restoration and tests build states this way; apps change a state through its operations, which
  /// allocate identities and keep the invariants.
  ///
  /// - Parameters:
  ///   - tabs: Each tab with its stack, in bar order.
  ///   - selectedTab: The tab shown by the tab bar.
  ///   - presentations: The presentations, bottom first.
  ///   - nextIdentity: The next identity to allocate; `nil` takes one past the largest identity in
  ///     use.
  /// - Throws: ``NavigationError/invalidState(_:)`` naming the first broken invariant.
  package init(
    tabs: [(tab: Schema.Tab, stack: Stack<Schema>)],
    selectedTab: Schema.Tab,
    presentations: [Presentation<Schema>] = [],
    nextIdentity: UInt64? = nil
  ) throws(NavigationError<Schema>) {
    self.tabStacks = tabs.map { TabStack(tab: $0.tab, stack: $0.stack) }
    self.selectedTab = selectedTab
    self.presentations = presentations
    self.nextIdentity = 0
    self.journal = Journal()
    // Saturating: a hostile identity of UInt64.max must fail the invariant check below, not
    // overflow here.
    let largest = largestIdentityInUse()
    self.nextIdentity = nextIdentity ?? (largest == .max ? .max : largest + 1)
    if let violation = invariantViolations().first {
      throw .invalidState(violation)
    }
  }
}

extension NavigationState where Schema.Tab == SingleTab {
  /// Creates the state of an app without a tab bar: one empty root stack and nothing presented.
  public init() {
    self.init(tabs: [.main])
  }
}
