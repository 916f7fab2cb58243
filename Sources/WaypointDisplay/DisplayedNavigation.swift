public import Observation
public import WaypointCore
public import WaypointNavigator

/// The navigation as SwiftUI shows it: a state that follows the navigator's
/// model one SwiftUI update at a time, and the bindings SwiftUI reads it
/// through and writes the user's actions back through.
///
/// Every decision of the SwiftUI adapter lives here, so it is tested on any
/// platform; the SwiftUI glue only wires bindings to views. An app makes one
/// for its navigator and hands it to `WaypointRoot`, whose views read it and
/// write to it; the app itself keeps navigating through the navigator:
///
/// ```swift
/// let display = DisplayedNavigation(navigator: navigator)
/// WaypointRoot(display, router: links) { route in
///   Screen(route: route)
/// } content: {
///   WaypointTabView(App.self) { … }
/// }
/// ```
///
/// # Following the model
/// When the navigator commits a change, the display takes its steps, in order,
/// and schedules an update; it never plans a change of its own. Each update
/// replays as many waiting steps as its policy allows in one go, and never a
/// dismissal together with an arrival (a push or a presentation): SwiftUI
/// drops or misplaces the second change of such a transaction. After an
/// update that presents or dismisses, the next waits until SwiftUI has
/// finished: the presented content has appeared and the presentation's
/// animation time has passed, or the dismissed presentation's `onDismiss`
/// has run (with a bounded fall-back when a signal never comes). While every
/// window showing the scene is in the background updates hold, and the
/// display catches up when one becomes active again. A display created over
/// a state with presentations shows them one update at a time.
///
/// # Reading what the user did
/// SwiftUI writes a whole value back when the user acts. Each write is read
/// against what the getter last returned (what the user saw), never against
/// the live model, and reported to the navigator in order, in the
/// navigator's next turn (never inside SwiftUI's update). What the user did
/// shows at once only where nothing can deny it or make it fail: a back or a
/// pull-down. A push waits for the navigator's guards: the getter returns
/// the model until they have answered, so a protected screen is never shown
/// to someone its guard denies. A report that fails or is denied (a back
/// lock, a guard) makes the getter return the model again, and SwiftUI shows
/// the screen back. A write no user action produces is recorded in
/// ``issues`` and never applied.
///
/// # Observation
/// Each stack, each presentation in the chain and the selected tab are observed on
/// their own: a push on one tab does not invalidate the views of another.
/// Reading a path between updates costs the same at any depth; an update and
/// each write cost what they change.
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
  /// The displayed stacks as path items, kept up to date step by step so
  /// that a read never rebuilds a path.
  @ObservationIgnored var displayedPaths: [StackLocation<Schema>: [PathItem<Schema>]] = [:]
  /// What each getter last returned: what SwiftUI shows, and what writes are read against.
  @ObservationIgnored var shownPaths: [StackLocation<Schema>: [PathItem<Schema>]] = [:]
  @ObservationIgnored var shownPresentations: [Int: PresentationID] = [:]
  @ObservationIgnored var shownTab: Schema.Tab?
  /// What the user did that the display does not show yet.
  @ObservationIgnored var pendingPaths: [StackLocation<Schema>: PendingChange<[PathItem<Schema>]>] =
    [:]
  @ObservationIgnored var pendingDismissal: PendingChange<(id: PresentationID, index: Int)>?
  @ObservationIgnored var pendingTab: PendingChange<Schema.Tab>?
  @ObservationIgnored var nextPendingToken = 0
  /// Entries pushed from a link keep the identity of the link's request,
  /// and each request names the entry it pushed while that is displayed.
  @ObservationIgnored var aliases: [EntryID: PathItem<Schema>.Key] = [:]
  @ObservationIgnored var aliasedEntries: [PathItem<Schema>.Key: EntryID] = [:]
  /// The link requests already reported: each is pushed once.
  @ObservationIgnored var reportedRequests: Set<PathItem<Schema>.Key> = []
  /// The generation of each link's value; see ``linkValue(for:)``.
  @ObservationIgnored var linkGenerations: [StackElement<Schema>: UInt64] = [:]
  /// What SwiftUI is still animating, that the next presentation change waits for.
  @ObservationIgnored var pacing = Pacing()

  /// Whether the scene is active; updates hold while it is not, and resume
  /// with one catching-up update when it is again.
  package var isActive: Bool {
    didSet { if isActive, !oldValue { scheduleUpdate() } }
  }
  /// How many windows showing this display are active, once any has said:
  /// each window has its own scene phase.
  @ObservationIgnored var activeWindowCount: Int?
  /// Whether a full-screen cover shows as a sheet, as on macOS, which has no
  /// covers: the glue then gives it a way out.
  @ObservationIgnored package var showsCoversAsSheets: Bool = {
    #if os(macOS)
      true
    #else
      false
    #endif
  }()

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

  /// Takes a change of one window's scene phase: updates run while any
  /// window showing this display is active, so a minimised window does not
  /// freeze the others.
  ///
  /// - Parameters:
  ///   - wasActive: Whether the window was active before; `nil` for a window
  ///     that has just appeared.
  ///   - isActive: Whether it is active now.
  package func windowDidChangePhase(wasActive: Bool?, isActive: Bool) {
    var count = activeWindowCount ?? 0
    if wasActive == true { count -= 1 }
    if isActive { count += 1 }
    activeWindowCount = max(count, 0)
    self.isActive = count > 0
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
