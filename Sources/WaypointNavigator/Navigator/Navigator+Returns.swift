public import WaypointCore

// One mechanism carries values back: a value waits in the state, addressed to the entry it returns
// to, until taken: at once by an awaiter of this run, or, after a relaunch, by the screen there
// when it appears.
extension Navigator {
  /// Presents a screen and waits for the value, of type `type`, it returns.
  ///
  /// The value is the one the presentation's root finishes with
  /// (``finish(_:with:)->NavigationTask<Schema>``), a dialog's answer, or a return to the screen
  /// beneath (``return(to:with:)->NavigationTask<Schema>``); `nil` when the presentation goes any
  /// other way, is denied or fails, or when `type` is not the schema's `ReturnValue`.
  ///
  /// ```swift
  /// let color = await navigator.present(.colorPicker, returning: Color.self)
  /// ```
  public func present<Value: Sendable>(
    _ route: Schema.Route, style: PresentationStyle = .sheet, returning type: Value.Type
  ) async -> Value? {
    let outcome = await present(route, style: style).outcome
    let presented = outcome.transition?.steps.last?.addedEntries.first?.id  // the root
    guard outcome.isApplied, let presented, storage.entry(presented) != nil else { return nil }
    return await value(returnedBy: presented) as? Value
  }

  /// Finishes a screen without knowing its parent (see ``NavigationState/finish(_:)``), returning
  /// `value`, if given, to the screen beneath, but only if the screen really goes.
  @discardableResult
  public func finish(_ id: EntryID, with value: Schema.ReturnValue? = nil)
    -> NavigationTask<Schema>
  {
    returning(value, .app, from: id) { try $0.planFinish(id) }
  }

  /// Reports the button the user tapped in a dialog: the dialog is dismissed as the user's, and
  /// `answer` returned to the screen beneath as ``finish(_:with:)->NavigationTask<Schema>`` returns
  /// a value (an answer of another type than `ReturnValue` carries nothing).
  ///
  /// `seenVersion` is the ``version`` the UI was showing; guards apply.
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

  /// Returns to a return point with a value, through the guards; see
  /// ``NavigationState/return(to:with:)``.
  @discardableResult
  public func `return`(to point: String, with value: Schema.ReturnValue) -> NavigationTask<Schema> {
    perform { try $0.return(to: point, with: value) }
  }

  /// Takes the value returned to a return point, once, as its screen appears (also after a
  /// relaunch); see ``NavigationState/takeReturnValue(at:)``.
  public func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    storage.takeReturnValue(at: point)
  }

  /// Runs `plan` with `value` waiting at the screen `id` returns to, where any transition that
  /// removes `id` finds it (SwiftUI may write a dialog's `false` before its button's action); if
  /// `id` stays, the value goes.
  private func returning(
    _ value: Schema.ReturnValue?, _ cause: TransitionCause, from id: EntryID,
    _ plan: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>
  ) -> NavigationTask<Schema> {
    guard let value else { return requestInPlace(cause, plan) }
    let address = storage.returnAddress(finishing: id)
    storage.returnValues[address] = value
    let task = requestInPlace(cause, plan)
    task.whenSettled { [weak self] _ in
      if let self, storage.entry(id) != nil, storage.returnValues[address] == value {
        storage.returnValues[address] = nil
      }
    }
    return task
  }

  /// Waits until entry `presented` goes and takes the value at the screen it returned to; `nil` if
  /// the awaiting task is cancelled first.
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

/// An awaiter of a returned value, resumed once: by the commit that removes its screen or by its
/// cancellation, whichever comes first.
@MainActor final class Awaiting<Value: Sendable> {
  var continuation: CheckedContinuation<Value, Never>?
  var observer: Int?
  func resume(_ value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
