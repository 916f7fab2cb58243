public import WaypointCore

// One mechanism carries values back: a value waits in the state, addressed to the entry it returns
// to, until taken: at once by an awaiter of this run, or, after a relaunch, by the screen there
// when it appears.
extension Navigator {
  /// Presents a screen and waits for the value it returns: what its root finishes with, a dialog's
  /// answer, or a return to the screen beneath (the "Using the Navigator" article's "Return values
  /// and return points"); `nil` when it goes any other way, is denied or fails.
  ///
  /// `type` is the schema's `ReturnValue`: any other type is a compile error, never a silent `nil`.
  public func present(
    _ route: Schema.Route, style: PresentationStyle = .sheet,
    returning type: Schema.ReturnValue.Type
  ) async -> Schema.ReturnValue? {
    let outcome = await present(route, style: style).outcome
    let presented = outcome.transition?.steps.last?.addedEntries.first?.id  // the root
    guard outcome.isApplied, let presented, storage.entry(presented) != nil else { return nil }
    return await value(returnedBy: presented)
  }

  /// Finishes a screen without knowing its parent (see ``NavigationState/finish(_:)``), returning
  /// `value`, if given, to the screen beneath, but only if the screen really goes.
  @discardableResult
  public func finish(_ id: EntryID, with value: Schema.ReturnValue? = nil)
    -> NavigationTask<Schema>
  {
    returning(value, .app, from: id) { try $0.planFinish(id) }
  }

  /// Returns to a return point with a value, through the guards; see
  /// ``NavigationState/return(to:with:policy:)``.
  @discardableResult
  public func `return`(to point: String, with value: Schema.ReturnValue) -> NavigationTask<Schema> {
    let policy = policy
    return perform { try $0.return(to: point, with: value, policy: policy) }
  }

  /// Takes the value returned to a return point, once, as its screen appears (also after a
  /// relaunch); see ``NavigationState/takeReturnValue(at:)``.
  ///
  /// Taking is a change of state: the ``version`` counts it and commit observers hear it, so the
  /// next save leaves the value out and a relaunch does not deliver it again.
  public func takeReturnValue(at point: String) -> Schema.ReturnValue? {
    storage.returnPoint(point, holdingValue: true).flatMap { takeValue(at: $0.id) }
  }

  /// Takes the value waiting at entry `id`, as a change of state.
  private func takeValue(at id: EntryID) -> Schema.ReturnValue? {
    guard let value = storage.returnValues.removeValue(forKey: id) else { return nil }
    stateDidChange()
    if flags.hasCommitObservers { followers.commits.notify(storage.transition([])) }
    return value
  }

  /// Runs `plan` with `value` on its way back from the screen `id`: the commit that takes `id` away
  /// lands it at the screen beneath (whichever navigation that is: SwiftUI may write a dialog's
  /// `false` before its button's action); if `id` stays when `plan` settles, the value goes.
  func returning(
    _ value: Schema.ReturnValue?, _ cause: TransitionCause, from id: EntryID,
    _ plan: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>
  ) -> NavigationTask<Schema> {
    guard let value else { return requestInPlace(cause, plan) }
    let turn = line.takeTurn()
    outbound[id, default: []].append(OutboundValue(turn: turn, value: value))
    let task = requestInPlace(cause, plan)
    task.whenSettled { [weak self] _ in
      guard let self, var values = outbound[id] else { return }
      values.removeAll { $0.turn == turn }
      outbound[id] = values.isEmpty ? nil : values
    }
    return task
  }

  /// The screens each value on its way back leaves from, with the screen it lands at, for the
  /// values whose screens `transition` takes away; read before it is applied.
  func returnAddresses(leaving transition: StateTransition<Schema>) -> [(EntryID, EntryID)] {
    transition.removedEntries.compactMap { entry in
      outbound[entry.id] == nil ? nil : (entry.id, storage.returnAddress(finishing: entry.id))
    }
  }

  /// Lands the values whose screens just left at the screens beneath; one with no screen beneath
  /// (over a tab's root) is there for an awaiter alone, and goes with the commit.
  func deliver(_ addresses: [(EntryID, EntryID)]) {
    for (leaving, address) in addresses {
      // The first asked wins: a second finish of the same screen found it gone.
      if let value = outbound.removeValue(forKey: leaving)?.first?.value as? Schema.ReturnValue {
        storage.returnValues[address] = value
      }
    }
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
          awaiting.resume(takeValue(at: address))
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

/// A value on its way back with the screen that returns it, and its navigation's turn, which tells
/// it from another finish of the same screen.
struct OutboundValue {
  let turn: UInt64
  /// The schema's `ReturnValue`.
  let value: any Sendable
}
