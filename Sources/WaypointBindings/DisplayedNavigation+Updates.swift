import Observation
import WaypointCore
import WaypointNavigator

// How the displayed state follows the model: one planned step batch per
// update, as large as the policy allows, and never while the scene is inactive.
extension DisplayedNavigation {
  /// Asks for an update, unless one is already coming.
  func scheduleUpdate() {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    scheduler.schedule { [weak self] in self?.update() }
  }

  /// Takes the next step towards the model, then settles what the user did
  /// that the display now shows.
  func update() {
    isUpdateScheduled = false
    guard isActive else { return }
    let model = navigator.currentState
    if displayed != model {
      show(displayed.steppingTowards(model, within: policy))
      updateCount += 1
    }
    if displayed == model {
      displayedVersion = navigator.version
      settlePendingChanges()
      forgetAliasesOfRemovedEntries()
    } else {
      scheduleUpdate()
    }
  }

  /// Replaces the displayed state, invalidating only the parts that changed.
  private func show(_ next: NavigationState<Schema>) {
    let old = displayed
    displayed = next
    if old.selectedTab != next.selectedTab { invalidate(\.displayedTabToken) }
    for tab in next.tabs where old.stack(for: tab) != next.stack(for: tab) {
      invalidate(\.[displayedPath: .tab(tab)])
    }
    let levels = max(old.presentations.count, next.presentations.count)
    for level in 0..<levels {
      let before = old.presentations.indices.contains(level) ? old.presentations[level] : nil
      let after = next.presentations.indices.contains(level) ? next.presentations[level] : nil
      if !PresentedItem.isShownAlike(before.map(PresentedItem.init), after.map(PresentedItem.init))
      {
        invalidate(\.[displayedPresentation: level])
      }
      for presentation in [before, after].compactMap(\.self)
      where old.presentation(presentation.id)?.stack != next.presentation(presentation.id)?.stack {
        invalidate(\.[displayedPath: .presentation(presentation.id)])
      }
    }
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

extension NavigationState {
  /// This state moved towards `target` by the first steps of the planned
  /// transition that `policy` lets one update show; at least one step, so
  /// every update makes progress.
  func steppingTowards(_ target: NavigationState, within policy: DisplayPolicy)
    -> NavigationState
  {
    guard let plan = try? transition(to: target) else { return target }
    var next = self
    var counts = (dismissals: 0, presentations: 0, pushes: 0)
    for (index, step) in plan.steps.enumerated() {
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
      guard withinPolicy || index == 0 else { break }
      do { try next.apply(step) } catch { return target }
    }
    if next.structurallyEquals(target) { next.nextIdentity = target.nextIdentity }
    return next
  }

  /// Equal but for the identity counter, which only the model advances.
  private func structurallyEquals(_ other: NavigationState) -> Bool {
    var copy = other
    copy.nextIdentity = nextIdentity
    return self == copy
  }
}
