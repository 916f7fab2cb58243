import Observation
import WaypointCore
import WaypointNavigator

// The display replays the navigator's steps in order, as many per update as SwiftUI takes in one.
// What one update may do, in every profile (what differs per version is in ``DisplayProfile``; the
// rows named are those of the behaviour table, "Using Waypoint with SwiftUI"):
// 1. Never take a presentation away and bring anything in: a presentation would be refused
//    (`dismiss-and-present`); a push would show (`dismiss-and-push`), but an update apart costs
//    little and relies on less.
// 2. After presenting or dismissing, wait for SwiftUI: `onAppear` and the animation's time,
//    `onDismiss`, or the time alone for a popover or a dialog, which have no `onDismiss` (see
//    ``Pacing``).
// 3. So an alert replacing an alert is a dismissal, then a presentation (`alert-replaces-alert`).
// 4. Never present from a pushed screen, only from the root or the presentation below
//    (`present-from-popped-screen`).
extension DisplayedNavigation {
  /// Asks for an update, unless one is already coming.
  func scheduleUpdate() {
    guard !waiting.isUpdateScheduled else { return }
    waiting.isUpdateScheduled = true
    scheduler.schedule { [weak self] in self?.update() }
  }

  /// Shows the next waiting steps, then settles what the user did that the display now shows.
  func update() {
    waiting.isUpdateScheduled = false
    guard isActive, !pacing.isWaiting else { return }
    if waiting.hasSteps {
      showNextSteps()
      updateCount += 1
    }
    if waiting.hasSteps {
      if !pacing.isWaiting { scheduleUpdate() }
    } else {
      waiting.removeAll()
      displayedVersion = navigator.version
      settlePendingChanges()
    }
  }

  /// What one update shows, counted against the rules.
  struct UpdateContents {
    var dismissals = 0
    var presentations = 0
    var arrivals = 0
    /// Whether SwiftUI animates something that gives no signal when done: a dialog coming up, or a
    /// popover or dialog going.
    var isTimed = false

    /// Whether `step` may join this update (rules 1 and 3, the profile's limit).
    func admits(_ step: Step<Schema>, profile: DisplayProfile) -> Bool {
      switch step {
      case .dismiss: arrivals == 0 && presentations == 0
      case .present:
        dismissals == 0 && presentations < (profile.presentationsPerUpdate ?? .max)
      case .push, .replace: dismissals == 0 || step.addedEntries.isEmpty
      case .selectTab, .pop, .update, .updatePresentation, .arrangeTabs, .search: true
      }
    }

    mutating func count(_ step: Step<Schema>) {
      switch step {
      case .dismiss: dismissals += 1
      case .present: presentations += 1
      case .push, .replace: if !step.addedEntries.isEmpty { arrivals += 1 }
      case .selectTab, .pop, .update, .updatePresentation, .arrangeTabs, .search: break
      }
    }
  }

  /// Replays as many waiting steps as one update may show (at least one), then waits for SwiftUI to
  /// animate what came or went.
  private func showNextSteps() {
    var contents = UpdateContents()
    var (count, animates) = (0, false)
    for waiting in waiting.upcoming {
      guard count == 0 || contents.admits(waiting.step, profile: profile) else { break }
      contents.count(waiting.step)
      animates = animates || waiting.animates
      count += 1
    }
    var isTimed = false
    var last: WaitingSteps<Schema>.Waiting?
    runsUpdate(animates) {
      for _ in 0..<count {
        last = waiting.take()
        if let last { show(last.step, isTimed: &isTimed) }
      }
    }
    if isTimed || !presentations.allSatisfy(\.isSettled) { startPacing(timed: isTimed) }
    reportShownScreen(cause: last?.cause ?? .app, animation: last?.animation ?? .animated)
  }

  /// Tells the navigator's timeline the screen this update left on top, the one the user sees
  /// (never those of the steps merged before it).
  func reportShownScreen(cause: TransitionCause, animation: NavigationAnimation) {
    if let top = displayed.presentations.last {
      navigator.didShow(
        top.stack.last?.route ?? top.root.route, on: .presentation(top.id), style: top.style,
        cause: cause, animation: animation)
    } else {
      let tab = displayed.selectedTab
      navigator.didShow(
        displayed.stack(at: .tab(tab))?.last?.route, on: .tab(tab), style: nil, cause: cause,
        animation: animation)
    }
  }

  /// Replays one step on the displayed state, invalidates the slots it changes, and notes what
  /// SwiftUI animates because of it.
  private func show(_ step: Step<Schema>, isTimed: inout Bool) {
    let dismissed = dismissedIndex(of: step)
    do {
      try displayed.apply(step)
    } catch {
      // The navigator's own steps cannot fail; if one does, show the model.
      return resynchronize()
    }
    switch step {
    case .search, .updatePresentation: break
    default: place.invalidate()
    }
    switch step {
    case .selectTab:
      tab.invalidate()
    case .search:
      search.invalidate()
    case .arrangeTabs(let tabs, _, _):
      tab.invalidate()
      bar.invalidate()
      for case .tab(let gone) in stacks.keys where !tabs.contains(gone) {
        stacks.removeValue(forKey: .tab(gone))?.invalidate()
      }
    case .pop(let location, _, _), .push(let location, _), .replace(let location, _, _),
      .update(let location, _, _):
      showStackChange(step, at: location)
    case .updatePresentation(_, let presentation):
      if let index = displayed.presentations.firstIndex(where: { $0.id == presentation.id }) {
        presentationSlot(index).invalidate()
      }
    case .dismiss(let presentation):
      guard let (index, wasShown) = dismissed else { return }
      if wasShown { isTimed = isTimed || awaitDismissal(of: presentation, at: index) }
      if let slot = stacks.removeValue(forKey: .presentation(presentation.id)) {
        forgetAliases(of: step.removedEntries, in: slot)
        slot.invalidate()
      }
      invalidatePresentations(from: index)
    case .present(let presentation):
      let slot = presentationSlot(displayed.presentations.count - 1)
      slot.invalidate()
      if presentation.style.traits.holdsStack {
        slot.awaitedAppearance = presentation.id
      }
      // A dialog's buttons give no `onAppear`: its animation's time it is.
      isTimed = isTimed || !presentation.style.traits.holdsStack
    }
  }

  /// Keeps the path of the stack a step changes up to date, at the cost of the change; a
  /// presentation's item also says if its stack is locked.
  private func showStackChange(_ step: Step<Schema>, at location: StackLocation<Schema>) {
    let slot = stackSlot(location)
    forgetAliases(of: step.removedEntries, in: slot)
    let item = { (entry: NavigationEntry<Schema>) in
      PathItem(entry: entry, key: slot.aliases[entry.id])
    }
    var locksChange = false
    switch step {
    case .push(_, let entry):
      slot.displayed?.append(item(entry))
      locksChange = entry.options.isBackLocked
    case .pop(_, _, let removed):
      slot.keepShown(from: (slot.displayed?.count ?? 0) - removed.count)
      slot.displayed?.removeLast(removed.count)
      locksChange = removed.contains { $0.options.isBackLocked }
    case .replace(_, let removed, let pushed):
      slot.keepShown(from: (slot.displayed?.count ?? 0) - removed.count)
      slot.displayed?.removeLast(removed.count)
      slot.displayed?.append(contentsOf: pushed.map(item))
      locksChange = (removed + pushed).contains { $0.options.isBackLocked }
    case .update(_, let before, let after):
      if let index = slot.displayed?.lastIndex(where: { $0.entryID == after.id }) {
        slot.keepShown(from: index)
        slot.displayed?[index] = item(after)
      }
      locksChange =
        before.options.isBackLocked != after.options.isBackLocked
        || displayed.root(at: location)?.id == after.id
    case .selectTab, .present, .dismiss, .updatePresentation, .arrangeTabs, .search:
      break
    }
    slot.invalidate()
    if locksChange, case .presentation(let id) = location,
      let index = displayed.presentations.firstIndex(where: { $0.id == id })
    {
      presentationSlot(index).invalidate()
    }
  }

  /// The index a dismissal takes away, and whether SwiftUI shows it there (the getter last returned
  /// it, or the user is pulling it down).
  private func dismissedIndex(of step: Step<Schema>) -> (Int, Bool)? {
    guard case .dismiss(let presentation) = step,
      let index = displayed.presentations.firstIndex(where: { $0.id == presentation.id })
    else { return nil }
    let slot = presentationSlot(index)
    return (index, slot.shown == presentation.id || slot.pending?.value == presentation.id)
  }

  /// Notes what a shown dismissal leaves to wait for: `onDismiss` where its style has one;
  /// otherwise, and for a dialog the user answered (animated away from the tap on), the animation's
  /// time.
  ///
  /// - Returns: Whether the update waits the animation's time.
  private func awaitDismissal(of presentation: Presentation<Schema>, at index: Int) -> Bool {
    let slot = presentationSlot(index)
    // The user's pull-down ends with SwiftUI's `nil`: nothing is left to wait for.
    if slot.pending?.value == presentation.id { return presentation.style.isDialog }
    guard presentation.style.traits.signalsDismissal else { return true }
    slot.leaving.append(presentation.id)
    slot.awaitedDismissals += 1
    return false
  }

  /// Shows the model as it is, dropping the waiting steps.
  private func resynchronize() {
    displayed = navigator.currentState
    waiting.removeAll()
    tab.invalidate()
    bar.invalidate()
    search.invalidate()
    place.invalidate()
    for slot in stacks.values {
      slot.keepShown(from: 0)
      slot.displayed = nil
      slot.invalidate()
    }
    invalidatePresentations(from: 0)
  }

  /// Drops the user's changes the display now shows as applied, so the getters return the displayed
  /// state again.
  private func settlePendingChanges() {
    for slot in stacks.values where dropIfShown(in: slot) { slot.invalidate() }
    for (index, slot) in presentations.enumerated() where dropIfShown(in: slot) {
      invalidatePresentations(from: index)
    }
    if dropIfShown(in: tab) { tab.invalidate() }
    if dropIfShown(in: search) { search.invalidate() }
  }

  /// Drops the user's change in `slot` if the displayed state includes it.
  private func dropIfShown<S: HoldsPendingChange>(in slot: S) -> Bool {
    guard let settled = slot.pending?.settledVersion, settled <= displayedVersion else {
      return false
    }
    slot.pending = nil
    return true
  }

  func invalidatePresentations(from index: Int) {
    for slot in presentations.dropFirst(index) { slot.invalidate() }
  }

  /// Drops the identities links gave entries that left, and moves those links to a new value: a
  /// later write of the old one is stale.
  private func forgetAliases(of removed: [NavigationEntry<Schema>], in slot: StackSlot<Schema>) {
    guard !slot.aliases.isEmpty else { return }
    for entry in removed {
      guard let key = slot.aliases.removeValue(forKey: entry.id) else { continue }
      slot.aliasedEntries[key] = nil
      if case .request(let element, _) = key {
        let link = linkSlot(element)
        link.generation += 1
        link.invalidate()
      }
    }
  }
}
