extension NavigationState {
  /// The largest identity counter a valid state may hold: 2⁵³, far beyond what any session
  /// allocates, and low enough that a hostile snapshot cannot make the next push overflow the
  /// counter.
  package static var maximumIdentity: UInt64 { 1 << 53 }

  /// Every broken invariant; empty for a valid state.
  ///
  /// The invariants: at least one tab; tabs unique; the selected tab is one of them; every entry
  /// and presentation identity is unique across the state and below ``nextIdentity``, which is at
  /// most 2⁵³; a dialog is the top presentation and holds no stack; a presentation's options fit
  /// its style; hidden tabs and sections name tabs of the state, and the selected tab is not
  /// hidden.
  package func invariantViolations() -> [NavigationError<Schema>.InvariantViolation] {
    var violations = tabBarViolations()
    if nextIdentity > Self.maximumIdentity {
      violations.append(.identityCounterTooLarge(nextIdentity))
    }
    var seen = Set<UInt64>()
    let identities =
      allEntries.map { $0.id.rawValue } + presentations.map { $0.id.rawValue }
    for raw in identities {
      if !seen.insert(raw).inserted { violations.append(.identityUsedTwice(raw)) }
      if raw >= nextIdentity {
        violations.append(.identityNotBelowCounter(raw, counter: nextIdentity))
      }
    }
    for presentation in presentations where presentation.optionsMisfit != nil {
      violations.append(.misfitOptions(presentation.id))
    }
    for (index, presentation) in presentations.enumerated() where presentation.style.isDialog {
      if index != presentations.count - 1 || !presentation.stack.isEmpty {
        violations.append(.misplacedDialog(presentation.id))
      }
    }
    return violations
  }

  /// The broken invariants of the tab bar alone: at least one tab; tabs unique; the selected tab
  /// is one of them and not hidden; hidden tabs and sections name tabs of the state.
  ///
  /// They are the first ``invariantViolations()`` lists, and the only ones a change of the tab bar
  /// alone can break, so checking them costs what the tab bar holds, not what its stacks do.
  package func tabBarViolations() -> [NavigationError<Schema>.InvariantViolation] {
    var violations: [NavigationError<Schema>.InvariantViolation] = []
    if tabStacks.isEmpty { violations.append(.noTabs) }
    let known = Set(tabs)
    if known.count != tabStacks.count { violations.append(.repeatedTabs(tabs)) }
    if !tabStacks.isEmpty, !known.contains(selectedTab) {
      violations.append(.unknownSelectedTab(selectedTab))
    }
    if let stray = hiddenTabs.first(where: { !known.contains($0) })
      ?? tabSections.keys.first(where: { !known.contains($0) })
    {
      violations.append(.strayTab(stray))
    }
    if hiddenTabs.contains(selectedTab) { violations.append(.selectedTabHidden(selectedTab)) }
    return violations
  }

  /// Traps on a broken invariant in builds with `WAYPOINT_INTERNAL_CHECKS` (debug builds and
  /// tests); compiles to nothing otherwise.
  @inline(__always)
  package func checkInvariants() {
    #if WAYPOINT_INTERNAL_CHECKS
      let violations = invariantViolations()
      precondition(violations.isEmpty, "NavigationState invariant broken: \(violations)")
    #endif
  }
}
