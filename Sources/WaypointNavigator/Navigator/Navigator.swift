public import Logging
public import Observation
public import WaypointCore
import WaypointLinks

/// The one reference type an app holds: it owns the ``NavigationState``, applies operations through
/// its policy and guards, keeps the UI and the model in step, and reports what happened.
///
/// ```swift
/// @MainActor let navigator = Navigator(
///   state: NavigationState<App>(tabs: [.pokedex, .berries]),
///   guards: [UnsavedChangesGuard(), signInGuard])
///
/// navigator.push(.pokemon(id: 25))
/// navigator.navigate(to: NavigationTarget(tab: .berries, routes: [.berry(id: 16)]))
/// let outcome = await navigator.pop().outcome
/// ```
///
/// # Observation
/// Reads are tracked part by part: ``selectedTab``, ``stack(at:)`` of each tab, ``presentations``
/// and ``version``. A change to one tab's stack invalidates only the observers of that stack;
/// presenting a sheet invalidates only the observers of ``presentations``. Reading ``state`` tracks
/// everything.
///
/// # Ordering
/// Navigations run one at a time, in the order they were asked for. Each is applied in the call
/// that asks for it unless a guard answers later; until that guard has decided, the navigations
/// asked after it wait their turn.
@Observable
@MainActor
public final class Navigator<Schema: NavigationSchema> {
  @ObservationIgnored var storage: NavigationState<Schema>
  /// The key paths observation is told about, made once: a key path into a generic class is
  /// instantiated at run time, each time it is written.
  @ObservationIgnored let keys: ObservedKeys
  /// The key path of each tab's stack, made with the navigator: its tabs never change.
  @ObservationIgnored var stackKeys: [Schema.Tab: ObservedKey]
  /// The same key paths by the tab's index, as `AnyKeyPath`: the array's type owes nothing to the
  /// schema.
  @ObservationIgnored var tabStackKeys: [AnyKeyPath]
  /// The key path of each place in the chain of presentations, as `AnyKeyPath`.
  ///
  /// Made once per place, not per presentation, which would build a key path per present.
  @ObservationIgnored var presentationSlotKeys: [AnyKeyPath] = []
  /// How many presentations are up, kept beside the state so that a present or a dismiss finds its
  /// place without reading the generic state.
  @ObservationIgnored var presentationCount: Int
  @ObservationIgnored var versionValue: UInt64 = 0
  @ObservationIgnored var unsavedValue: [EntryID: String] = [:]
  @ObservationIgnored var pendingValue: PendingNavigation<Schema>?
  /// Whether ways in open at once; before the app says it is ready they queue.
  @ObservationIgnored package internal(set) var isReadyForWaysIn: Bool
  /// Ways in waiting for readiness or for presentations to go away.
  @ObservationIgnored var waitingWaysInQueue = WayInQueue<WaitingWayIn<Schema>>()
  /// The ways in started, in arrival order, which a window that closes takes back unless settled;
  /// few, as each settles once its guards answer.
  @ObservationIgnored var startedWaysIn: [WaitingWayIn<Schema>] = []
  /// The navigations of ways in taken back while a guard decided on them: the guard's answer is not
  /// applied.
  @ObservationIgnored var withdrawnTasks: Set<ObjectIdentifier> = []
  /// Whether any way in waits, known without looking at the list.
  @ObservationIgnored var hasWaitingWaysIn = false
  /// Navigations waiting for their turn, in the order they were asked for.
  @ObservationIgnored var line: [Request] = []
  /// Whether any navigation waits in ``line``, known without looking at it.
  @ObservationIgnored var hasLine = false
  @ObservationIgnored var isRunningLine = false
  @ObservationIgnored var isDeferringLine = false
  /// Whether a guard is deciding on the navigation whose turn it is.
  @ObservationIgnored var isDeciding = false
  /// The animation of the innermost ``withAnimation(_:_:)`` running, if any.
  @ObservationIgnored var animationScope: NavigationAnimation?

  /// Counts applied non-empty transitions; UIs report changes against it.
  public internal(set) var version: UInt64 {
    get {
      access(keyPath: keys.version)
      return versionValue
    }
    set { withMutation(keyPath: keys.version) { versionValue = newValue } }
  }
  /// Entries that hold unsaved changes, with the reason each gave.
  package internal(set) var unsavedEntries: [EntryID: String] {
    get {
      access(keyPath: keys.unsavedEntries)
      return unsavedValue
    }
    set { withMutation(keyPath: keys.unsavedEntries) { unsavedValue = newValue } }
  }
  /// Whether a guard redirected a navigation that ``resumePending()->NavigationTask<Schema>?`` can
  /// land on.
  public var hasPendingNavigation: Bool { pending != nil }

  /// The policy every operation is performed with.
  @ObservationIgnored public var policy: NavigationPolicy
  @ObservationIgnored let guards: [any NavigationGuard<Schema>]
  /// Whether any guard may deny or delay a navigation: a display shows the user's push only once
  /// the guards have answered.
  @ObservationIgnored package let hasGuards: Bool
  @ObservationIgnored package let logger: Logger
  var pending: PendingNavigation<Schema>? {
    get {
      access(keyPath: keys.pending)
      return pendingValue
    }
    set {
      withMutation(keyPath: keys.pending) { pendingValue = newValue }
      hasPending = newValue != nil
    }
  }
  /// Whether ``pending`` holds a navigation, known without looking at it.
  @ObservationIgnored var hasPending = false
  @ObservationIgnored var subscribers: [Int: AsyncStream<NavigationOutcome<Schema>>.Continuation] =
    [:]
  @ObservationIgnored var nextSubscriber = 0
  /// Whether any stream subscribes, known without looking at the subscribers.
  @ObservationIgnored var hasSubscribers = false
  @ObservationIgnored var commitObservers = ObserverList<StateTransition<Schema>>()
  @ObservationIgnored var eventObservers = ObserverList<NavigationOutcome<Schema>>()
  /// What the user saw and every reported navigation, the newest kept; reading it tracks nothing.
  @ObservationIgnored public internal(set) var timeline = NavigationTimeline<Schema>()

  /// Creates a navigator that starts from `state`.
  ///
  /// Guards see the starting state too: entries a guard does not allow on screen now (see
  /// ``NavigationGuard/allows(_:)``) are left out of the starting state, so a protected screen
  /// saved while signed in does not come back signed out. To run a saved state through the guards'
  /// full evaluation and the policy, start from a fresh state and call
  /// ``restore(_:)->NavigationTask<Schema>``.
  ///
  /// - Parameters:
  ///   - state: Where to start: a fresh state, a restored one, or a deep link's.
  ///   - policy: Tab reselection, duplicate push and the limits.
  ///   - guards: Checked in order before every transition.
  ///   - logger: Receives a debug record per event, and the route payloads at trace level; nothing
  ///     at the default log level.
  ///   - readyForWaysIn: Whether ways in open at once; pass `false` at cold start, restore the
  ///     saved session, and call ``markReadyForWaysIn()`` when the first screen is up: the launch
  ///     order.
  public init(
    state: NavigationState<Schema>,
    policy: NavigationPolicy = .init(),
    guards: [any NavigationGuard<Schema>] = [],
    logger: Logger = Logger(label: "waypoint.navigator"),
    readyForWaysIn: Bool = true
  ) {
    var start = state
    start.removeEntries { entry in !guards.allSatisfy { $0.allows(entry) } }
    self.storage = start
    self.presentationCount = start.presentations.count
    self.policy = policy
    self.guards = guards
    self.logger = logger
    self.isReadyForWaysIn = readyForWaysIn
    self.keys = ObservedKeys()
    self.hasGuards = !guards.isEmpty
    (self.stackKeys, self.tabStackKeys) = Self.tabKeys(start.tabs)
  }

  /// The key path of each tab's stack, by its index in the bar.
  private static func tabKeys(_ tabs: [Schema.Tab]) -> ([Schema.Tab: ObservedKey], [AnyKeyPath]) {
    let keys = tabs.indices.map { index -> ObservedKey in \Navigator.[observedTabStack: index] }
    return (Dictionary(uniqueKeysWithValues: zip(tabs, keys)), keys)
  }

  /// Gives each tab its new index's key, and tells observation every tab's stack and the bar
  /// changed.
  private func announceArrangement() {
    let before = tabStackKeys
    (stackKeys, tabStackKeys) = Self.tabKeys(storage.tabs)
    for key in before.count > tabStackKeys.count ? before : tabStackKeys {
      withMutation(keyPath: unsafeDowncast(key, to: ObservedKey.self)) {}
    }
    withMutation(keyPath: keys.selectedTab) {}
  }

  // No awaiter of a returned value can be pending here: a task awaiting one is inside one of this
  // navigator's methods and keeps it alive. Event streams, which hold the navigator weakly, end.
  deinit {
    for subscriber in subscribers.values { subscriber.finish() }
  }

  /// Whether no navigation is waiting for a guard or for its turn.
  package var isIdle: Bool { !isDeciding && line.isEmpty }

  /// The state as it is now, without tracking anything: for code that follows the model through
  /// commit observers rather than observation.
  package var currentState: NavigationState<Schema> { storage }

  /// The whole state.
  ///
  /// Reading it tracks every part.
  public var state: NavigationState<Schema> {
    _ = version
    return storage
  }

  /// The tab shown by the tab bar.
  public var selectedTab: Schema.Tab {
    access(keyPath: keys.selectedTab)
    return storage.selectedTab
  }

  /// The presentations, bottom first, each with its stack.
  ///
  /// Reading it tracks every presentation and every presentation's stack; to follow one
  /// presentation's stack alone, read ``stack(at:)``.
  public var presentations: [Presentation<Schema>] {
    access(keyPath: keys.presentations)
    return storage.presentations
  }

  /// The stack at `location`, `nil` if there is none, tracked for that stack alone.
  ///
  /// A push on one presentation's stack does not invalidate the observers of another's, nor of any
  /// tab's.
  public func stack(at location: StackLocation<Schema>) -> Stack<Schema>? {
    switch location {
    case .tab(let tab): self[observedStack: tab]
    case .presentation(let id): self[observedPresentationStack: id]
    }
  }

  /// The stack pushes land on: the top presentation's, else the selected tab's; while a dialog is
  /// up, the one beneath it.
  public var activeStack: Stack<Schema> {
    guard let top = presentations.last(where: { !$0.style.isDialog }) else {
      return self[observedStack: selectedTab] ?? []
    }
    return top.stack
  }

  subscript(observedStack tab: Schema.Tab) -> Stack<Schema>? {
    guard let key = stackKeys[tab] else {
      access(keyPath: keys.selectedTab)  // only a change to the tab bar can add it
      return nil
    }
    access(keyPath: key)
    return storage.stack(at: .tab(tab))
  }

  subscript(observedPresentationStack id: PresentationID) -> Stack<Schema>? {
    guard let slot = storage.presentations.firstIndex(where: { $0.id == id }) else {
      // Not up: only a change to the chain can bring it up.
      access(keyPath: keys.presentations)
      return nil
    }
    access(keyPath: presentationSlotKey(slot))
    return storage.presentations[slot].stack
  }

  /// The key path of a tab's stack, by the tab's index.
  ///
  /// Observation tells what it tracks apart by key path; these give each stack one of its own. Only
  /// the key paths are used; their value type, `Int`, owes nothing to the schema: unspecialised
  /// generic code looks up the metadata of each generic type a key path's type names, at each use.
  subscript(observedTabStack index: Int) -> Int { index }

  /// The key path of a place in the chain of presentations; see `observedTabStack`.
  subscript(observedPresentationSlot slot: Int) -> Int { slot }

  /// The key path of the chain of presentations; see `observedTabStack`.
  var observedPresentations: Int { 0 }

  /// The key path of one tab's observed stack.
  func stackKey(_ tab: Schema.Tab) -> ObservedKey {
    stackKeys[tab] ?? keys.presentations
  }

  /// The key path of the stack at place `slot` in the chain of presentations, made once per place.
  func presentationSlotKey(_ slot: Int) -> ObservedKey {
    while presentationSlotKeys.count <= slot {
      let key: ObservedKey = \Navigator.[observedPresentationSlot: presentationSlotKeys.count]
      presentationSlotKeys.append(key)
    }
    return unsafeDowncast(presentationSlotKeys[slot], to: ObservedKey.self)
  }

  /// Replaces the state, invalidating exactly the observers of the parts that changed.
  func replaceStorage(with new: NavigationState<Schema>) {
    let old = storage
    if old.presentations != new.presentations {
      let changedSlots = changedPresentationSlots(from: old.presentations, to: new.presentations)
      withMutation(keyPath: keys.presentations) {
        for slot in changedSlots {
          withMutation(keyPath: presentationSlotKey(slot)) {}
        }
        storage.presentations = new.presentations
      }
      presentationCount = new.presentations.count
    }
    if old.tabs != new.tabs || old.hiddenTabs != new.hiddenTabs
      || old.tabSections != new.tabSections || old.searchQuery != new.searchQuery
    {
      storage = new
      announceArrangement()
    }
    for (index, tabStack) in new.tabStacks.enumerated()
    where index < old.tabStacks.count && old.tabStacks[index] != tabStack {
      withMutation(keyPath: stackKey(tabStack.tab)) { storage.tabStacks[index] = tabStack }
    }
    if old.selectedTab != new.selectedTab {
      withMutation(keyPath: keys.selectedTab) { storage.selectedTab = new.selectedTab }
    }
    storage.nextIdentity = new.nextIdentity
    storage.returnValues = new.returnValues
    bumpVersion()
  }

  /// Tells observation what a transition applied in place changed.
  ///
  /// The common cases (one push or pop on a tab, one present or dismiss) are told apart by `change`
  /// alone, without the lists `announceSteps(of:)` keeps.
  func announceChange(_ change: AppliedChange, of transition: StateTransition<Schema>) {
    switch change {
    case .nothing: return
    case .tabStack(let index):
      withMutation(keyPath: unsafeDowncast(tabStackKeys[index], to: ObservedKey.self)) {}
      bumpVersion()
    case .presented:
      presentationCount += 1
      announcePresentationChange(at: presentationCount - 1)
    case .dismissed:
      presentationCount -= 1
      announcePresentationChange(at: presentationCount)
    case .several:
      announceSteps(of: transition)
    }
  }

  /// Tells observation what the steps of a transition applied in place changed.
  private func announceSteps(of transition: StateTransition<Schema>) {
    var tabs: [Schema.Tab] = []
    var slots: [Int] = []
    var presentationsChanged = false
    var selectionChanged = false
    var arranged = false
    var (presented, dismissed) = (0, 0)
    func touch(_ location: StackLocation<Schema>) {
      switch location {
      case .tab(let tab): if !tabs.contains(tab) { tabs.append(tab) }
      case .presentation(let id):
        presentationsChanged = true
        if let slot = storage.presentations.firstIndex(where: { $0.id == id }),
          !slots.contains(slot)
        {
          slots.append(slot)
        }
      }
    }
    for step in transition.steps {
      switch step {
      case .dismiss: dismissed += 1
      case .present: presented += 1
      case .selectTab, .search: selectionChanged = true
      case .arrangeTabs: arranged = true
      case .pop(let location, _, _), .push(let location, _), .replace(let location, _, _):
        touch(location)
      case .updatePresentation(_, let presentation): touch(.presentation(presentation.id))
      case .update(let location, let before, _):
        if case .presentation(let id) = location, storage.presentation(id)?.root.id == before.id {
          presentationsChanged = true
        } else {
          touch(location)
        }
      }
    }
    if presented + dismissed > 0 {
      // Dismissals take the top of the chain and presentations go on top of what stays, so the
      // places that changed hands are those above it.
      presentationsChanged = true
      let count = storage.presentations.count
      presentationCount = count
      let stayed = max(0, count - presented)
      for slot in stayed..<max(count, count - presented + dismissed) where !slots.contains(slot) {
        slots.append(slot)
      }
    }
    if presentationsChanged {
      withMutation(keyPath: keys.presentations) {
        for slot in slots { withMutation(keyPath: presentationSlotKey(slot)) {} }
      }
    }
    if arranged { announceArrangement() }
    for tab in tabs { withMutation(keyPath: stackKey(tab)) {} }
    if selectionChanged { withMutation(keyPath: keys.selectedTab) {} }
    bumpVersion()
  }

  /// Tells observation that the presentation at place `slot` came or went.
  private func announcePresentationChange(at slot: Int) {
    assert(presentationCount == storage.presentations.count, "The count of presentations drifted.")
    withMutation(keyPath: keys.presentations) {
      withMutation(keyPath: presentationSlotKey(slot)) {}
    }
    bumpVersion()
  }

  /// Counts one more applied transition, without reading the version first as `version += 1` would,
  /// which observation would track.
  func bumpVersion() {
    withMutation(keyPath: keys.version) { versionValue += 1 }
  }

  /// The type of the key paths that name the stacks and presentations to observation.
  typealias ObservedKey = KeyPath<Navigator, Int>

  /// The key paths of the parts observation tracks, made once per navigator.
  @MainActor struct ObservedKeys {
    let version: KeyPath<Navigator, UInt64>
    let unsavedEntries: KeyPath<Navigator, [EntryID: String]>
    let pending: KeyPath<Navigator, PendingNavigation<Schema>?>
    let selectedTab: KeyPath<Navigator, Schema.Tab>
    let presentations: ObservedKey

    init() {
      version = \.version
      unsavedEntries = \.unsavedEntries
      pending = \.pending
      selectedTab = \.selectedTab
      presentations = \.observedPresentations
    }
  }

  /// The places, bottom first, whose presentation or stack differs between two chains.
  private func changedPresentationSlots(
    from old: [Presentation<Schema>], to new: [Presentation<Schema>]
  ) -> [Int] {
    (0..<max(old.count, new.count)).filter { slot in
      guard slot < old.count, slot < new.count else { return true }
      return old[slot].id != new[slot].id || old[slot].stack != new[slot].stack
    }
  }
}
