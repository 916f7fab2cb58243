extension NavigationState {
  /// The steps that turn one stack into another, split by kind so the planner can run every removal
  /// of the whole state before any addition.
  struct StackChanges {
    var pops: [Step<Schema>] = []
    var updates: [Step<Schema>] = []
    var pushes: [Step<Schema>] = []

    var all: [Step<Schema>] { pops + updates + pushes }

    /// Puts the update of a presentation's root first, when its options change.
    mutating func updateRoot(
      _ old: NavigationEntry<Schema>, to new: NavigationEntry<Schema>,
      at location: StackLocation<Schema>
    ) {
      if old.options != new.options { updates.insert(.update(location, from: old, to: new), at: 0) }
    }
  }

  /// The minimal transition from this state to `target`.
  ///
  /// The plan is the "Transitions and Planning" article's: every removal before every addition, so
  /// an identity that moves never exists twice mid-way; kept entries whose options changed update.
  ///
  /// - Parameter target: Any state.
  /// - Returns: The planned transition, with cause ``TransitionCause/app``.
  /// - Throws: Nothing now that any two states can be planned between; it stays `throws` so that
  ///   callers keep their `try`.
  /// - Complexity: O(*n*) in the entries of the stacks that differ; a stack the two states share (a
  ///   copy not changed since) costs O(1), so two equal states made by copying cost O(*t*) in tabs
  ///   and presentations.
  public func transition(to target: NavigationState) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    plannedTransition(to: target)
  }

  /// The planner's transition to `target`, which an operation built from this one.
  func plannedTransition(to target: NavigationState) -> StateTransition<Schema> {
    TransitionCounter.countPlanning()
    let kept = keptPresentationCount(in: target)
    var changes = StackChanges()
    var arrange: [Step<Schema>] = []
    var selected = selectedTab
    for old in tabStacks where target.stack(at: .tab(old.tab)) == nil {
      arrange += Self.pops(of: old.stack, keeping: 0, at: .tab(old.tab))
    }
    for new in target.tabStacks {
      let old = stack(at: .tab(new.tab)) ?? []
      changes.append(Self.stackChanges(from: old, to: new.stack, at: .tab(new.tab)))
    }
    if tabs != target.tabs || hiddenTabs != target.hiddenTabs || tabSections != target.tabSections {
      arrange.append(
        .arrangeTabs(target.tabs, hidden: target.hiddenTabs, sections: target.tabSections))
      var arranged = self
      arranged.arrange(target.tabs, hidden: target.hiddenTabs, sections: target.tabSections)
      selected = arranged.selectedTab
    }
    let search: [Step<Schema>] =
      searchQuery == target.searchQuery ? [] : [.search(target.searchQuery)]
    for (old, new) in zip(presentations.prefix(kept), target.presentations) {
      changes.append(Self.presentationChanges(from: old, to: new))
    }
    let dismissals = presentations[kept...].reversed().map { Step.dismiss($0) }
    let selection: [Step<Schema>] =
      selected == target.selectedTab ? [] : [.selectTab(from: selected, to: target.selectedTab)]
    let presents = target.presentations[kept...].flatMap { Self.presentSteps($0) }
    let steps = dismissals + arrange + selection + changes.all + search + presents
    return StateTransition(steps: steps, nextIdentity: max(nextIdentity, target.nextIdentity))
  }

  /// How many presentations, from the bottom, are the same presentation in both states.
  private func keptPresentationCount(in target: NavigationState) -> Int {
    zip(presentations, target.presentations).prefix { old, new in
      old.id == new.id && old.style == new.style && old.root.id == new.root.id
        && old.root.route == new.root.route
    }.count
  }

  static func stackChanges(
    from old: [NavigationEntry<Schema>], to new: [NavigationEntry<Schema>],
    at location: StackLocation<Schema>
  ) -> StackChanges {
    if sharesStorage(old, new) { return StackChanges() }
    let common = zip(old, new).prefix { $0.id == $1.id && $0.route == $1.route }.count
    var changes = StackChanges()
    changes.pops = pops(of: old, keeping: common, at: location)
    changes.updates = zip(old.prefix(common), new).compactMap { before, after in
      before.options == after.options ? nil : .update(location, from: before, to: after)
    }
    changes.pushes = new[common...].map { .push(location, $0) }
    return changes
  }

  /// The pop, if any, that leaves the first `common` of `entries` on the stack at `location`.
  static func pops(
    of entries: [NavigationEntry<Schema>], keeping common: Int, at location: StackLocation<Schema>
  ) -> [Step<Schema>] {
    guard entries.count > common else { return [] }
    let target = common > 0 ? entries[common - 1].id : nil
    return [.pop(location, to: target, removed: Array(entries[common...]))]
  }

  /// Whether two arrays are one: the same storage and count, so equal without looking at a single
  /// entry.
  static func sharesStorage(
    _ a: [NavigationEntry<Schema>], _ b: [NavigationEntry<Schema>]
  ) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
  }

  private static func presentationChanges(
    from old: Presentation<Schema>, to new: Presentation<Schema>
  ) -> StackChanges {
    let location = StackLocation<Schema>.presentation(old.id)
    var changes = stackChanges(from: old.stack, to: new.stack, at: location)
    changes.updateRoot(old.root, to: new.root, at: location)
    if old.withOptions(of: new) != old {
      changes.updates.insert(.updatePresentation(from: old, to: new), at: 0)
    }
    return changes
  }

  private static func presentSteps(_ presentation: Presentation<Schema>) -> [Step<Schema>] {
    var bare = presentation
    bare.stack = []
    let location = StackLocation<Schema>.presentation(presentation.id)
    return [.present(bare)] + presentation.stack.map { .push(location, $0) }
  }
}

extension NavigationState.StackChanges {
  mutating func append(_ other: Self) {
    pops += other.pops
    updates += other.updates
    pushes += other.pushes
  }
}
