package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The presentation SwiftUI shows at `index` (0 is the lowest), whatever its style.
  ///
  /// Reading it tracks this index alone and records it as shown there: a later `nil` dismisses it
  /// only while it is still displayed there.
  package func presentation(at index: Int) -> PresentedItem<Schema>? {
    let slot = presentationSlot(index)
    slot.track()
    let item = displayedPresentation(at: index)
    slot.shown = item?.id
    return item
  }

  /// The presentation SwiftUI shows at `index` if it points at `anchor`, for the view marking
  /// `anchor`; reading it tracks only what points there, so a sheet's detent or another view's
  /// popover does not draw every marked view again.
  package func presentation(at index: Int, anchoredAt anchor: Schema.Selection)
    -> PresentedItem<Schema>?
  {
    let slot = anchorSlot(anchor)
    slot.track()
    let item = displayedPresentation(at: index).flatMap { $0.anchor == anchor ? $0 : nil }
    slot.shownIndex = item == nil ? nil : index
    return item
  }

  /// Takes what SwiftUI wrote for the presentation at `index`, read against what the getter last
  /// returned there.
  @discardableResult
  package func writePresentation(_ item: PresentedItem<Schema>?, at index: Int)
    -> NavigationTask<Schema>?
  {
    writePresentation(item, at: index, shown: presentationSlot(index).shown)
  }

  /// Takes what SwiftUI wrote for the presentation at `index` through a binding that showed
  /// `shown`.
  ///
  /// `nil` is a pull-down, written at the end of the animation, maybe after the model moved on,
  /// through the binding of the pull's first frame or of its latest (Apple does not say; both are
  /// safe). It dismisses `shown` only while that is displayed at `index` and nothing taken away
  /// there is still animating (the late `nil` is then that one's); it shows at once, and comes back
  /// if the report fails. A stale dismissal, or another presentation written, is recorded in
  /// ``issues`` and not applied.
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
    if let shown, slot.pending?.value == shown { return nil }
    // The late nil of a presentation the display already took away: it is gone now.
    if !slot.leaving.isEmpty {
      slot.dismissalsAheadOfOnDismiss += 1
      record(.staleDismissal(index: index, shown: slot.leaving.removeFirst()), rereading: slot)
      return nil
    }
    guard let shown, displayedPresentation(at: index)?.id == shown else {
      if shown != nil { record(.staleDismissal(index: index, shown: shown), rereading: slot) }
      return nil
    }
    return dismissByUser(shown, at: index, .dismiss(shown))
  }

  /// Takes the button the user tapped in the dialog `shown` at `index`: the dialog goes at once, as
  /// on a pull-down, and whoever awaits it receives `answer`
  /// (`Navigator.userDidChange(_:seenVersion:)` with `.answer`).
  ///
  /// An answer to a dialog no longer displayed is recorded in ``issues``.
  @discardableResult
  package func answer(
    _ answer: Schema.ReturnValue, at index: Int, shown: PresentationID
  ) -> NavigationTask<Schema>? {
    // SwiftUI may write `false` before the button's action (Apple does not say which comes first):
    // the answer, in line behind it, goes with it.
    let slot = presentationSlot(index)
    if slot.pending?.value == shown { return report(.answer(shown, with: answer)) }
    guard displayedPresentation(at: index)?.id == shown else {
      record(.staleDismissal(index: index, shown: shown), rereading: slot)
      return nil
    }
    return dismissByUser(shown, at: index, .answer(shown, with: answer))
  }

  /// Shows the user's dismissal of `shown` at once and reports it in the navigator's next turn; a
  /// dismissal that fails brings it back.
  private func dismissByUser(
    _ shown: PresentationID, at index: Int, _ change: UserChange<Schema>
  ) -> NavigationTask<Schema> {
    let slot = presentationSlot(index)
    let token = pend(shown, in: slot)
    slot.shown = nil
    return settle(report(change), in: slot, token: token) {
      $0.invalidatePresentations(from: index)
    }
  }

  /// The displayed presentation at `index`, unless the user is dismissing it or one beneath it.
  func displayedPresentation(at index: Int) -> PresentedItem<Schema>? {
    let chain = displayed.presentations
    guard chain.indices.contains(index) else { return nil }
    for (below, slot) in presentations.prefix(index + 1).enumerated()
    where slot.pending?.value == chain[below].id {
      return nil
    }
    let guarded = chain[index].dismissal == .guarded
    return PresentedItem(
      chain[index], showsCoversAsSheets: profile.showsCoversAsSheets,
      guardsDeny: guarded && navigator.guardsDeny(dismissing: chain[index].id))
  }

  /// Takes the detent the user dragged the presentation `shown` to, a write like any other: the
  /// navigator applies it in its next turn, as the user's, and a refused drag has SwiftUI read the
  /// model's detent again.
  @discardableResult
  package func writeDetent(_ detent: Detent, shown: PresentationID) -> NavigationTask<Schema>? {
    guard let index = displayed.presentations.firstIndex(where: { $0.id == shown }),
      displayed.presentations[index].selectedDetent != detent
    else { return nil }
    return settle(report(.drag(shown, to: detent)), in: presentationSlot(index), token: nil) {
      $0.presentationSlot(index).invalidate()
    }
  }

  /// Notes a view marking `anchor` coming on screen or leaving it.
  package func markAnchor(_ anchor: Schema.Selection, isShown: Bool) {
    anchorSlot(anchor).markCount += isShown ? 1 : -1
  }

  /// Whether a view on screen marks `item`'s anchor; an anchor that none marks is reported, and
  /// SwiftUI shows `item` from the presenting view.
  package func marksAnchor(of item: PresentedItem<Schema>) -> Bool {
    guard let anchor = item.anchor else { return false }
    if let slot = anchors[anchor], slot.markCount > 0 { return true }
    let issue = DisplayIssue<Schema>.anchorNotShown(item.id, anchor: anchor)
    if issues.last != issue { issues.append(issue) }
    return false
  }
}
