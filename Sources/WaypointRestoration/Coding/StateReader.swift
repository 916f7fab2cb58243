import WaypointCore

/// Reads a snapshot's state leniently into a valid state for the app as it is today, reporting
/// every part it leaves out.
///
/// Parts are read one by one from the decoder's containers, so a part that does not decode is cut
/// out alone: an entry cuts its stack, a tab drops its stack, a presentation drops itself and those
/// above it. Identities are claimed as they are read, which keeps them unique across the state.
struct StateReader<Schema: NavigationSchema> {
  typealias Container = KeyedDecodingContainer<SnapshotKey>
  typealias Part = RestorationIssue.Part
  typealias Entry = NavigationEntry<Schema>

  let coder: SnapshotCoder<Schema>
  /// Reads the routes when the snapshot has an older route version.
  let migration: RouteMigration<Schema>?
  private(set) var issues: [RestorationIssue] = []
  private var identities = Set<UInt64>()
  /// The tab bar as the snapshot has it: the tabs the app knows, in order.
  private var order: [Schema.Tab] = [], hidden = Set<Schema.Tab>(),
    sections: [Schema.Tab: String] = [:]

  init(coder: SnapshotCoder<Schema>, migration: RouteMigration<Schema>?) {
    self.coder = coder
    self.migration = migration
  }

  /// The state `snapshot` holds, or the app's fresh state when there is none.
  mutating func read(_ snapshot: Container?) -> NavigationState<Schema> {
    var state = NavigationState<Schema>(tabs: coder.tabs, selectedTab: coder.defaultTab)
    guard let snapshot else {
      report(Refusal(.unreadableState), in: .snapshot)
      return state
    }
    let stacks = tabStacks(snapshot)
    for index in state.tabStacks.indices {
      state.tabStacks[index].stack = Stack(stacks[state.tabStacks[index].tab] ?? [])
    }
    state.selectedTab = selectedTab(snapshot)
    // The app's tabs the snapshot lacks are new since: they go at the end.
    let tabs = order + coder.tabs.filter { !order.contains($0) }
    if hidden.count == tabs.count {
      report(Refusal(.unreadableTabBar), in: .snapshot)
      hidden = []
    }
    state.arrange(tabs, hidden: hidden, sections: sections)
    state.searchQuery = decoded(.search, of: snapshot, else: .unreadableTabBar, in: .snapshot) ?? ""
    state.presentations = presentations(snapshot)
    state.nextIdentity = identityCounter(snapshot)
    state.returnValues = returnValues(snapshot, of: state)
    state.checkInvariants()
    return state
  }

  // MARK: - Tabs

  /// Each app tab's stack: unknown, unreadable and repeated tabs are dropped.
  private mutating func tabStacks(_ snapshot: Container) -> [Schema.Tab: [Entry]] {
    var stacks: [Schema.Tab: [Entry]] = [:]
    guard var list = list(.tabs, of: snapshot, else: .unreadableTabs, in: .snapshot) else {
      return stacks
    }
    // A decoder per item moves the list on even when the item is not an object.
    while !list.isAtEnd, let item = try? list.superDecoder() {
      let tab = try? item.container(keyedBy: SnapshotKey.self)
      do throws(Refusal) {
        guard let tab else { throw Refusal(.unreadableTab) }
        let key = try Refusal.reading(as: .unreadableTab) {
          try tab.decode(Schema.Tab.self, forKey: .name)
        }
        guard coder.tabs.contains(key) else { throw Refusal(.unknownTab) }
        guard stacks[key] == nil else { throw Refusal(.repeatedTab) }
        let part = Part.tab("\(key)")
        stacks[key] = stack(tab, in: part)
        order.append(key)
        // A hidden flag or section of another type is left out and reported, the tab kept.
        if decoded(.hidden, of: tab, else: .unreadableTabBar, in: part) as Bool? == true {
          hidden.insert(key)
        }
        sections[key] = decoded(.section, of: tab, else: .unreadableTabBar, in: part)
      } catch {
        let name = (try? tab?.decode(String.self, forKey: .name)) ?? "?"
        report(error, in: .tab(name), dropping: Self.stackCount(tab))
      }
    }
    return stacks
  }

  private mutating func selectedTab(_ snapshot: Container) -> Schema.Tab {
    let fallback = "\(coder.defaultTab)"
    // Older snapshots name it `selected`, after the presentations.
    let key: SnapshotKey =
      snapshot.contains(.selected) && !snapshot.contains(.current) ? .selected : .current
    do {
      let tab = try snapshot.decode(Schema.Tab.self, forKey: key)
      if coder.tabs.contains(tab) { return tab }
      report(Refusal(.unknownSelectedTab("\(tab)", fallback: fallback)), in: .selectedTab)
    } catch {
      report(Refusal(.unreadableSelectedTab(fallback: fallback), error), in: .selectedTab)
    }
    return coder.defaultTab
  }

  // MARK: - Stacks and entries

  /// The entries of `owner`'s stack up to the first that cannot be restored, or up to the depth
  /// limit.
  ///
  /// A presentation leaves an empty stack out.
  private mutating func stack(_ owner: Container, in part: Part) -> [Entry] {
    if case .presentation = part, !owner.contains(.stack) { return [] }
    guard var list = list(.stack, of: owner, else: .unreadableStack, in: part, at: 0) else {
      return []
    }
    let total = list.count ?? 0
    let limit = coder.limits.maximumDepth ?? .max
    var entries: [Entry] = []
    entries.reserveCapacity(min(total, limit))
    while !list.isAtEnd {
      do throws(Refusal) {
        guard entries.count < limit else { throw Refusal(.stackTooDeep(limit: limit)) }
        let item = try Refusal.reading(as: .unreadableEntry) {
          try list.nestedContainer(keyedBy: SnapshotKey.self)
        }
        entries.append(try entry(item, in: part))
      } catch {
        report(error, in: part, at: entries.count, dropping: total - entries.count)
        break
      }
    }
    return entries
  }

  /// The entry `item` holds, with its identity claimed; options that cannot be read are reset and
  /// reported, and the entry kept.
  private mutating func entry(_ item: Container, in part: Part) throws(Refusal) -> Entry {
    let raw = try Refusal.reading(as: .unreadableEntry) {
      try item.decode(UInt64.self, forKey: .id)
    }
    let route = try self.route(item)
    try claim(raw)
    var options = EntryOptions<Schema.Selection>()
    do {
      options =
        try item.decodeIfPresent(SnapshotOptions<Schema.Selection>.self, forKey: .options)?
        .options ?? options
    } catch {
      report(Refusal(.optionsReset(EntryID(rawValue: raw)), error), in: part)
    }
    // A back lock lasts for the run that set it, unless the app asks for more.
    if !coder.restoresBackLocks { options.isBackLocked = false }
    return Entry(id: EntryID(rawValue: raw), route: route, options: options)
  }

  /// The entry's route, through the migration when the snapshot is older.
  private func route(_ entry: Container) throws(Refusal) -> Schema.Route {
    guard let migration else {
      return try Refusal.reading(as: .unreadableRoute) {
        try entry.decode(Schema.Route.self, forKey: .route)
      }
    }
    let route = try Refusal.reading(as: .unreadableRoute) {
      try migration.decode(try entry.superDecoder(forKey: .route))
    }
    guard let route else { throw Refusal(.routeRemoved(byMigrationFrom: migration.version)) }
    return route
  }

  // MARK: - Presentations

  /// The presentations up to the first that cannot be restored, or up to the limit; it and those
  /// above it are dropped, as each was presented over the one below.
  private mutating func presentations(_ snapshot: Container) -> [Presentation<Schema>] {
    guard snapshot.contains(.presentations),
      var list = list(.presentations, of: snapshot, else: .unreadablePresentations, in: .snapshot)
    else { return [] }
    let limit = coder.limits.maximumPresentations ?? .max
    var result: [Presentation<Schema>] = []
    while !list.isAtEnd, let item = try? list.superDecoder() {
      let part = Part.presentation(result.count)
      let container = try? item.container(keyedBy: SnapshotKey.self)
      do throws(Refusal) {
        guard result.count < limit else { throw Refusal(.tooManyPresentations(limit: limit)) }
        let presentation = try presentation(container, in: part)
        guard presentation.style.isDialog else {
          result.append(presentation)
          continue
        }
        guard presentation.stack.isEmpty, list.isAtEnd else { throw Refusal(.misplacedDialog) }
        // A dialog asks its question in the run that showed it, unless the app says otherwise.
        if coder.restoresDialogs { result.append(presentation) }
        break
      } catch {
        var (dropped, entries) = (1, Self.stackCount(container) + 1)
        while !list.isAtEnd, let above = try? list.superDecoder() {
          dropped += 1
          entries += Self.stackCount(try? above.container(keyedBy: SnapshotKey.self)) + 1
        }
        report(error, in: part, dropping: entries, presentations: dropped)
        break
      }
    }
    return result
  }

  /// The presentation `item` holds, with its identities claimed.
  private mutating func presentation(_ item: Container?, in part: Part) throws(Refusal)
    -> Presentation<Schema>
  {
    guard let item else { throw Refusal(.unreadablePresentation) }
    let (raw, style) = try Refusal.reading(as: .unreadablePresentation) {
      (
        try item.decode(UInt64.self, forKey: .id),
        try item.decode(PresentationStyle.self, forKey: .kind)
      )
    }
    try claim(raw)
    do throws(Refusal) {
      let root = try entry(
        Refusal.reading(as: .unreadableEntry) {
          try item.nestedContainer(keyedBy: SnapshotKey.self, forKey: .root)
        }, in: part)
      var presentation = Presentation(
        id: PresentationID(rawValue: raw), style: style, root: root,
        stack: Stack(stack(item, in: part)))
      // Its options one by one: one that cannot be read, or does not fit its style or its detents,
      // is left out and reported, but a selected detent only once: its list's issue says it all.
      var dropped: SnapshotKey?
      func read<Value: Decodable>(
        _ key: SnapshotKey, _ set: (inout Presentation<Schema>, Value) -> Void
      ) {
        let reason = RestorationIssue.Reason.optionDropped(key.stringValue)
        guard let value: Value = decoded(key, of: item, else: reason, in: part) else {
          return dropped = key
        }
        var changed = presentation
        set(&changed, value)
        if changed.optionsMisfit == nil { return presentation = changed }
        if key != .detent || dropped != .detents { report(Refusal(reason), in: part) }
      }
      read(.detents) { $0.detents = $1 as [Detent] }
      read(.detent) { $0.selectedDetent = $1 as Detent }
      read(.dismissal) { $0.dismissal = $1 as Dismissal }
      read(.anchor) { $0.anchor = $1 as Schema.Selection }
      return presentation
    } catch {
      identities.remove(raw)  // the presentation is dropped: its identity is free again
      throw error
    }
  }

  // MARK: - Return values

  /// The values waiting at return points whose entries were restored; a value that does not decode,
  /// or whose entry is gone, is dropped and reported.
  private mutating func returnValues(_ snapshot: Container, of state: NavigationState<Schema>)
    -> [EntryID: Schema.ReturnValue]
  {
    var values: [EntryID: Schema.ReturnValue] = [:]
    guard snapshot.contains(.returns),
      var list = list(.returns, of: snapshot, else: .returnValueDropped(nil), in: .snapshot)
    else { return values }
    var items: [(id: EntryID?, container: Container?)] = []
    while !list.isAtEnd, let item = try? list.superDecoder() {
      let container = try? item.container(keyedBy: SnapshotKey.self)
      let id = (try? container?.decode(UInt64.self, forKey: .id)).map(EntryID.init(rawValue:))
      items.append((id, container))
    }
    // The entries of all the values, found in one walk over the state's entries.
    let restored = state.entryIDs(among: Set(items.compactMap(\.id)))
    for (id, container) in items {
      if let id, restored.contains(id),
        let value = try? container?.decode(Schema.ReturnValue.self, forKey: .value)
      {
        values[id] = value
      } else {
        report(Refusal(.returnValueDropped(id)), in: .snapshot)
      }
    }
    return values
  }

  // MARK: - Identities

  /// Reserves an identity, unless it is taken or beyond the counter's bound.
  private mutating func claim(_ raw: UInt64) throws(Refusal) {
    guard raw < NavigationState<Schema>.maximumIdentity else {
      throw Refusal(.identityOutOfRange(raw))
    }
    guard identities.insert(raw).inserted else { throw Refusal(.identityUsedTwice(raw)) }
  }

  /// The saved counter when it is above every identity restored and within bounds; else one past
  /// the largest identity restored.
  ///
  /// A counter the snapshot holds and that is replaced is reported, though no entry is lost: the
  /// identities the app handed out before may be handed out again. A missing one is recomputed
  /// without a report, as a snapshot without it loses nothing (a file cut before it is reported as
  /// cut).
  private mutating func identityCounter(_ snapshot: Container) -> UInt64 {
    let needed = (identities.max() ?? 0) + 1
    let reason = RestorationIssue.Reason.unreadableIdentityCounter(replacement: needed)
    guard let saved: UInt64 = decoded(.next, of: snapshot, else: reason, in: .snapshot) else {
      return needed
    }
    guard saved >= needed, saved <= NavigationState<Schema>.maximumIdentity else {
      report(Refusal(.identityCounterOutOfRange(saved, replacement: needed)), in: .snapshot)
      return needed
    }
    return saved
  }

  // MARK: - Reports

  /// The value under `key`, or `nil` when there is none or, reported for `reason`, it does not
  /// decode.
  private mutating func decoded<Value: Decodable>(
    _ key: SnapshotKey, of owner: Container, else reason: RestorationIssue.Reason, in part: Part
  ) -> Value? {
    do {
      return try owner.decodeIfPresent(Value.self, forKey: key)
    } catch {
      report(Refusal(reason, error), in: part)
      return nil
    }
  }

  /// The list under `key`, or `nil` once reported as unreadable for `reason`.
  private mutating func list(
    _ key: SnapshotKey, of owner: Container, else reason: RestorationIssue.Reason, in part: Part,
    at position: Int? = nil
  ) -> (any UnkeyedDecodingContainer)? {
    do {
      return try owner.nestedUnkeyedContainer(forKey: key)
    } catch {
      report(Refusal(reason, error), in: part, at: position)
      return nil
    }
  }

  /// How many entries `owner`'s stack holds, for the report of a dropped part.
  private static func stackCount(_ owner: Container?) -> Int {
    (try? owner?.nestedUnkeyedContainer(forKey: .stack))?.count ?? 0
  }

  private mutating func report(
    _ refusal: Refusal, in part: Part, at position: Int? = nil, dropping entries: Int = 0,
    presentations: Int = 0
  ) {
    issues.append(
      RestorationIssue(
        refusal.reason, in: part, at: position, droppedEntries: entries,
        droppedPresentations: presentations, detail: refusal.detail))
  }
}
