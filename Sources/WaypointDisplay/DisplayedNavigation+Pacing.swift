package import WaypointCore

/// Whether the display waits for SwiftUI to finish animating what an update presented or dismissed
/// (what each host waits for is in its slot).
///
/// A presentation is done once its content has appeared, at the start of its animation, and its
/// animation time has passed; a dismissal once `onDismiss` has run, at the end of the animation
/// (the behaviour table's rows `pushed-on-appear-at-start`, `on-dismiss-after-animation`). A
/// signal that never comes holds the display at most ``fallback``.
struct Pacing {
  /// How long a presentation animates: FlowStacks waits 0.65 s between the steps of nested
  /// presentations, and so does this (row `presentation-animation`).
  static let presentationTime = Duration.milliseconds(650)
  /// The longest the display waits for SwiftUI's signals.
  static let fallback = Duration.seconds(2)

  /// Tells one wait from the next: an earlier wait's deadline does nothing.
  var token = 0
  var isWaiting = false
  var isPresentationTimeOver = true
}

extension DisplayedNavigation {
  /// The content of presentation `id` appeared (its `onAppear`).
  package func presentationDidAppear(_ id: PresentationID) {
    guard let slot = presentations.first(where: { $0.awaitedAppearance == id }) else { return }
    slot.awaitedAppearance = nil
    endPacingIfDone()
  }

  /// The presentation at `index` is gone from the screen (its `onDismiss`).
  package func presentationDidDismiss(at index: Int) {
    guard presentations.indices.contains(index) else { return }
    let slot = presentations[index]
    if slot.dismissalsAheadOfOnDismiss > 0 {
      slot.dismissalsAheadOfOnDismiss -= 1
    } else if !slot.leaving.isEmpty {
      slot.leaving.removeFirst()
    }
    guard slot.awaitedDismissals > 0 else { return }
    slot.awaitedDismissals -= 1
    endPacingIfDone()
  }

  /// Holds further updates until SwiftUI has animated what this update presented and dismissed, and
  /// the animation's time if `timed`.
  func startPacing(timed: Bool) {
    pacing.token += 1
    let token = pacing.token
    pacing.isWaiting = true
    let presents = presentations.contains { $0.awaitedAppearance != nil }
    pacing.isPresentationTimeOver = !presents && !timed
    if !pacing.isPresentationTimeOver {
      scheduler.schedule(after: Pacing.presentationTime) { [weak self] in
        guard let self, self.pacing.token == token else { return }
        self.pacing.isPresentationTimeOver = true
        self.endPacingIfDone()
      }
    }
    scheduler.schedule(after: Pacing.fallback) { [weak self] in
      guard let self, self.pacing.token == token, self.pacing.isWaiting else { return }
      // SwiftUI never said, and may still be dismissing (a user can hold a pull for as long as they
      // like): the display goes on, and what is leaving stays leaving until its `nil` or
      // `onDismiss` comes, so that `nil` never dismisses what came in its place.
      self.endPacing()
    }
  }

  private func endPacingIfDone() {
    if pacing.isWaiting, pacing.isPresentationTimeOver, presentations.allSatisfy(\.isSettled) {
      endPacing()
    }
  }

  private func endPacing() {
    pacing.isWaiting = false
    pacing.isPresentationTimeOver = true
    for slot in presentations {
      slot.awaitedAppearance = nil
      slot.awaitedDismissals = 0
    }
    if waiting.hasSteps { scheduleUpdate() }
  }
}
