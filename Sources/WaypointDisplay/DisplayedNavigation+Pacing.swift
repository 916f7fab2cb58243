package import WaypointCore

/// What SwiftUI is still animating after an update that presented or
/// dismissed, which the next update waits for.
///
/// SwiftUI gives two signals: a presentation's content appears (at the start
/// of its animation, as a pushed view's does: swiftui-navigation-stack #23),
/// and `onDismiss` runs at the end of the dismiss animation (Apple's
/// `sheet(item:onDismiss:content:)`; FlowStacks #69). A presentation is done
/// once its content has appeared and its animation time has passed; a
/// dismissal once its `onDismiss` has run. A signal that never comes (a
/// window that is not drawn) holds the display for at most ``fallback``.
struct Pacing {
  /// How long a presentation animates: FlowStacks waits 0.65 s between the
  /// steps of nested presentations (`RoutesHolder.swift`), and so does this.
  static let presentationTime = Duration.milliseconds(650)
  /// The longest the display waits for SwiftUI's signals.
  static let fallback = Duration.seconds(2)

  /// Tells one wait from the next, so that a deadline of an earlier wait does nothing.
  var token = 0
  var isWaiting = false
  var awaitedAppearances: Set<PresentationID> = []
  var awaitedDismissals = 0
  var isPresentationTimeOver = true
  /// Presentations the display took away while SwiftUI showed them, whose
  /// `onDismiss` has not run, by index, oldest first.
  ///
  /// SwiftUI may write a
  /// sheet's late `nil` (the end of a pull-down that raced the app's
  /// dismissal) through the binding of the presentation that replaced it;
  /// such a `nil` belongs to them.
  var leaving: [Int: [PresentationID]] = [:]

  /// Whether SwiftUI runs `onDismiss` when a presentation of `style` is
  /// gone: `.sheet` and `.fullScreenCover` take one; `.popover`, `.alert`
  /// and `.confirmationDialog` do not, so their dismissal is given the
  /// animation's time instead.
  static func signalsDismissal(_ style: PresentationStyle) -> Bool {
    style == .sheet || style == .fullScreenCover
  }

  var isDone: Bool {
    awaitedAppearances.isEmpty && awaitedDismissals == 0 && isPresentationTimeOver
  }
}

extension DisplayedNavigation {
  /// The content of a presentation appeared: the glue calls this from the
  /// presented content's `onAppear`.
  ///
  /// - Parameter id: The presentation shown.
  package func presentationDidAppear(_ id: PresentationID) {
    guard pacing.awaitedAppearances.remove(id) != nil else { return }
    endPacingIfDone()
  }

  /// A presentation at `index` is gone from the screen: the glue calls this
  /// from the presentation's `onDismiss`, which SwiftUI runs at the end of the
  /// dismiss animation.
  ///
  /// - Parameter index: The index of the presentation, counted from the bottom.
  package func presentationDidDismiss(at index: Int) {
    if var leaving = pacing.leaving[index], !leaving.isEmpty {
      leaving.removeFirst()
      pacing.leaving[index] = leaving.isEmpty ? nil : leaving
    }
    guard pacing.awaitedDismissals > 0 else { return }
    pacing.awaitedDismissals -= 1
    endPacingIfDone()
  }

  /// Holds further updates until SwiftUI has animated what this update
  /// presented and dismissed.
  ///
  /// - Parameters:
  ///   - presented: The presentations this update brought up.
  ///   - dismissals: How many `onDismiss` calls to wait for.
  ///   - timed: Whether a dismissal without `onDismiss` waits the
  ///     animation's time.
  func startPacing(presented: [PresentationID], dismissals: Int, timed: Bool) {
    pacing.token += 1
    let token = pacing.token
    pacing.isWaiting = true
    pacing.awaitedAppearances = Set(presented)
    pacing.awaitedDismissals = dismissals
    pacing.isPresentationTimeOver = presented.isEmpty && !timed
    if !presented.isEmpty || timed {
      scheduler.schedule(after: Pacing.presentationTime) { [weak self] in
        guard let self, self.pacing.token == token else { return }
        self.pacing.isPresentationTimeOver = true
        self.endPacingIfDone()
      }
    }
    scheduler.schedule(after: Pacing.fallback) { [weak self] in
      guard let self, self.pacing.token == token, self.pacing.isWaiting else { return }
      // SwiftUI never said: what it was dismissing is taken as gone.
      self.pacing.leaving = [:]
      self.endPacing()
    }
  }

  private func endPacingIfDone() {
    if pacing.isWaiting, pacing.isDone { endPacing() }
  }

  private func endPacing() {
    pacing.isWaiting = false
    pacing.awaitedAppearances = []
    pacing.awaitedDismissals = 0
    pacing.isPresentationTimeOver = true
    if nextWaitingStep < waitingSteps.count { scheduleUpdate() }
  }

  /// Whether SwiftUI shows the presentation at `index`: the getter last
  /// returned it and the user is not pulling it down.
  func isShownBySwiftUI(_ presentation: Presentation<Schema>, at index: Int) -> Bool {
    shownPresentations[index] == presentation.id && pendingDismissal?.value.id != presentation.id
  }
}
