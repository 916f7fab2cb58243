package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The presentation SwiftUI shows at `index` (0 is the lowest), whatever its style.
  ///
  /// Reading it tracks this index alone, and records it as shown there: a
  /// later `nil` write dismisses it only while it is still the one displayed
  /// at that index.
  ///
  /// - Parameter index: The index, counted from the bottom.
  /// - Returns: The presentation, or `nil` when none is shown there.
  package func presentation(at index: Int) -> PresentedItem<Schema>? {
    let slot = presentationSlot(index)
    slot.track()
    let item = displayedPresentation(at: index)
    slot.shown = item?.id
    return item
  }

  /// Takes what SwiftUI wrote for the presentation at `index`, read against
  /// the presentation the getter last returned there; tests write this way.
  @discardableResult
  package func writePresentation(_ item: PresentedItem<Schema>?, at index: Int)
    -> NavigationTask<Schema>?
  {
    writePresentation(item, at: index, shown: presentationSlot(index).shown)
  }

  /// Takes what SwiftUI wrote for the presentation at `index` through a
  /// binding that showed `shown`.
  ///
  /// `nil` is the user pulling the sheet down. SwiftUI writes it at the end
  /// of the animation, possibly after the model has moved on, and it is not
  /// documented whether through the binding of the frame where the pull
  /// began or through its latest one; both are safe here. The `nil` dismisses
  /// the presentation the user saw only if that presentation is still
  /// displayed at that index and nothing the display took away at that index
  /// is still animating away (the late `nil` is then that one's). A stale
  /// dismissal is recorded in ``issues`` and ignored. The dismissal shows at
  /// once; one that fails or is denied (a back lock, unsaved changes) brings
  /// the presentation back. Writing another presentation is not a user
  /// action: it is recorded and not applied.
  ///
  /// - Parameters:
  ///   - item: `nil` for a dismissal.
  ///   - index: The index the binding belongs to.
  ///   - shown: The presentation the binding showed when SwiftUI made it.
  /// - Returns: The navigation the dismissal reports, when there is one.
  @discardableResult
  package func writePresentation(
    _ item: PresentedItem<Schema>?, at index: Int, shown: PresentationID?
  ) -> NavigationTask<Schema>? {
    let slot = presentationSlot(index)
    if let item {
      guard item.id != shown else { return nil }
      record(
        .unsupportedPresentationWrite(index: index, shown: shown, written: item.id),
        rereading: slot)
      return nil
    }
    // SwiftUI closing a dialog the user has just answered.
    if let shown, slot.pendingDismissal?.value == shown { return nil }
    // The late nil of a presentation the display already took away.
    if let leaving = slot.leaving.first {
      record(.staleDismissal(index: index, shown: leaving), rereading: slot)
      return nil
    }
    guard let shown, displayedPresentation(at: index)?.id == shown else {
      if shown != nil { record(.staleDismissal(index: index, shown: shown), rereading: slot) }
      return nil
    }
    return dismissByUser(shown, at: index) { navigator, seen in
      navigator.userDidDismiss(shown, seenVersion: seen)
    }
  }

  /// Takes the button the user tapped in the dialog at `index`, through a
  /// binding that showed `shown`: the dialog goes at once, as a pull-down
  /// does, and whoever awaits it receives `answer` (see
  /// `Navigator.userDidAnswer(_:with:seenVersion:)`).
  ///
  /// An answer to a dialog that is no longer displayed is stale: it is
  /// recorded in ``issues`` and ignored.
  ///
  /// - Parameters:
  ///   - answer: The tapped button's answer.
  ///   - index: The index of the dialog.
  ///   - shown: The dialog the button belonged to.
  /// - Returns: The navigation the answer reports, when there is one.
  @discardableResult
  package func answer<Answer: Hashable & Sendable>(
    _ answer: Answer, at index: Int, shown: PresentationID
  ) -> NavigationTask<Schema>? {
    // SwiftUI may write `false` before it runs the button's action (Apple
    // does not say which comes first): the dismissal that false reported is
    // still in line, and the answer, reported behind it, is delivered with it.
    let slot = presentationSlot(index)
    if slot.pendingDismissal?.value == shown {
      let (navigator, seen) = (navigator, displayedVersion)
      return navigator.inNextTurn {
        navigator.userDidAnswer(shown, with: answer, seenVersion: seen)
      }
    }
    guard displayedPresentation(at: index)?.id == shown else {
      record(.staleDismissal(index: index, shown: shown), rereading: slot)
      return nil
    }
    return dismissByUser(shown, at: index) { navigator, seen in
      navigator.userDidAnswer(shown, with: answer, seenVersion: seen)
    }
  }

  /// Shows the user's dismissal of `shown` at once and reports it in the
  /// navigator's next turn; a dismissal that fails brings it back.
  private func dismissByUser(
    _ shown: PresentationID, at index: Int,
    _ report: (Navigator<Schema>, UInt64) -> NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    let slot = presentationSlot(index)
    let token = makePendingToken()
    slot.pendingDismissal = PendingChange(value: shown, token: token)
    slot.shown = nil
    let (navigator, seen) = (navigator, displayedVersion)
    let report = navigator.inNextTurn { report(navigator, seen) }
    report.whenSettled { [weak self] outcome in
      guard let self, slot.pendingDismissal?.token == token else { return }
      guard outcome.isApplied else {
        slot.pendingDismissal = nil
        self.invalidatePresentations(from: index)
        return
      }
      slot.pendingDismissal?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }

  /// The displayed presentation at `index`, unless the user is dismissing it
  /// or one beneath it.
  func displayedPresentation(at index: Int) -> PresentedItem<Schema>? {
    let chain = displayed.presentations
    guard chain.indices.contains(index) else { return nil }
    for (below, slot) in presentations.prefix(index + 1).enumerated()
    where slot.pendingDismissal?.value == chain[below].id {
      return nil
    }
    return PresentedItem(chain[index], showsCoversAsSheets: profile.showsCoversAsSheets)
  }
}
