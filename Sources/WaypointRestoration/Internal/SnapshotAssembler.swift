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

  mutating func assemble(_ snapshot: SnapshotState<Schema>) -> NavigationState<Schema>? {
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
  private mutating func tabStacks(_ snapshotTabs: [SnapshotState<Schema>.Tab]) -> [Schema.Tab:
    [NavigationEntry<Schema>]]
  {
    var stacks: [Schema.Tab: [NavigationEntry<Schema>]] = [:]
    for snapshotTab in snapshotTabs {
      let place = RestorationIssue.Place.tab(snapshotTab.name)
      let tab: Schema.Tab
      switch snapshotTab.tab {
      case .failure(let failure):
        drop(place, snapshotTab.stack.total, "the tab cannot be read: \(failure.reason)")
        continue
      case .success(let value): tab = value
      }
      guard tabs.contains(tab) else {
        drop(place, snapshotTab.stack.total, "'\(tab)' is not one of the app's tabs")
        continue
      }
      guard stacks[tab] == nil else {
        drop(place, snapshotTab.stack.total, "the tab appears twice; the first one is kept")
        continue
      }
      stacks[tab] = accept(snapshotTab.stack, at: place)
    }
    return stacks
  }

  private mutating func selectedTab(_ selected: Result<Schema.Tab, SnapshotFailure>) -> Schema.Tab {
    switch selected {
    case .success(let tab) where tabs.contains(tab):
      return tab
    case .success(let tab):
      issues.append(
        .init(
          place: .selectedTab, droppedEntries: 0,
          reason: "'\(tab)' is not one of the app's tabs; '\(defaultTab)' is selected"))
    case .failure(let failure):
      issues.append(
        .init(
          place: .selectedTab, droppedEntries: 0,
          reason: "\(failure.reason); '\(defaultTab)' is selected"))
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
      let above = snapshot[index...].reduce(0) { $0.addingSaturated($1.entryCount) }
      let remaining = snapshot.count - index
      guard index < limits.maximumPresentations else {
        drop(
          .presentation(index), above,
          "more than \(limits.maximumPresentations) presentations; \(remaining) dropped")
        break
      }
      switch item.value {
      case .failure(let failure):
        drop(.presentation(index), above, "\(failure.reason); \(remaining) presentation(s) dropped")
        return result
      case .success(let (id, style, root)):
        guard claim(id.rawValue), claim(root.id.rawValue) else {
          drop(
            .presentation(index), above,
            "identity \(id) or \(root.id) is used twice; \(remaining) presentation(s) dropped")
          return result
        }
        let stack = accept(item.stack, at: .presentation(index))
        result.append(Presentation(id: id, style: style, root: root, stack: Stack(stack)))
      }
    }
    return result
  }

  /// The stack's readable entries up to the first repeated or out-of-range identity.
  private mutating func accept(_ stack: SnapshotStack<Schema>, at place: RestorationIssue.Place)
    -> [NavigationEntry<Schema>]
  {
    var stack = stack
    for reset in stack.resets {
      issues.append(.init(place: place, droppedEntries: 0, reason: reset))
    }
    if let position = stack.entries.firstIndex(where: { !claim($0.id.rawValue) }) {
      let id = stack.entries[position].id
      stack.cut(at: position, "identity \(id) is used twice or out of range")
    }
    if let cut = stack.cut {
      issues.append(
        .init(place: place, position: cut.position, droppedEntries: cut.dropped, reason: cut.reason)
      )
    }
    return stack.entries
  }

  /// Reserves an identity; false when it is taken or beyond the counter's bound.
  private mutating func claim(_ raw: UInt64) -> Bool {
    raw < NavigationState<Schema>.maximumIdentity && usedIdentities.insert(raw).inserted
  }

  /// The saved counter when it is valid, else one past the largest identity kept.
  private mutating func identityCounter(_ saved: UInt64?) -> UInt64 {
    let needed = (usedIdentities.max() ?? 0) + 1
    guard let saved, saved >= needed, saved <= NavigationState<Schema>.maximumIdentity else {
      if let saved {
        issues.append(
          .init(
            place: .snapshot, droppedEntries: 0,
            reason: "identity counter \(saved) is out of range; \(needed) is used"))
      }
      return needed
    }
    return saved
  }

  private mutating func drop(_ place: RestorationIssue.Place, _ count: Int, _ reason: String) {
    issues.append(.init(place: place, droppedEntries: count, reason: reason))
  }
}
