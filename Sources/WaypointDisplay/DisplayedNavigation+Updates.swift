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
    guard isActive, !pacing.isWaiting else { return }
    if nextWaitingStep < waitingSteps.count {
      showNextSteps()
      updateCount += 1
    }
    if nextWaitingStep < waitingSteps.count {
      if !pacing.isWaiting { scheduleUpdate() }
    } else {
      waitingSteps.removeAll(keepingCapacity: true)
      nextWaitingStep = 0
      displayedVersion = navigator.version
      settlePendingChanges()
    }
  }

  /// What one update showed, as SwiftUI animates it.
  private struct ShownChange {
    var dismissals = 0
    var presentations = 0
    var pushes = 0
    /// Presentations this update brought up, and how many of those SwiftUI
    /// showed it took away.
    var presented: [PresentationID] = []
    var visibleDismissals = 0
    /// Whether SwiftUI brought up a dialog, whose buttons give no `onAppear`,
    /// or took away a dialog or popover, whose modifiers have no
    /// `onDismiss`, or is animating away a dialog the user answered: the
    /// update waits the animation's time instead.
    var animatesWithoutSignal = false

    /// Whether `step` may join this update: within the policy, and never a
    /// dismissal together with an arrival (TCA #3797, hmlongco/Navigator #4:
    /// SwiftUI drops or misplaces the second change of such a transaction).
    func admits(_ step: Step<Schema>, policy: DisplayPolicy) -> Bool {
      switch step {
      case .dismiss:
        pushes == 0 && presentations == 0
          && dismissals < (policy.maximumDismissalsPerUpdate ?? .max)
      case .present:
        dismissals == 0 && presentations < (policy.maximumPresentationsPerUpdate ?? .max)
      case .push, .replace:
        (dismissals == 0 || step.addedEntries.isEmpty)
          && pushes < (policy.maximumPushesPerUpdate ?? .max)
      case .selectTab, .pop, .update:
        true
      }
    }

    mutating func count(_ step: Step<Schema>) {
      switch step {
      case .dismiss: dismissals += 1
      case .present(let presentation):
        presentations += 1
        if presentation.style.isDialog {
          animatesWithoutSignal = true
        } else {
          presented.append(presentation.id)
        }
      case .push, .replace: pushes += 1
      case .selectTab, .pop, .update: break
      }
    }
  }

  /// Replays waiting steps, at least one, as many as one update may show,
  /// invalidating only what each step changes; then waits for SwiftUI to
  /// animate what came or went.
  private func showNextSteps() {
    var change = ShownChange()
    var shown = 0
    while nextWaitingStep < waitingSteps.count {
      let step = waitingSteps[nextWaitingStep]
      guard change.admits(step, policy: policy) || shown == 0 else { break }
      change.count(step)
      if isUsersDismissalOfADialog(step) { change.animatesWithoutSignal = true }
      if let style = show(step) {
        if Pacing.signalsDismissal(style) {
          change.visibleDismissals += 1
        } else {
          change.animatesWithoutSignal = true
        }
      }
      nextWaitingStep += 1
      shown += 1
    }
    if !change.presented.isEmpty || change.visibleDismissals > 0 || change.animatesWithoutSignal {
      startPacing(
        presented: change.presented, dismissals: change.visibleDismissals,
        timed: change.animatesWithoutSignal)
    }
  }

  /// Whether `step` takes away a dialog the user answered or closed.
  ///
  /// SwiftUI sets a dialog's `isPresented` to false when the user taps, and
  /// animates it away from then on, unlike a sheet's `nil`, which comes at
  /// the end of the animation: what comes next waits the animation's time.
  private func isUsersDismissalOfADialog(_ step: Step<Schema>) -> Bool {
    guard case .dismiss(let presentation) = step else { return false }
    return presentation.style.isDialog && pendingDismissal?.value.id == presentation.id
  }

  /// Replays one step on the displayed state and invalidates what it changes.
  ///
  /// - Returns: The style of a presentation SwiftUI shows that the step
  ///   took away, which SwiftUI now animates away; `nil` for other steps.
  private func show(_ step: Step<Schema>) -> PresentationStyle? {
    let index = presentationIndex(of: step)
    let isVisibleDismissal =
      if case .dismiss(let presentation) = step, let index {
        isShownBySwiftUI(presentation, at: index)
      } else {
        false
      }
    do {
      try displayed.apply(step)
    } catch {
      // The display follows the navigator's own steps, so this cannot happen;
      // if it ever does, showing the model beats showing something wrong.
      resynchronize()
      return nil
    }
    updateDisplayedPath(for: step)
    forgetAliases(of: step.removedEntries)
    switch step {
    case .selectTab:
      invalidate(\.displayedTabToken)
    case .pop(let location, _, _), .push(let location, _), .replace(let location, _, _):
      invalidate(\.[displayedPath: location])
      // A presentation's item says whether it holds a locked screen.
      if step.removedEntries.contains(where: { $0.options.isBackLocked })
        || step.addedEntries.contains(where: { $0.options.isBackLocked })
      {
        invalidatePresentation(of: location)
      }
    case .update(let location, let before, let after):
      invalidate(\.[displayedPath: location])
      if before.options.isBackLocked != after.options.isBackLocked
        || displayed.root(at: location)?.id == after.id
      {
        invalidatePresentation(of: location)
      }
    case .dismiss(let presentation):
      // Only a sheet or cover says when it is gone (`onDismiss`), which
      // ends its time as leaving.
      if isVisibleDismissal, let index, Pacing.signalsDismissal(presentation.style) {
        pacing.leaving[index, default: []].append(presentation.id)
      }
      invalidate(\.[displayedPath: .presentation(presentation.id)])
      invalidatePresentations(from: index ?? 0)
    case .present(let presentation):
      invalidate(\.[displayedPath: .presentation(presentation.id)])
      invalidate(\.[displayedPresentation: displayed.presentations.count - 1])
    }
    guard isVisibleDismissal, case .dismiss(let presentation) = step else { return nil }
    return presentation.style
  }

  /// Keeps the path items of the stack a step changes up to date, at the
  /// cost of what the step changes; paths not read yet are built when read.
  private func updateDisplayedPath(for step: Step<Schema>) {
    switch step {
    case .push(let location, let entry):
      displayedPaths[location]?.append(PathItem(entry: entry, key: aliases[entry.id]))
    case .pop(let location, _, let removed):
      displayedPaths[location]?.removeLast(removed.count)
    case .replace(let location, let removed, let pushed):
      displayedPaths[location]?.removeLast(removed.count)
      displayedPaths[location]?.append(
        contentsOf: pushed.map { PathItem(entry: $0, key: aliases[$0.id]) })
    case .update(let location, _, let entry):
      guard let index = displayedPaths[location]?.lastIndex(where: { $0.entryID == entry.id })
      else { return }
      displayedPaths[location]?[index] = PathItem(entry: entry, key: aliases[entry.id])
    case .dismiss(let presentation):
      displayedPaths[.presentation(presentation.id)] = nil
    case .present, .selectTab:
      break
    }
  }

  /// Invalidates the presentation whose stack is at `location`.
  private func invalidatePresentation(of location: StackLocation<Schema>) {
    guard case .presentation(let id) = location,
      let index = displayed.presentations.firstIndex(where: { $0.id == id })
    else { return }
    invalidate(\.[displayedPresentation: index])
  }

  /// The index a dismissal takes away, before it is shown.
  private func presentationIndex(of step: Step<Schema>) -> Int? {
    guard case .dismiss(let presentation) = step else { return nil }
    return displayed.presentations.firstIndex { $0.id == presentation.id }
  }

  /// Shows the model as it is, dropping the waiting steps.
  private func resynchronize() {
    let count = max(displayed.presentations.count, navigator.currentState.presentations.count)
    displayed = navigator.currentState
    displayedPaths = [:]
    nextWaitingStep = waitingSteps.count
    invalidate(\.displayedTabToken)
    for tab in displayed.tabs { invalidate(\.[displayedPath: .tab(tab)]) }
    for presentation in displayed.presentations {
      invalidate(\.[displayedPath: .presentation(presentation.id)])
    }
    for index in 0..<max(count, 1) { invalidate(\.[displayedPresentation: index]) }
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
      invalidatePresentations(from: pending.value.index)
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

  func invalidatePresentations(from index: Int) {
    let count = max(
      displayed.presentations.count, shownPresentations.keys.max().map { $0 + 1 } ?? 0)
    for index in index..<max(count, index + 1) { invalidate(\.[displayedPresentation: index]) }
  }

  /// Drops the identities links gave to entries that left the display, and
  /// moves those links to a new value: a later write of the old one is stale.
  private func forgetAliases(of removed: [NavigationEntry<Schema>]) {
    guard !aliases.isEmpty else { return }
    for entry in removed {
      guard let key = aliases.removeValue(forKey: entry.id) else { continue }
      aliasedEntries[key] = nil
      if case .request(let element, _) = key {
        linkGenerations[element, default: 0] += 1
        invalidate(\.[linkGeneration: element])
      }
    }
  }

  // Observation tokens: each part of the display is observed on its own. The
  // value is meaningless; views read the parts through the getters.

  subscript(displayedPath location: StackLocation<Schema>) -> Int { 0 }
  subscript(displayedPresentation index: Int) -> Int { 0 }
  subscript(linkGeneration element: StackElement<Schema>) -> Int { 0 }
  var displayedTabToken: Int { 0 }
}
