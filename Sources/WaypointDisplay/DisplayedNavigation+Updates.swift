import Observation
import WaypointCore
import WaypointNavigator

// How the displayed state follows the model: the navigator's committed steps,
// replayed in order, as many per update as the policy allows, and never while
// the scene is inactive.
extension DisplayedNavigation {
  /// Asks for an update, unless one is already coming.
  func scheduleUpdate() {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    scheduler.schedule { [weak self] in self?.update() }
  }

  /// Shows the next waiting steps, then settles what the user did that the
  /// display now shows.
  func update() {
    isUpdateScheduled = false
    guard isActive else { return }
    if nextWaitingStep < waitingSteps.count {
      showNextSteps()
      updateCount += 1
    }
    if nextWaitingStep < waitingSteps.count {
      scheduleUpdate()
    } else {
      waitingSteps.removeAll(keepingCapacity: true)
      nextWaitingStep = 0
      displayedVersion = navigator.version
      settlePendingChanges()
      forgetAliasesOfRemovedEntries()
    }
  }

  /// Replays waiting steps, at least one, as many as the policy lets one
  /// update show, invalidating only what each step changes.
  private func showNextSteps() {
    var counts = (dismissals: 0, presentations: 0, pushes: 0)
    var shown = 0
    while nextWaitingStep < waitingSteps.count {
      let step = waitingSteps[nextWaitingStep]
      switch step {
      case .dismiss: counts.dismissals += 1
      case .present: counts.presentations += 1
      case .push, .replace: counts.pushes += 1
      case .selectTab, .pop, .update: break
      }
      let withinPolicy =
        counts.dismissals <= (policy.maximumDismissalsPerUpdate ?? .max)
        && counts.presentations <= (policy.maximumPresentationsPerUpdate ?? .max)
        && counts.pushes <= (policy.maximumPushesPerUpdate ?? .max)
      guard withinPolicy || shown == 0 else { return }
      show(step)
      nextWaitingStep += 1
      shown += 1
    }
  }

  /// Replays one step on the displayed state and invalidates what it changes.
  private func show(_ step: Step<Schema>) {
    let levelBefore = level(of: step)
    do {
      try displayed.apply(step)
    } catch {
      // The display follows the navigator's own steps, so this cannot happen;
      // if it ever does, showing the model beats showing something wrong.
      return resynchronize()
    }
    switch step {
    case .selectTab:
      invalidate(\.displayedTabToken)
    case .pop(let location, _, _), .push(let location, _), .replace(let location, _, _):
      invalidate(\.[displayedPath: location])
      // A presentation's item says whether it holds a locked screen.
      if step.removedEntries.contains(where: { $0.options.isBackLocked })
        || step.addedEntries.contains(where: { $0.options.isBackLocked })
      {
        invalidateLevel(of: location)
      }
    case .update(let location, let before, let after):
      invalidate(\.[displayedPath: location])
      if before.options.isBackLocked != after.options.isBackLocked
        || displayed.root(at: location)?.id == after.id
      {
        invalidateLevel(of: location)
      }
    case .dismiss(let presentation):
      invalidate(\.[displayedPath: .presentation(presentation.id)])
      invalidatePresentations(from: levelBefore ?? 0)
    case .present(let presentation):
      invalidate(\.[displayedPath: .presentation(presentation.id)])
      invalidate(\.[displayedPresentation: displayed.presentations.count - 1])
    }
  }

  /// Invalidates the level of the presentation whose stack is at `location`.
  private func invalidateLevel(of location: StackLocation<Schema>) {
    guard case .presentation(let id) = location,
      let level = displayed.presentations.firstIndex(where: { $0.id == id })
    else { return }
    invalidate(\.[displayedPresentation: level])
  }

  /// The level a dismissal takes away, before it is shown.
  private func level(of step: Step<Schema>) -> Int? {
    guard case .dismiss(let presentation) = step else { return nil }
    return displayed.presentations.firstIndex { $0.id == presentation.id }
  }

  /// Shows the model as it is, dropping the waiting steps.
  private func resynchronize() {
    let levels = max(displayed.presentations.count, navigator.currentState.presentations.count)
    displayed = navigator.currentState
    nextWaitingStep = waitingSteps.count
    invalidate(\.displayedTabToken)
    for tab in displayed.tabs { invalidate(\.[displayedPath: .tab(tab)]) }
    for presentation in displayed.presentations {
      invalidate(\.[displayedPath: .presentation(presentation.id)])
    }
    for level in 0..<max(levels, 1) { invalidate(\.[displayedPresentation: level]) }
  }

  /// Drops the overlays of changes the navigator has applied and the display
  /// now shows, so the getters return the displayed state again.
  private func settlePendingChanges() {
    for (location, pending) in pendingPaths where isShown(pending) {
      pendingPaths[location] = nil
      invalidate(\.[displayedPath: location])
    }
    if let pending = pendingDismissal, isShown(pending) {
      pendingDismissal = nil
      invalidatePresentations(from: pending.value)
    }
    if let pending = pendingTab, isShown(pending) {
      pendingTab = nil
      invalidate(\.displayedTabToken)
    }
  }

  private func isShown<Value>(_ pending: PendingChange<Value>) -> Bool {
    guard let settled = pending.settledVersion else { return false }
    return settled <= displayedVersion
  }

  func invalidatePresentations(from level: Int) {
    let count = max(
      displayed.presentations.count, shownPresentations.keys.max().map { $0 + 1 } ?? 0)
    for level in level..<max(count, level + 1) { invalidate(\.[displayedPresentation: level]) }
  }

  private func forgetAliasesOfRemovedEntries() {
    guard !aliases.isEmpty else { return }
    let onScreen = Set(displayed.allEntries.map { $0.id })
    aliases = aliases.filter { onScreen.contains($0.key) }
  }

  // Observation tokens: each part of the display is observed on its own. The
  // value is meaningless; views read the parts through the getters.

  subscript(displayedPath location: StackLocation<Schema>) -> Int { 0 }
  subscript(displayedPresentation level: Int) -> Int { 0 }
  var displayedTabToken: Int { 0 }
}
