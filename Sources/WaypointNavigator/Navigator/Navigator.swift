public import Logging
public import Observation
public import WaypointCore
import WaypointLinks

/// The one reference type an app holds: it owns the ``NavigationState``, applies operations through
/// its policy and guards, keeps the UI and the model in step, and reports what happened.
///
/// # Ordering
/// Navigations run one at a time, in the order they were asked for. Each is applied in the call
/// that asks for it unless a guard answers later; until that guard has decided, the navigations
/// asked after it wait their turn, and the ways in wait at the desk, bounded and joined.
@Observable
@MainActor
public final class Navigator<Schema: NavigationSchema> {
  @ObservationIgnored var storage: NavigationState<Schema>
  /// The key paths observation is told about, made once: a key path into a generic class is
  /// instantiated at run time, each time it is written.
  @ObservationIgnored let keys: ObservedKeys
  @ObservationIgnored var versionValue: UInt64 = 0
  @ObservationIgnored var unsavedValue: [EntryID: String] = [:]
  @ObservationIgnored var pendingValue: PendingNavigation<Schema>?
  /// The navigations waiting their turn and the one a guard decides on.
  @ObservationIgnored var line = RequestLine<Schema>()
  /// The ways in waiting to open, and whether the app is ready for them.
  @ObservationIgnored var desk: WayInDesk<Schema>
  /// Values on their way back with the screen that returns them, in the order asked.
  ///
  /// The first lands at the screen beneath in the commit that takes the screen away; one whose
  /// navigation settles without that goes. Stored without their type, so that every commit can
  /// ask whether any is on its way without looking up a generic type's metadata.
  @ObservationIgnored var outbound: [EntryID: [OutboundValue]] = [:]
  /// Who follows the navigator: commit and event observers, stream subscribers.
  @ObservationIgnored var followers = NavigatorFollowers<Schema>()

  /// The policy every operation is performed with.
  @ObservationIgnored public var policy: NavigationPolicy
  @ObservationIgnored let guards: [any NavigationGuard<Schema>]
  /// What every navigation asks of the parts above, known without looking at them.
  @ObservationIgnored var flags: Flags
  @ObservationIgnored package let logger: Logger
  /// What the user saw and every reported navigation, the newest kept.
  @ObservationIgnored var records = NavigationTimeline<Schema>()

  /// What the user saw and every reported navigation, the newest kept, with where the user is now;
  /// reading it tracks nothing.
  public var timeline: NavigationTimeline<Schema> {
    var timeline = records
    timeline.now = storage
    return timeline
  }

  /// Counts the changes of state, applied transitions and values taken.
  ///
  /// UIs report changes against it.
  public internal(set) var version: UInt64 {
    get {
      access(keyPath: keys.state)
      return versionValue
    }
    set { withMutation(keyPath: keys.state) { versionValue = newValue } }
  }
  /// Entries that hold unsaved changes, with the reason each gave.
  package internal(set) var unsavedEntries: [EntryID: String] {
    get {
      access(keyPath: keys.unsavedEntries)
      return unsavedValue
    }
    set { withMutation(keyPath: keys.unsavedEntries) { unsavedValue = newValue } }
  }
  /// Whether a guard redirected a navigation that ``resumePending()`` can land on.
  public var hasPendingNavigation: Bool { pending != nil }

  var pending: PendingNavigation<Schema>? {
    get {
      access(keyPath: keys.pending)
      return pendingValue
    }
    set {
      withMutation(keyPath: keys.pending) { pendingValue = newValue }
      flags.hasPending = newValue != nil
    }
  }

  /// Creates a navigator that starts from `state`.
  ///
  /// Entries a guard does not allow on screen now (``NavigationGuard/allows(_:)``) are left out of
  /// `state`; to run a saved state through the guards' full evaluation and the policy, start from a
  /// fresh state and call ``restore(_:)``.
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
    self.policy = policy
    self.guards = guards
    self.flags = Flags(hasGuards: !guards.isEmpty)
    self.logger = logger
    self.desk = WayInDesk(isReady: readyForWaysIn)
    self.keys = ObservedKeys()
  }

  // No awaiter of a returned value can be pending here: a task awaiting one is inside one of this
  // navigator's methods and keeps it alive. Event streams, which hold the navigator weakly, end.
  deinit {
    followers.finishStreams()
  }

  /// Whether any guard may deny or delay a navigation: a display shows the user's push only once
  /// the guards have answered.
  package var hasGuards: Bool { flags.hasGuards }

  /// What every navigation asks of the guards, the pending navigation and the followers, kept in
  /// one plain value: unspecialised generic code looks up the metadata of a generic type to ask an
  /// array of it whether it is empty or an optional of it for its case, which every navigation
  /// would pay several times over.
  struct Flags {
    let hasGuards: Bool
    var hasPending = false
    var hearsEvents = false
    var hasCommitObservers = false
  }

  /// Whether no navigation is waiting for a guard or for its turn.
  package var isIdle: Bool { !line.isDeciding && !line.hasWaiting && desk.nextLineTurn() == nil }

  /// Whether ways in open at once.
  package var isReadyForWaysIn: Bool { desk.isReady }

  /// The state as it is now, without tracking anything: for code that follows the model through
  /// commit observers rather than observation.
  package var currentState: NavigationState<Schema> { storage }

  /// The whole state; reading it tracks every part.
  public var state: NavigationState<Schema> {
    access(keyPath: keys.state)
    return storage
  }

  /// Tells observation the state changed and counts the change, without reading the version first
  /// as `version += 1` would, which observation would track.
  func stateDidChange() {
    withMutation(keyPath: keys.state) { versionValue += 1 }
  }

  /// The key paths of the parts observation tracks, made once per navigator.
  @MainActor struct ObservedKeys {
    let state: KeyPath<Navigator, NavigationState<Schema>>
    let unsavedEntries: KeyPath<Navigator, [EntryID: String]>
    let pending: KeyPath<Navigator, PendingNavigation<Schema>?>

    init() {
      state = \.state
      unsavedEntries = \.unsavedEntries
      pending = \.pending
    }
  }
}
