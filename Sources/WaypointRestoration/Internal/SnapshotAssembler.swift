import WaypointCore

/// Turns a leniently read snapshot into a valid state for the app's current
/// tabs and limits, recording every part it has to leave out.
struct SnapshotAssembler<Schema: NavigationSchema> {
  let tabs: [Schema.Tab]
  let defaultTab: Schema.Tab
  let limits: RestorationLimits
  private(set) var issues: [RestorationIssue] = []
  private var usedIdentities = Set<UInt64>()

  init(tabs: [Schema.Tab], defaultTab: Schema.Tab, limits: RestorationLimits) {
    self.tabs = tabs
    self.defaultTab = defaultTab
    self.limits = limits
  }

  mutating func assemble(_ snapshot: SnapshotState<Schema>) -> NavigationState<Schema> {
    issues += snapshot.failures
    let stacks = tabStacks(snapshot.tabs)
    let selected = selectedTab(snapshot.selectedTab)
    let presentations = self.presentations(snapshot.presentations)
    let counter = identityCounter(snapshot.nextIdentity)
    // Every part was checked on the way in, so the state is built without a
    // second full validation (which took a tenth of restore time); debug
    // builds still check every invariant.
    var state = NavigationState<Schema>(tabs: tabs, selectedTab: selected)
    for (index, tab) in tabs.enumerated() {
      state.tabStacks[index].stack = Stack(stacks[tab] ?? [])
    }
    state.presentations = presentations
    state.nextIdentity = counter
    state.checkInvariants()
    return state
  }

  /// Each app tab's stack: unknown, unreadable and repeated tabs are dropped.
  private mutating func tabStacks(_ snapshotTabs: [SnapshotState<Schema>.Tab])
    -> [Schema.Tab: [NavigationEntry<Schema>]]
  {
    var stacks: [Schema.Tab: [NavigationEntry<Schema>]] = [:]
    // Room for every identity read, so the set is not rehashed as it grows
    // (4% of a large restore); the entries are already in memory.
    usedIdentities.reserveCapacity(snapshotTabs.reduce(0) { $0 + $1.stack.entries.count })
    for snapshotTab in snapshotTabs {
      let part = RestorationIssue.Part.tab(snapshotTab.name)
      let dropped = snapshotTab.stack.total
      let tab: Schema.Tab
      switch snapshotTab.tab {
      case .failure(let failure):
        report(failure.reason(undecodable: { .unreadableTab($0) }), in: part, dropping: dropped)
        continue
      case .success(let value): tab = value
      }
      guard tabs.contains(tab) else {
        report(.unknownTab, in: part, dropping: dropped)
        continue
      }
      guard stacks[tab] == nil else {
        report(.repeatedTab, in: part, dropping: dropped)
        continue
      }
      stacks[tab] = accept(snapshotTab.stack, in: part)
    }
    return stacks
  }

  private mutating func selectedTab(_ selected: Result<Schema.Tab, SnapshotFailure>) -> Schema.Tab {
    let fallback = "\(defaultTab)"
    switch selected {
    case .success(let tab) where tabs.contains(tab):
      return tab
    case .success(let tab):
      report(.unknownSelectedTab("\(tab)", fallback: fallback), in: .selectedTab)
    case .failure(let failure):
      let reason = failure.reason(undecodable: { .unreadableSelectedTab($0, fallback: fallback) })
      report(reason, in: .selectedTab)
    }
    return defaultTab
  }

  /// The presentations up to the first that cannot be restored; it and those
  /// above it are dropped, since each was presented over the one below.
  private mutating func presentations(_ snapshot: [SnapshotState<Schema>.Presentation])
    -> [Presentation<Schema>]
  {
    var result: [Presentation<Schema>] = []
    for (index, item) in snapshot.enumerated() {
      let dropped = snapshot[index...].reduce(0) { $0.addingSaturated($1.entryCount) }
      let part = RestorationIssue.Part.presentation(index)
      let remaining = snapshot.count - index
      guard index < limits.maximumPresentations else {
        report(
          .tooManyPresentations(limit: limits.maximumPresentations), in: part,
          dropping: dropped, presentations: remaining)
        break
      }
      switch item.value {
      case .failure(let failure):
        let reason = failure.reason(undecodable: { .unreadablePresentation($0) })
        report(reason, in: part, dropping: dropped, presentations: remaining)
        return result
      case .success(let (id, style, root)):
        let claimedID = claim(id.rawValue)
        guard claimedID, claim(root.id.rawValue) else {
          let refused = claimedID ? root.id.rawValue : id.rawValue
          report(refusal(of: refused), in: part, dropping: dropped, presentations: remaining)
          return result
        }
        let stack = accept(item.stack, in: part)
        result.append(Presentation(id: id, style: style, root: root, stack: Stack(stack)))
      }
    }
    return result
  }

  /// The stack's readable entries up to the first repeated or out-of-range identity.
  private mutating func accept(_ stack: SnapshotStack<Schema>, in part: RestorationIssue.Part)
    -> [NavigationEntry<Schema>]
  {
    var stack = stack
    for reset in stack.resets {
      report(reset, in: part)
    }
    // A loop rather than `firstIndex(where:)`: a closure per entry looked up
    // its generic types' metadata each time, which cost a sixth of a restore.
    for position in stack.entries.indices {
      let raw = stack.entries[position].id.rawValue
      guard claim(raw) else {
        stack.cut(at: position, refusal(of: raw))
        break
      }
    }
    if let cut = stack.cut {
      report(cut.reason, in: part, at: cut.position, dropping: cut.dropped)
    }
    return stack.entries
  }

  /// Reserves an identity; false when it is taken or beyond the counter's bound.
  ///
  /// It runs for every identity, so it answers with a Bool, and `refusal(of:)`
  /// says why only for the one that failed (returning the reason from here
  /// cost restore a sixth of its time). Always inlined, so the loop over a
  /// stack looks up the generic bound once, not once per entry.
  @inline(__always)
  private mutating func claim(_ raw: UInt64) -> Bool {
    raw < NavigationState<Schema>.maximumIdentity && usedIdentities.insert(raw).inserted
  }

  /// Why `claim(_:)` refused `raw`.
  private func refusal(of raw: UInt64) -> RestorationIssue.Reason {
    raw < NavigationState<Schema>.maximumIdentity
      ? .identityUsedTwice(raw) : .identityOutOfRange(raw)
  }

  /// The saved counter when it is valid, else one past the largest identity kept.
  private mutating func identityCounter(_ saved: UInt64?) -> UInt64 {
    let needed = (usedIdentities.max() ?? 0) + 1
    guard let saved, saved >= needed, saved <= NavigationState<Schema>.maximumIdentity else {
      if let saved {
        report(.identityCounterOutOfRange(saved, replacement: needed), in: .snapshot)
      }
      return needed
    }
    return saved
  }

  private mutating func report(
    _ reason: RestorationIssue.Reason, in part: RestorationIssue.Part, at position: Int? = nil,
    dropping entries: Int = 0, presentations: Int = 0
  ) {
    issues.append(
      RestorationIssue(
        reason, in: part, at: position, droppedEntries: entries,
        droppedPresentations: presentations))
  }
}
