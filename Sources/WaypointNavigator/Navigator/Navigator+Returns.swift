public import WaypointCore

// One mechanism carries values back: a value waits in the state, addressed to
// the entry it returns to, until it is taken. An awaiter of this run takes it
// at once; after a relaunch, the screen there takes it when it appears.
extension Navigator {
  /// Presents a screen and waits for the value, of type `type`, it returns with.
  ///
  /// The value arrives when the presentation's root calls
  /// ``finish(_:with:)->NavigationTask<Schema>`` with it, when a dialog is
  /// answered, or when a flow inside returns to the screen beneath with
  /// ``return(to:with:)->NavigationTask<Schema>``; `nil` arrives when the
  /// presentation goes away any other way (a swipe,
  /// ``dismissAll()->NavigationTask<Schema>``, a deep link replacing it), when
  /// the presentation is denied or fails, or when `type` is not the schema's
  /// `ReturnValue`. The value waits in the state until taken, so a relaunch
  /// keeps it for the screen beneath, which takes it with
  /// ``takeReturnValue(at:)`` if it is a return point.
  ///
  /// ```swift
  /// let color = await navigator.present(.colorPicker, returning: Color.self)
  /// ```
  public func present<Value: Sendable>(
    _ route: Schema.Route, style: PresentationStyle = .sheet, returning type: Value.Type
  ) async -> Value? {
    let outcome = await present(route, style: style).outcome
    let presented = outcome.transition?.steps.lazy.compactMap { step -> EntryID? in
      if case .present(let presentation) = step { return presentation.root.id }
      return nil
    }.last
    guard outcome.isApplied, let presented, storage.entry(presented) != nil else { return nil }
    return await value(returnedBy: presented) as? Value
  }

  /// Finishes a screen without knowing its parent: pops it (with what is
  /// above it) or dismisses its presentation if it is a root; see ``NavigationState/finish(_:)``.
  ///
  /// If `value` is given, it is returned to the screen beneath, where it
  /// waits in the state for whoever awaits the screen
  /// (``present(_:style:returning:)``) or for ``takeReturnValue(at:)``, but
  /// only if the screen really goes away; if a guard (such as unsaved
  /// changes) denies, the screen stays and its awaiter keeps waiting.
  @discardableResult
  public func finish(_ id: EntryID, with value: Schema.ReturnValue? = nil)
    -> NavigationTask<Schema>
  {
    returning(value, .app, from: id) { try $0.planFinish(id) }
  }

  /// Reports the button the user tapped in a dialog: the dialog is dismissed
  /// as if the user had dismissed it, and `answer`, the button's
  /// ``DialogButton/answer``, is returned to the screen beneath, as
  /// ``finish(_:with:)->NavigationTask<Schema>`` returns a value.
  ///
  /// ```swift
  /// let answer = await navigator.present(.confirmRelease(25), style: .alert, returning: Release.self)
  /// // the glue, when the user taps "Release":
  /// navigator.userDidAnswer(dialog.id, with: Release.release, seenVersion: shownVersion)
  /// ```
  ///
  /// An answer whose type is not the schema's `ReturnValue` carries nothing.
  /// A dialog that is already gone needs nothing, and its awaiter has had
  /// `nil`. Any other presentation is dismissed the same way. `seenVersion`
  /// is the ``version`` the UI was showing.
  ///
  /// - Returns: The navigation, in order with every other; guards apply, and
  ///   if one denies, the dialog stays and its awaiter keeps waiting.
  @discardableResult
  public func userDidAnswer<Answer: Hashable & Sendable>(
    _ presentation: PresentationID, with answer: Answer, seenVersion: UInt64
  ) -> NavigationTask<Schema> {
    guard let root = storage.presentation(presentation)?.root.id else {
      return userDidDismiss(presentation, seenVersion: seenVersion)
    }
    return returning(answer as? Schema.ReturnValue, .user, from: root) { state in
      guard state.presentation(presentation) != nil else { return state.transition([]) }
      return try state.planDismiss(presentation)
    }
  }

  /// Returns to the return point named `point` with `value`, in one
  /// navigation; see ``NavigationState/return(to:with:)``.
  ///
  /// Guards apply as to any navigation. The value waits in the state until
  /// the screen at the return point takes it with ``takeReturnValue(at:)``.
  @discardableResult
  public func `return`(to point: String, with value: Schema.ReturnValue) -> NavigationTask<Schema> {
    request(
      .app,
      .building { state in
        var next = state
        let transition = try next.return(to: point, with: value)
        return Plan(transition: transition, proposed: next)
      })
  }

  /// Takes the value returned to the return point named `point`, once; see
  /// ``NavigationState/takeReturnValue(at:)``.
  ///
  /// A return point's screen calls it when it appears (in SwiftUI, from
  /// `onAppear` or `task`), so a value returned before a relaunch reaches it too.
  public func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    storage.takeReturnValue(at: point)
  }

  /// Runs the navigation `plan` makes with `value` waiting at the entry `id`
  /// returns to.
  ///
  /// Any transition that removes `id` delivers the value to an awaiter,
  /// even one in line before this one (SwiftUI may write a dialog's `false`
  /// before its button's action). If `id` stays, the value goes.
  private func returning(
    _ value: Schema.ReturnValue?, _ cause: TransitionCause, from id: EntryID,
    _ plan: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>
  ) -> NavigationTask<Schema> {
    guard let value else { return requestInPlace(cause, plan) }
    let address = storage.returnAddress(finishing: id)
    storage.returnValues[address] = value
    let task = requestInPlace(cause, plan)
    let settle = { @MainActor [weak self] in
      guard let self, storage.entry(id) != nil, storage.returnValues[address] == value else {
        return
      }
      storage.returnValues[address] = nil
    }
    if task.settledOutcome != nil {
      settle()
    } else {
      Task {
        _ = await task.outcome; settle()
      }
    }
    return task
  }

  /// Waits until entry `presented` goes, then takes the value waiting at the
  /// screen it returned to, if any; `nil` if the awaiting task is cancelled first.
  private func value(returnedBy presented: EntryID) async -> Schema.ReturnValue? {
    let awaiting = Awaiting<Schema.ReturnValue?>()
    var address = storage.returnAddress(finishing: presented)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        awaiting.continuation = continuation
        guard !Task.isCancelled else { return awaiting.resume(nil) }
        awaiting.observer = addCommitObserver { [unowned self] transition in
          guard transition.removedEntries.contains(where: { $0.id == presented }) else {
            return address = storage.returnAddress(finishing: presented)  // a push beneath
          }
          if let token = awaiting.observer { removeCommitObserver(token) }
          awaiting.resume(storage.returnValues.removeValue(forKey: address))
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        if let token = awaiting.observer { self?.removeCommitObserver(token) }
        awaiting.resume(nil)
      }
    }
  }
}

/// One awaiter of a returned value, resumed once: by the commit that removes
/// its screen or by its cancellation, whichever comes first.
@MainActor final class Awaiting<Value: Sendable> {
  var continuation: CheckedContinuation<Value, Never>?
  var observer: Int?

  func resume(_ value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
