public import Observation
public import WaypointCore
public import WaypointNavigator

/// The navigation as SwiftUI shows it: a state that follows the navigator's
/// model one SwiftUI update at a time, and the bindings SwiftUI reads it
/// through and writes the user's actions back through.
///
/// Every decision of the SwiftUI adapter lives here, so it is tested on any
/// platform; the SwiftUI glue only wires bindings to views.
///
/// ```swift
/// let display = DisplayedNavigation(navigator: navigator)
/// let path = Binding(get: { display.path(at: .tab(.pokedex)) },
///                    set: { display.writePath($0, at: .tab(.pokedex)) })
/// ```
///
/// # Following the model
/// When the navigator commits a change, the display takes its steps, in order,
/// and schedules an update; it never plans a change of its own. Each update
/// replays as many waiting steps as its policy allows in one go: a single
/// displayed change per update, however many navigations happened since the
/// last one. While the scene is in the background
/// updates hold, and the display catches up when it becomes active again. A
/// display created over a state with presentations shows them one update at a time.
///
/// # Reading what the user did
/// SwiftUI writes a whole value back when the user acts. Each write is read
/// against what the getter last returned (what the user saw), never against
/// the live model, and reported to the navigator in
/// order, in the navigator's next turn (never inside SwiftUI's update). Until
/// the report settles, the getter returns what the user now sees;
/// a report that fails or is denied (a back lock, a guard) makes it return the model again,
/// and SwiftUI shows the screen back. A write no user action produces is
/// recorded in ``issues`` and never applied.
///
/// # Observation
/// Each stack, each presentation in the chain and the tab selection are observed on
/// their own: a push on one tab does not invalidate the views of another.
@Observable
@MainActor
public final class DisplayedNavigation<Schema: NavigationSchema> {
  /// The model this display follows.
  package let navigator: Navigator<Schema>
  /// How much of a change one update may show.
  @ObservationIgnored package var policy: DisplayPolicy
  @ObservationIgnored let scheduler: any DisplayScheduler
  /// What SwiftUI is shown, behind the navigator's model.
  @ObservationIgnored var displayed: NavigationState<Schema>
  /// The committed steps the display has yet to show, oldest first, and the
  /// first of them not shown yet.
  @ObservationIgnored var waitingSteps: [Step<Schema>] = []
  @ObservationIgnored var nextWaitingStep = 0
  /// The navigator version the displayed state last caught up with; reports
  /// carry it as the version the user saw.
  ///
  /// Reading it tracks nothing.
  @ObservationIgnored package internal(set) var displayedVersion: UInt64
  /// How many displayed changes the display has made: one per update at most.
  @ObservationIgnored package internal(set) var updateCount = 0
  /// Writes that were not turned into navigations, oldest first (the newest 64).
  @ObservationIgnored public internal(set) var issues: [DisplayIssue<Schema>] = []

  @ObservationIgnored var isUpdateScheduled = false
  @ObservationIgnored var commitObserver: Int?
  /// What each getter last returned: what SwiftUI shows, and what writes are read against.
  @ObservationIgnored var shownPaths: [StackLocation<Schema>: [PathItem<Schema>]] = [:]
  @ObservationIgnored var shownPresentations: [Int: PresentationID] = [:]
  @ObservationIgnored var shownTab: Schema.Tab?
  /// What the user did that the display does not show yet.
  @ObservationIgnored var pendingPaths: [StackLocation<Schema>: PendingChange<[PathItem<Schema>]>] =
    [:]
  @ObservationIgnored var pendingDismissal: PendingChange<Int>?
  @ObservationIgnored var pendingTab: PendingChange<Schema.Tab>?
  @ObservationIgnored var nextPendingToken = 0
  /// Entries pushed from a link keep the identity of the link's request.
  @ObservationIgnored var aliases: [EntryID: PathItem<Schema>.Key] = [:]
  /// The link requests already reported: each is pushed once.
  @ObservationIgnored var reportedRequests: Set<PathItem<Schema>.Key> = []

  /// Whether the scene is active; updates hold while it is not, and resume
  /// with one catching-up update when it is again.
  package var isActive: Bool {
    didSet { if isActive, !oldValue { scheduleUpdate() } }
  }

  /// Creates a display of `navigator`'s state.
  ///
  /// The display starts with the navigator's tabs and stacks and nothing
  /// presented; the presentations follow one update at a time, as
  /// ``DisplayPolicy/onePresentationPerUpdate`` asks of a launch.
  ///
  /// - Parameters:
  ///   - navigator: The model to follow.
  ///   - policy: How much of a change one update may show.
  public convenience init(
    navigator: Navigator<Schema>, policy: DisplayPolicy = .onePresentationPerUpdate
  ) {
    self.init(navigator: navigator, policy: policy, scheduler: MainActorDisplayScheduler())
  }

  /// Creates a display whose updates run when `scheduler` says: tests step
  /// through updates one by one.
  package init(
    navigator: Navigator<Schema>, policy: DisplayPolicy, scheduler: any DisplayScheduler,
    isActive: Bool = true
  ) {
    self.navigator = navigator
    self.policy = policy
    self.scheduler = scheduler
    self.isActive = isActive
    let model = navigator.currentState
    var start = model
    start.dismissAll()
    self.displayed = start
    self.displayedVersion = navigator.version
    // The launch's presentations are the one change the display plans.
    waitingSteps = (try? start.transition(to: model).steps) ?? []
    commitObserver = observeCommits(of: navigator)
    if !waitingSteps.isEmpty { scheduleUpdate() }
  }

  /// Follows the navigator's commits; the observer removes itself once this
  /// display is gone.
  private func observeCommits(of navigator: Navigator<Schema>) -> Int {
    let token = TokenBox()
    token.value = navigator.addCommitObserver { [weak self, weak navigator] transition in
      guard let self else {
        if let value = token.value { navigator?.removeCommitObserver(value) }
        return
      }
      self.waitingSteps += transition.steps
      self.scheduleUpdate()
    }
    return token.value ?? 0
  }

  /// Records a write that was not turned into a navigation, and has SwiftUI
  /// read the model again at the next update.
  func record(
    _ issue: DisplayIssue<Schema>, invalidating keyPath: KeyPath<DisplayedNavigation, Int>
  ) {
    issues.append(issue)
    if issues.count > 64 { issues.removeFirst(issues.count - 64) }
    // SwiftUI wrote inside a view update; telling it to read again must wait.
    scheduler.schedule { [weak self] in self?.invalidate(keyPath) }
  }

  func invalidate(_ keyPath: KeyPath<DisplayedNavigation, Int>) {
    withMutation(keyPath: keyPath) {}
  }

  /// A fresh token telling pending changes apart.
  func makePendingToken() -> Int {
    defer { nextPendingToken += 1 }
    return nextPendingToken
  }
}

/// A change the user made that the displayed state does not show yet, and the
/// navigator version that includes it once its report is applied.
struct PendingChange<Value> {
  let value: Value
  let token: Int
  var settledVersion: UInt64?
}

/// Lets a commit observer know its own token, to remove itself.
@MainActor final class TokenBox {
  var value: Int?
}
