public import Logging
public import Observation
public import WaypointCore
import WaypointLinks

/// The one reference type an app holds: it owns the ``NavigationState``,
/// applies operations through its policy and guards, keeps the UI and the model
/// in step, and reports what happened.
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
/// Reads are tracked part by part: ``selectedTab``, ``stack(at:)`` of each
/// tab, ``presentations`` and ``version``. A change to one
/// tab's stack invalidates only the observers of that stack; presenting a sheet
/// invalidates only the observers of ``presentations``. Reading ``state``
/// tracks everything.
///
/// # Ordering
/// Navigations run one at a time, in the order they were asked for. Each is
/// applied in the call that asks for it unless a guard answers later; until
/// that guard has decided, the navigations asked after it wait their turn.
@Observable
@MainActor
public final class Navigator<Schema: NavigationSchema> {
  @ObservationIgnored var storage: NavigationState<Schema>
  /// The key paths observation is told about, made once: a key path into a
  /// generic class is instantiated at run time, each time it is written.
  @ObservationIgnored let keys: ObservedKeys
  @ObservationIgnored var stackKeys: [Schema.Tab: KeyPath<Navigator, Stack<Schema>?>] = [:]
  @ObservationIgnored var presentationStackKeys:
    [PresentationID: KeyPath<Navigator, Stack<Schema>?>] = [:]
  @ObservationIgnored var versionValue: UInt64 = 0
  @ObservationIgnored var unsavedValue: [EntryID: String] = [:]
  @ObservationIgnored var pendingValue: PendingNavigation<Schema>?
  @ObservationIgnored var readyValue: Bool
  @ObservationIgnored var waitingValue: [WaitingLink<Schema>] = []
  /// Navigations waiting for their turn, in the order they were asked for.
  @ObservationIgnored var line: [Request] = []
  @ObservationIgnored var isRunningLine = false
  @ObservationIgnored var isDeferringLine = false
  /// Whether a guard is deciding on the navigation whose turn it is.
  @ObservationIgnored var isDeciding = false

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
  /// Whether a guard redirected a navigation that ``resumePending()->NavigationTask<Schema>?`` can land on.
  public var hasPendingNavigation: Bool { pending != nil }

  /// The policy every operation is performed with.
  @ObservationIgnored public var policy: NavigationPolicy
  @ObservationIgnored let guards: [any NavigationGuard<Schema>]
  /// Whether any guard may refuse or delay a navigation: a display shows the
  /// user's push only once the guards have answered.
  package var hasGuards: Bool { !guards.isEmpty }
  @ObservationIgnored package let logger: Logger
  var pending: PendingNavigation<Schema>? {
    get {
      access(keyPath: keys.pending)
      return pendingValue
    }
    set { withMutation(keyPath: keys.pending) { pendingValue = newValue } }
  }
  @ObservationIgnored var waiters: [EntryID: ResultWaiter] = [:]
  @ObservationIgnored var nextWaiterToken = 0
  @ObservationIgnored var deliveries: [EntryID: any Sendable] = [:]
  @ObservationIgnored var subscribers: [Int: AsyncStream<NavigationOutcome<Schema>>.Continuation] =
    [:]
  @ObservationIgnored var nextSubscriber = 0
  @ObservationIgnored var commitObservers = ObserverList<StateTransition<Schema>>()
  @ObservationIgnored var eventObservers = ObserverList<NavigationOutcome<Schema>>()
  /// Whether links open at once; before the app says it is ready they queue.
  package internal(set) var isReadyForLinks: Bool {
    get {
      access(keyPath: keys.isReadyForLinks)
      return readyValue
    }
    set { withMutation(keyPath: keys.isReadyForLinks) { readyValue = newValue } }
  }
  /// Links waiting for readiness or for presentations to go away, in arrival order.
  var waitingLinks: [WaitingLink<Schema>] {
    get {
      access(keyPath: keys.waitingLinks)
      return waitingValue
    }
    set { withMutation(keyPath: keys.waitingLinks) { waitingValue = newValue } }
  }

  /// Creates a navigator that starts from `state`.
  ///
  /// Guards see this way in too: entries a guard does not allow on screen now
  /// (see ``NavigationGuard/allows(_:)``) are left out of the starting state,
  /// so a protected screen saved while signed in does not come back signed out.
  /// To run a saved state through the guards' full evaluation and the
  /// policy, start from a fresh state and call ``restore(_:)->NavigationTask<Schema>``.
  ///
  /// - Parameters:
  ///   - state: Where to start: a fresh state, a restored one, or a deep link's.
  ///   - policy: Tab reselection, duplicate push and the limits.
  ///   - guards: Checked in order before every transition.
  ///   - logger: Receives a debug record per event, and the route payloads at
  ///     trace level; nothing at the default log level.
  ///   - readyForLinks: Whether links open at once; pass `false` at cold start
  ///     and call ``markReadyForLinks()`` when the first screen is up.
  public init(
    state: NavigationState<Schema>,
    policy: NavigationPolicy = .init(),
    guards: [any NavigationGuard<Schema>] = [],
    logger: Logger = Logger(label: "waypoint.navigator"),
    readyForLinks: Bool = true
  ) {
    var start = state
    start.removeEntries { entry in !guards.allSatisfy { $0.allows(entry) } }
    self.storage = start
    self.policy = policy
    self.guards = guards
    self.logger = logger
    self.readyValue = readyForLinks
    self.keys = ObservedKeys()
  }

  // No result waiter can be pending here: a task awaiting a result is inside one
  // of this navigator's methods and keeps it alive. Event streams, which hold
  // the navigator weakly, end.
  deinit {
    for subscriber in subscribers.values { subscriber.finish() }
  }

  /// Whether no navigation is waiting for a guard or for its turn.
  package var isIdle: Bool { !isDeciding && line.isEmpty }

  /// The state as it is now, without tracking anything: for code that follows
  /// the model through commit observers rather than observation.
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
  /// Reading it tracks every presentation and every presentation's stack; to
  /// follow one presentation's stack alone, read ``stack(at:)``.
  public var presentations: [Presentation<Schema>] {
    access(keyPath: keys.presentations)
    return storage.presentations
  }

  /// The stack at `location`, tracked for that stack alone: a push on one
  /// presentation's stack does not invalidate the observers of another's, nor
  /// of any tab's.
  ///
  /// `nil` when the location does not exist.
  public func stack(at location: StackLocation<Schema>) -> Stack<Schema>? {
    switch location {
    case .tab(let tab): self[observedStack: tab]
    case .presentation(let id): self[observedPresentationStack: id]
    }
  }

  /// The stack pushes land on: the top presentation's, else the selected
  /// tab's; while a dialog is up, the one beneath it.
  public var activeStack: Stack<Schema> {
    guard let top = presentations.last(where: { !$0.style.isDialog }) else {
      return self[observedStack: selectedTab] ?? []
    }
    return top.stack
  }

  subscript(observedStack tab: Schema.Tab) -> Stack<Schema>? {
    access(keyPath: stackKey(tab))
    return storage.stack(at: .tab(tab))
  }

  subscript(observedPresentationStack id: PresentationID) -> Stack<Schema>? {
    access(keyPath: presentationStackKey(id))
    return storage.presentation(id)?.stack
  }

  /// The key path of one tab's observed stack, made once per tab.
  func stackKey(_ tab: Schema.Tab) -> KeyPath<Navigator, Stack<Schema>?> {
    if let key = stackKeys[tab] { return key }
    let key = \Navigator.[observedStack: tab]
    stackKeys[tab] = key
    return key
  }

  /// The key path of one presentation's observed stack, made once while it is up.
  func presentationStackKey(_ id: PresentationID) -> KeyPath<Navigator, Stack<Schema>?> {
    if let key = presentationStackKeys[id] { return key }
    let key = \Navigator.[observedPresentationStack: id]
    // Forget the keys of presentations long gone, so the cache stays small.
    if presentationStackKeys.count >= 64 {
      let up = Set(storage.presentations.map { $0.id })
      presentationStackKeys = presentationStackKeys.filter { up.contains($0.key) }
    }
    presentationStackKeys[id] = key
    return key
  }

  /// Replaces the state, invalidating exactly the observers of the parts that changed.
  func replaceStorage(with new: NavigationState<Schema>) {
    let old = storage
    if old.presentations != new.presentations {
      let changedStacks = changedPresentationStacks(from: old, to: new)
      withMutation(keyPath: keys.presentations) {
        for id in changedStacks {
          withMutation(keyPath: presentationStackKey(id)) {}
        }
        storage.presentations = new.presentations
      }
    }
    for (index, tabStack) in new.tabStacks.enumerated() where old.tabStacks[index] != tabStack {
      withMutation(keyPath: stackKey(tabStack.tab)) { storage.tabStacks[index] = tabStack }
    }
    if old.selectedTab != new.selectedTab {
      withMutation(keyPath: keys.selectedTab) { storage.selectedTab = new.selectedTab }
    }
    storage.nextIdentity = new.nextIdentity
    version += 1
  }

  /// Tells observation what a transition applied in place changed: each
  /// stack it touched, the presentations, the selection, and the version.
  func announceChanges(of transition: StateTransition<Schema>) {
    if transition.steps.count == 1, let tab = Self.tab(changedBy: transition.steps[0]) {
      // The common case, one push or pop on a tab, without the lists below.
      withMutation(keyPath: stackKey(tab)) {}
      version += 1
      return
    }
    var tabs: [Schema.Tab] = []
    var presentationStacks: [PresentationID] = []
    var presentationsChanged = false
    var selectionChanged = false
    func touch(_ location: StackLocation<Schema>) {
      switch location {
      case .tab(let tab): if !tabs.contains(tab) { tabs.append(tab) }
      case .presentation(let id):
        presentationsChanged = true
        if !presentationStacks.contains(id) { presentationStacks.append(id) }
      }
    }
    for step in transition.steps {
      switch step {
      case .dismiss(let presentation), .present(let presentation):
        touch(.presentation(presentation.id))
      case .selectTab: selectionChanged = true
      case .pop(let location, _, _), .push(let location, _), .replace(let location, _, _):
        touch(location)
      case .update(let location, let before, _):
        if case .presentation(let id) = location, storage.presentation(id)?.root.id == before.id {
          presentationsChanged = true
        } else {
          touch(location)
        }
      }
    }
    if presentationsChanged {
      withMutation(keyPath: keys.presentations) {
        for id in presentationStacks { withMutation(keyPath: presentationStackKey(id)) {} }
      }
    }
    for tab in tabs { withMutation(keyPath: stackKey(tab)) {} }
    if selectionChanged { withMutation(keyPath: keys.selectedTab) {} }
    version += 1
  }

  /// The tab whose stack a push, pop or replacement on it changes, which is
  /// all such a step changes.
  private static func tab(changedBy step: Step<Schema>) -> Schema.Tab? {
    switch step {
    case .push(.tab(let tab), _), .pop(.tab(let tab), _, _), .replace(.tab(let tab), _, _): tab
    case .dismiss, .selectTab, .push, .pop, .replace, .update, .present: nil
    }
  }

  /// The key paths of the parts observation tracks, made once per navigator.
  @MainActor struct ObservedKeys {
    let version: KeyPath<Navigator, UInt64>
    let unsavedEntries: KeyPath<Navigator, [EntryID: String]>
    let pending: KeyPath<Navigator, PendingNavigation<Schema>?>
    let isReadyForLinks: KeyPath<Navigator, Bool>
    let waitingLinks: KeyPath<Navigator, [WaitingLink<Schema>]>
    let selectedTab: KeyPath<Navigator, Schema.Tab>
    let presentations: KeyPath<Navigator, [Presentation<Schema>]>

    init() {
      version = \.version
      unsavedEntries = \.unsavedEntries
      pending = \.pending
      isReadyForLinks = \.isReadyForLinks
      waitingLinks = \.waitingLinks
      selectedTab = \.selectedTab
      presentations = \.presentations
    }
  }

  /// The presentations whose stack differs between two states, or that are
  /// in only one of them.
  private func changedPresentationStacks(
    from old: NavigationState<Schema>, to new: NavigationState<Schema>
  ) -> [PresentationID] {
    let oldStacks = Dictionary(old.presentations.map { ($0.id, $0.stack) }) { first, _ in first }
    let newStacks = Dictionary(new.presentations.map { ($0.id, $0.stack) }) { first, _ in first }
    // In chain order, so observers hear of changes the same way every time.
    let ids = old.presentations.map(\.id) + new.presentations.map(\.id)
    var seen = Set<PresentationID>()
    return ids.filter { seen.insert($0).inserted && oldStacks[$0] != newStacks[$0] }
  }
}
