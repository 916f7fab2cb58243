public import WaypointCore
import WaypointLinks

extension Navigator {
  /// Presents a screen and waits for the value, of type `type`, it finishes with.
  ///
  /// The value arrives when the presentation's root calls
  /// ``finish(_:with:)->NavigationTask<Schema>`` with it; `nil` arrives when the presentation goes away any other
  /// way (a swipe, ``dismissAll()->NavigationTask<Schema>``, a deep link replacing it), when the
  /// presentation is denied or fails, or when the value has another type.
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
    guard outcome.isApplied, let presented else { return nil }
    return await result(of: presented, as: type)
  }

  /// Pushes a route and waits for the value its screen finishes with; `nil`
  /// when the screen is popped any other way or the push is denied or fails.
  public func push<Value: Sendable>(_ route: Schema.Route, returning type: Value.Type) async
    -> Value?
  {
    let outcome = await push(route).outcome
    let pushed = outcome.transition?.steps.lazy.compactMap { step -> EntryID? in
      if case .push(_, let entry) = step { return entry.id }
      return nil
    }.last
    guard outcome.isApplied, let pushed else { return nil }
    return await result(of: pushed, as: type)
  }

  /// Finishes a screen without knowing its parent: pops it (with what is
  /// above it) or dismisses its presentation if it is a root; see ``NavigationState/finish(_:)``.
  ///
  /// If `value` is given, whoever awaits the screen's result
  /// (``present(_:style:returning:)``, ``push(_:returning:)``) receives it,
  /// but only if the screen really goes away; if a guard (such as unsaved
  /// changes) denies, the screen stays and its awaiter keeps waiting.
  @discardableResult
  public func finish(_ id: EntryID, with value: (any Sendable)? = nil) -> NavigationTask<Schema> {
    guard let value else { return requestInPlace(.app) { try $0.planFinish(id) } }
    return delivering(value, to: id) { requestInPlace(.app) { try $0.planFinish(id) } }
  }

  /// Reports the button the user tapped in a dialog: the dialog is dismissed
  /// as if the user had dismissed it, and whoever awaits its result (see
  /// ``present(_:style:returning:)``) receives `answer`, the button's ``DialogButton/answer``.
  ///
  /// ```swift
  /// let answer = await navigator.present(.confirmRelease(25), style: .alert, returning: Release.self)
  /// // the glue, when the user taps "Release":
  /// navigator.userDidAnswer(dialog.id, with: Release.release, seenVersion: shownVersion)
  /// ```
  ///
  /// A dialog that is already gone needs nothing, and its awaiter has had
  /// `nil`. Any other presentation is dismissed the same way and its
  /// awaiter receives `answer`, as ``finish(_:with:)->NavigationTask<Schema>`` on its root would
  /// give it, but as the user's dismissal. `seenVersion` is the ``version``
  /// the UI was showing.
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
    return delivering(answer, to: root) {
      userDidDismiss(presentation, seenVersion: seenVersion)
    }
  }

  /// Runs the navigation `start` makes, with `value` waiting for whoever
  /// awaits entry `id` should the navigation remove it, and then forgotten.
  private func delivering(
    _ value: any Sendable, to id: EntryID, _ start: () -> NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    deliveries[id] = value
    let task = start()
    if task.settledOutcome != nil {
      deliveries[id] = nil
    } else {
      Task {
        _ = await task.outcome
        self.deliveries[id] = nil
      }
    }
    return task
  }

  /// Waits for the result of an entry that is on screen now.
  ///
  /// Every continuation is resumed exactly once: by the transition that removes
  /// the entry, by a later awaiter of the same entry (with `nil`), or by
  /// cancellation of the awaiting task (with `nil`). Each of these first takes
  /// the waiter out of `waiters` on the main actor, so no two can both resume it.
  private func result<Value: Sendable>(of id: EntryID, as type: Value.Type) async -> Value? {
    let token = nextWaiterToken
    nextWaiterToken += 1
    let value = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<(any Sendable)?, Never>) in
        if storage.entry(id) == nil || Task.isCancelled {
          continuation.resume(returning: nil)
        } else {
          waiters.removeValue(forKey: id)?.continuation.resume(returning: nil)
          waiters[id] = ResultWaiter(token: token, continuation: continuation)
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancelWaiter(for: id, token: token) }
    }
    return value as? Value
  }

  private func cancelWaiter(for id: EntryID, token: Int) {
    guard waiters[id]?.token == token else { return }
    waiters.removeValue(forKey: id)?.continuation.resume(returning: nil)
  }
}

/// A task waiting for a screen's result; the token tells awaiters of one entry apart.
struct ResultWaiter {
  let token: Int
  let continuation: CheckedContinuation<(any Sendable)?, Never>
}
