extension NavigationState {
  /// The largest identity counter a valid state may hold: 2⁵³, far beyond what
  /// any session allocates, and low enough that a hostile snapshot cannot make
  /// the next push overflow the counter.
  public static var maximumIdentity: UInt64 { 1 << 53 }

  /// Every broken invariant, described; empty for a valid state.
  ///
  /// The invariants: at least one tab; tabs unique; the selected tab is one of
  /// them; every entry and presentation identity is unique across the state and
  /// below ``nextIdentity``, which is at most ``maximumIdentity``.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    if tabStacks.isEmpty { violations.append("the state has no tabs") }
    if Set(tabs).count != tabStacks.count { violations.append("tabs \(tabs) are not unique") }
    if !tabs.contains(selectedTab) {
      violations.append("selected tab '\(selectedTab)' is not one of \(tabs)")
    }
    if nextIdentity > Self.maximumIdentity {
      violations.append("the identity counter \(nextIdentity) is above \(Self.maximumIdentity)")
    }
    var seen = Set<UInt64>()
    let identities =
      allEntries.map { ($0.id.rawValue, $0.id.description) }
      + presentations.map { ($0.id.rawValue, $0.id.description) }
    for (raw, name) in identities {
      if !seen.insert(raw).inserted { violations.append("identity \(name) is used twice") }
      if raw >= nextIdentity {
        violations.append("identity \(name) is not below the counter \(nextIdentity)")
      }
    }
    return violations
  }

  /// Traps on a broken invariant in builds with `WAYPOINT_INTERNAL_CHECKS`
  /// (debug builds and tests); compiles to nothing otherwise.
  @inline(__always)
  package func checkInvariants() {
    #if WAYPOINT_INTERNAL_CHECKS
      let violations = invariantViolations()
      precondition(violations.isEmpty, "NavigationState invariant broken: \(violations)")
    #endif
  }
}
