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
/// replays as many waiting steps as its ``DisplayProfile`` lets one SwiftUI
/// update show, and waits for SwiftUI to finish animating what it presented
/// or dismissed before the next (with a bounded fall-back when a signal never
/// comes). While every window showing the scene is in the background updates
/// hold, and the display catches up when one becomes active again. A display
/// created over a state with presentations shows them one update at a time.
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
/// Each binding SwiftUI reads (the selected tab, each stack, each
/// presentation in the chain, each link's value) is a slot observed on its
/// own: a push on one tab does not invalidate the views of another. Reading
/// a path between updates costs the same at any depth; an update and each
/// write cost what they change.
@Observable
@MainActor
public final class DisplayedNavigation<Schema: NavigationSchema> {
  /// The model this display follows.
  package let navigator: Navigator<Schema>
  /// What one update of the SwiftUI it feeds may show, and what it writes.
  @ObservationIgnored package var profile: DisplayProfile
  @ObservationIgnored let scheduler: any DisplayScheduler
  /// What SwiftUI is shown, behind the navigator's model.
  @ObservationIgnored var displayed: NavigationState<Schema>
  /// The committed steps the display has yet to show.
  @ObservationIgnored var waiting = WaitingSteps<Schema>()
  /// The navigator version the displayed state last caught up with; reports
  /// carry it as the version the user saw.
  @ObservationIgnored package internal(set) var displayedVersion: UInt64
  /// How many displayed changes the display has made: one per update at most.
  @ObservationIgnored package internal(set) var updateCount = 0
  /// Writes that were not turned into navigations, oldest first (the newest 64).
  @ObservationIgnored public internal(set) var issues: [DisplayIssue<Schema>] = []
  @ObservationIgnored var commitObserver: Int?
  // The slots, one per binding SwiftUI reads, made when first read.
  @ObservationIgnored let tab = TabSlot<Schema.Tab>()
  @ObservationIgnored var stacks: [StackLocation<Schema>: StackSlot<Schema>] = [:]
  @ObservationIgnored var presentations: [PresentationSlot] = []
  @ObservationIgnored var links: [StackElement<Schema>: LinkSlot] = [:]
  /// Whether the display waits for SwiftUI to finish animating.
  @ObservationIgnored var pacing = Pacing()
  @ObservationIgnored var nextPendingToken = 0
  /// Runs an update's changes, animated or not: the glue wraps them in a
  /// SwiftUI `Transaction`.
  @ObservationIgnored package var runsUpdate: (_ animated: Bool, _ changes: () -> Void) -> Void =
    { $1() }

  /// Whether the scene is active; updates hold while it is not, and resume
  /// with one catching-up update when it is again.
  package var isActive: Bool {
    didSet { if isActive, !oldValue { scheduleUpdate() } }
  }
  /// How many windows showing this display are active, once any has said:
  /// each window has its own scene phase.
  @ObservationIgnored var activeWindowCount: Int?

  /// Creates a display of `navigator`'s state.
  ///
  /// The display starts with the navigator's tabs and stacks and nothing
  /// presented; the presentations follow one update at a time.
  ///
  /// - Parameters:
  ///   - navigator: The model to follow.
  ///   - profile: The SwiftUI it feeds: the running system's by default.
  public convenience init(navigator: Navigator<Schema>, profile: DisplayProfile = .current) {
    self.init(navigator: navigator, profile: profile, scheduler: MainActorDisplayScheduler())
  }

  /// Creates a display whose updates run when `scheduler` says: tests step
  /// through updates one by one.
  package init(
    navigator: Navigator<Schema>, profile: DisplayProfile, scheduler: any DisplayScheduler,
    isActive: Bool = true
  ) {
    self.navigator = navigator
    self.profile = profile
    self.scheduler = scheduler
    self.isActive = isActive
    let model = navigator.currentState
    var start = model
    start.dismissAll()
    self.displayed = start
    self.displayedVersion = navigator.version
    // The launch's presentations are the one change the display plans.
    if let launch = try? start.transition(to: model) { waiting.append(launch) }
    commitObserver = observeCommits(of: navigator)
    reportShownScreen(cause: .app, animation: .animated)
    if waiting.hasSteps { scheduleUpdate() }
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
      self.waiting.append(transition)
      self.scheduleUpdate()
    }
    return token.value ?? 0
  }

  /// Records a write that was not turned into a navigation, and has SwiftUI
  /// read `slot` again at the next update.
  func record(_ issue: DisplayIssue<Schema>, rereading slot: Slot) {
    issues.append(issue)
    if issues.count > 64 { issues.removeFirst(issues.count - 64) }
    rereadLater(slot)
  }

  /// Has SwiftUI read `slot` again once the view update that wrote to it
  /// has ended: invalidating inside it is not allowed.
  func rereadLater(_ slot: Slot) {
    scheduler.schedule { slot.invalidate() }
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

  /// The slot of the stack at `location`.
  func stackSlot(_ location: StackLocation<Schema>) -> StackSlot<Schema> {
    if let slot = stacks[location] { return slot }
    let slot = StackSlot<Schema>()
    stacks[location] = slot
    return slot
  }

  /// The slot of the presentation at `index`.
  func presentationSlot(_ index: Int) -> PresentationSlot {
    while presentations.count <= index { presentations.append(PresentationSlot()) }
    return presentations[index]
  }

  /// The slot of the links that push `element`.
  func linkSlot(_ element: StackElement<Schema>) -> LinkSlot {
    if let slot = links[element] { return slot }
    let slot = LinkSlot()
    links[element] = slot
    return slot
  }
}

/// Lets a commit observer know its own token, to remove itself.
@MainActor final class TokenBox {
  var value: Int?
}
