public import Observation
public import WaypointCore
public import WaypointNavigator

/// The navigation as SwiftUI shows it: a state that follows the navigator's model one SwiftUI
/// update at a time, and the bindings SwiftUI reads and writes the user's actions through.
///
/// Every decision of the SwiftUI adapter lives here, tested on any platform; the glue only wires
/// bindings to views. An app hands one to `WaypointRoot` and keeps navigating through the
/// navigator.
///
/// # Following the model
/// The display replays the navigator's committed steps in order, never planning its own: each
/// update shows as many as one SwiftUI update takes (``DisplayProfile``), then waits
/// (boundedly) for SwiftUI to finish animating what came or went. Updates hold while every window
/// showing it is in the background. Presentations at launch come one update at a time.
///
/// # Observation
/// Each binding is observed on its own (see the "Using the Navigator" article); a read costs the
/// same at any depth, and an update or a write costs what it changes.
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
  /// The navigator version the displayed state last caught up with; reports carry it as the version
  /// the user saw.
  @ObservationIgnored package internal(set) var displayedVersion: UInt64
  /// How many displayed changes the display has made: one per update at most.
  @ObservationIgnored package internal(set) var updateCount = 0
  /// Writes that were not turned into navigations, oldest first (the newest 64).
  @ObservationIgnored public internal(set) var issues: [DisplayIssue<Schema>] = []
  // The slots, one per binding SwiftUI reads, made when first read.
  @ObservationIgnored let tab = TabSlot<Schema.Tab>()
  /// The tab bar itself: its tabs, those hidden, the sections.
  @ObservationIgnored let bar = Slot()
  @ObservationIgnored let search = TabSlot<String>()
  /// Where the user is: the selected tab, the stacks and the presentations, for what advertises it.
  @ObservationIgnored let place = Slot()
  @ObservationIgnored var stacks: [StackLocation<Schema>: StackSlot<Schema>] = [:]
  @ObservationIgnored var presentations: [PresentationSlot] = []
  @ObservationIgnored var anchors: [Schema.Selection: AnchorSlot] = [:]
  @ObservationIgnored var links: [StackElement<Schema>: LinkSlot] = [:]
  /// Whether the display waits for SwiftUI to finish animating.
  @ObservationIgnored var pacing = Pacing()
  @ObservationIgnored var nextPendingToken = 0
  /// Runs an update's changes, animated or not: the glue wraps them in a SwiftUI `Transaction`.
  @ObservationIgnored package var runsUpdate: (_ animated: Bool, _ changes: () -> Void) -> Void =
    { $1() }

  /// Whether the scene is active; updates hold while it is not.
  package var isActive: Bool {
    didSet { if isActive, !oldValue { scheduleUpdate() } }
  }
  /// How many windows showing this display are active, once any has said.
  @ObservationIgnored var activeWindowCount: Int?

  /// Creates a display of `navigator`'s state, for the SwiftUI `profile` describes.
  ///
  /// It starts with nothing presented; the presentations follow one update at a time.
  public convenience init(navigator: Navigator<Schema>, profile: DisplayProfile = .current) {
    self.init(navigator: navigator, profile: profile, scheduler: MainActorDisplayScheduler())
  }

  /// Creates a display whose updates run when `scheduler` says.
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
    observeCommits(of: navigator)
    reportShownScreen(cause: .app, animation: .animated)
    if waiting.hasSteps { scheduleUpdate() }
  }

  /// Follows the navigator's commits until this display is gone.
  private func observeCommits(of navigator: Navigator<Schema>) {
    let token = TokenBox()
    token.value = navigator.addCommitObserver { [weak self, weak navigator] transition in
      guard let self else {
        if let value = token.value { navigator?.removeCommitObserver(value) }
        return
      }
      self.waiting.append(transition)
      self.scheduleUpdate()
    }
  }

  /// Records a write that was not turned into a navigation, and has SwiftUI read `slot` again at
  /// the next update.
  func record(_ issue: DisplayIssue<Schema>, rereading slot: Slot) {
    issues.append(issue)
    if issues.count > 64 { issues.removeFirst(issues.count - 64) }
    rereadLater(slot)
  }

  /// Has SwiftUI read `slot` again after the view update that wrote to it.
  func rereadLater(_ slot: Slot) {
    scheduler.schedule { slot.invalidate() }
  }

  /// Takes a change of one window's scene phase (`wasActive` is `nil` for a new window): updates
  /// run while any window is active.
  package func windowDidChangePhase(wasActive: Bool?, isActive: Bool) {
    var count = activeWindowCount ?? 0
    if wasActive == true { count -= 1 }
    if isActive { count += 1 }
    activeWindowCount = max(count, 0)
    self.isActive = count > 0
  }

  /// Shows `value`, a change the user made, through `slot` until it settles.
  ///
  /// - Returns: The token that tells this change from later ones.
  func pend<S: HoldsPendingChange>(_ value: S.Value, in slot: S) -> Int {
    defer { nextPendingToken += 1 }
    slot.pending = PendingChange(value: value, token: nextPendingToken)
    return nextPendingToken
  }

  /// Reports what the user did to the navigator, in its next turn, as seen in the version the
  /// display shows: the one way every write of SwiftUI reaches the model.
  func report(_ change: UserChange<Schema>) -> NavigationTask<Schema> {
    let (navigator, seen) = (navigator, displayedVersion)
    return navigator.inNextTurn { navigator.userDidChange(change, seenVersion: seen) }
  }

  /// Settles a user's change as its report settles, the same way for every kind of write.
  ///
  /// Refused (failed or denied), `reread` has SwiftUI read the model again, after dropping what
  /// the display showed of the change (`token` in `slot`). Applied, even with nothing to change,
  /// what it showed stays until the display shows the model.
  func settle<S: HoldsPendingChange>(
    _ report: NavigationTask<Schema>, in slot: S, token: Int?,
    reread: @escaping @MainActor (DisplayedNavigation) -> Void
  ) -> NavigationTask<Schema> {
    report.whenSettled { [weak self] outcome in
      guard let self else { return }
      if let token, slot.pending?.token != token { return }
      guard outcome.isApplied else {
        if token != nil { slot.pending = nil }
        return reread(self)
      }
      guard token != nil else { return }
      slot.pending?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }

  /// The slot of the stack at `location`.
  func stackSlot(_ location: StackLocation<Schema>) -> StackSlot<Schema> {
    Self.slot(location, in: &stacks)
  }

  /// The slot of the presentation at `index`.
  func presentationSlot(_ index: Int) -> PresentationSlot {
    while presentations.count <= index {
      let slot = PresentationSlot()
      let index = presentations.count
      // Weak: a reread the scheduler runs may outlive the display.
      slot.onInvalidate = { [weak self] in self?.invalidateAnchors(at: index) }
      presentations.append(slot)
    }
    return presentations[index]
  }

  /// The slot of the views marking `anchor`.
  func anchorSlot(_ anchor: Schema.Selection) -> AnchorSlot { Self.slot(anchor, in: &anchors) }

  /// Has the views marking an anchor read again when the presentation at `index` changes: those
  /// that showed it, and those it points at now; every other marked view stays as it is.
  private func invalidateAnchors(at index: Int) {
    guard !anchors.isEmpty else { return }
    let chain = displayed.presentations
    let now = chain.indices.contains(index) ? chain[index].anchor : nil
    for (anchor, slot) in anchors where slot.shownIndex == index || anchor == now {
      slot.invalidate()
    }
  }

  /// The slot of the links that push `element`.
  func linkSlot(_ element: StackElement<Schema>) -> LinkSlot { Self.slot(element, in: &links) }

  /// The slot at `key`, made when first asked for.
  private static func slot<Key, Made: Slot>(_ key: Key, in slots: inout [Key: Made]) -> Made {
    if let slot = slots[key] { return slot }
    let slot = Made()
    slots[key] = slot
    return slot
  }
}

/// Lets a commit observer know its own token, to remove itself.
@MainActor final class TokenBox {
  var value: Int?
}
