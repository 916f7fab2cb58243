import Logging
public import WaypointCore

extension Navigator {
  /// What a proposed navigation turned into before anything is committed.
  enum Evaluation {
    case approved(NavigationState<Schema>, StateTransition<Schema>)
    case denied(StateTransition<Schema>, reason: String)
    case redirected(NavigationRedirect<Schema>, from: StateTransition<Schema>, reason: String)
    case failed(any Error)
  }

  /// Runs any operations as one navigation on behalf of `cause`, through the guards.
  ///
  /// Every operation of the navigator goes through here; use it directly to
  /// combine several operations into one transition or to act for the user.
  /// The transition guards see and the outcome reports is the whole change
  /// (see ``NavigationState/perform(_:_:)``), so a back-locked or unsaved entry
  /// removed by any of the operations is checked.
  ///
  /// ```swift
  /// await navigator.perform(.deepLink) { state in
  ///   state.dismissAll()
  ///   return try state.push(.pokemon(id: 25))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cause: Who asked; user-caused transitions respect back locks.
  ///   - operation: Changes a copy of the state and returns a transition.
  /// - Returns: Applied, denied, redirected or failed; only `applied` and
  ///   `redirected` change the state.
  @discardableResult
  public func perform(
    _ cause: TransitionCause = .app,
    _ operation: @escaping (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Outcome {
    await takeTurn()
    defer { endTurn() }
    return await settle(cause, operation)
  }

  /// Runs one of the state's own operations for the navigator's own methods.
  ///
  /// Each such operation applies, from the state it starts from, the very
  /// transition it returns, so that transition is exact by construction and
  /// the replay check of ``NavigationState/perform(_:_:)`` is not needed. The
  /// operation changes the state in place, so no stack is copied: without
  /// guards, and for a cause that has no back locks to respect, the change
  /// simply stays; otherwise it is taken back at once (before anything can
  /// observe it), checked and shown to the guards, and made again if they allow it.
  /// Observation hears of the parts the steps touch.
  /// `operation` must not read the navigator (it holds its state meanwhile);
  /// operations that take an app's closure go through ``perform(_:_:)``.
  func performExact(
    _ cause: TransitionCause = .app,
    _ operation: @escaping (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Outcome {
    await takeTurn()
    defer { endTurn() }
    let counter = storage.nextIdentity
    var transition: StateTransition<Schema>
    do {
      transition = try operation(&storage)
    } catch {
      report(.failed(cause: cause, error: error))
      return .failed(error)
    }
    transition.cause = cause
    guard guards.isEmpty, cause != .user else {
      storage.revert(transition, counter: counter)
      return await settleInPlace(transition, operation)
    }
    commit(transition) { announceChanges(of: transition) }
    return .applied(transition)
  }

  /// Checks an exact transition the state has taken back, asks the guards,
  /// and makes it again in place if they allow it; the caller holds the turn.
  private func settleInPlace(
    _ transition: StateTransition<Schema>,
    _ operation: @escaping (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Outcome {
    do {
      try storage.checkBackLocks(of: transition, cause: transition.cause)
    } catch {
      report(.failed(cause: transition.cause, error: error))
      return .failed(error)
    }
    var answer = GuardDecision<Schema>.allow
    if !transition.isEmpty {
      // The proposal lives only in this scope, so making the transition
      // afterwards copies no stack; its proposed state is built only if read.
      let proposal = NavigationProposal(
        current: storage, transition: transition, unsavedEntries: unsavedValue)
      answer = await decision(on: proposal)
    }
    switch answer {
    case .allow:
      return reapply(transition)
    case .deny(let reason):
      report(.denied(transition, reason: reason))
      return .denied(reason: reason)
    case .redirect(let redirect, let reason):
      return await follow(
        redirect, from: transition, reason: reason, cause: transition.cause, operation: operation)
    }
  }

  /// The guards' answer, in order: the first that does not allow decides.
  private func decision(on proposal: NavigationProposal<Schema>) async -> GuardDecision<Schema> {
    for navigationGuard in guards {
      let decision = await navigationGuard.evaluate(proposal)
      guard decision == .allow else { return decision }
    }
    return .allow
  }

  /// Makes an approved exact transition again and commits it.
  ///
  /// The navigator's turn keeps every other navigation out while the guards
  /// decide, so the transition still fits; if it no longer does, the
  /// navigation fails with the reason, and nothing is committed or reported
  /// as applied (`apply` leaves the state as it was when it throws).
  private func reapply(_ transition: StateTransition<Schema>) -> Outcome {
    do throws(NavigationError<Schema>) {
      try storage.apply(transition)
    } catch {
      report(.failed(cause: transition.cause, error: error))
      return .failed(error)
    }
    commit(transition) { announceChanges(of: transition) }
    return .applied(transition)
  }

  /// Evaluates and commits one navigation; the caller holds the turn.
  func settle(
    _ cause: TransitionCause,
    _ operation: @escaping (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Outcome {
    switch await evaluate(cause, operation) {
    case .approved(let state, let transition):
      commit(state, transition)
      return .applied(transition)
    case .denied(let transition, let reason):
      report(.denied(transition, reason: reason))
      return .denied(reason: reason)
    case .failed(let error):
      report(.failed(cause: cause, error: error))
      return .failed(error)
    case .redirected(let redirect, let original, let reason):
      return await follow(
        redirect, from: original, reason: reason, cause: cause, operation: operation)
    }
  }

  private func follow(
    _ redirect: NavigationRedirect<Schema>,
    from original: StateTransition<Schema>,
    reason: String,
    cause: TransitionCause,
    operation: @escaping (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Outcome {
    let origin = storage
    let policies = policies
    let evaluation = await evaluate(cause, allowRedirect: false) {
      try redirect.perform(on: &$0, policies: policies)
    }
    guard case .approved(let state, let transition) = evaluation else {
      let refusal = NavigatorMessages.redirectRefused(reason)
      report(.denied(original, reason: refusal))
      return .denied(reason: refusal)
    }
    commit(state, transition, announce: false)
    pending = PendingNavigation(
      origin: origin, cause: cause, operation: operation,
      redirectEntries: Set(transition.steps.flatMap { $0.addedEntries }.map { $0.id }))
    report(.redirected(from: original, to: transition, reason: reason))
    return .redirected(transition, reason: reason)
  }

  /// Runs `operation` on a copy of the state and asks the guards.
  func evaluate(
    _ cause: TransitionCause,
    allowRedirect: Bool = true,
    _ operation: (inout NavigationState<Schema>) throws -> StateTransition<Schema>
  ) async -> Evaluation {
    var proposed = storage
    let transition: StateTransition<Schema>
    do {
      transition = try proposed.perform(cause, operation)
    } catch {
      return .failed(error)
    }
    guard !transition.isEmpty else { return .approved(proposed, transition) }
    let proposal = NavigationProposal(
      current: storage, proposed: proposed, transition: transition, unsavedEntries: unsavedValue)
    switch await decision(on: proposal) {
    case .allow: return .approved(proposed, transition)
    case .deny(let reason): return .denied(transition, reason: reason)
    case .redirect(let redirect, let reason):
      guard allowRedirect else { return .denied(transition, reason: reason) }
      return .redirected(redirect, from: transition, reason: reason)
    }
  }

  /// Commits an approved state and settles everything that depended on the
  /// entries it removed: unsaved marks, waiting results, and a pending
  /// navigation whose redirect the user left.
  func commit(
    _ state: NavigationState<Schema>, _ transition: StateTransition<Schema>, announce: Bool = true
  ) {
    commit(transition, announce: announce) { replaceStorage(with: state) }
  }

  /// Commits a transition whose state `update` puts in place (and announces
  /// to observation), then settles what depended on the entries it removed.
  func commit(
    _ transition: StateTransition<Schema>, announce: Bool = true, update: () -> Void
  ) {
    guard !transition.isEmpty else { return }
    if let pending = pendingValue, pending.isAbandoned(by: transition) { self.pending = nil }
    update()
    commitObservers.notify(transition)
    // Only marks and waiters depend on removed entries: ask about them first,
    // as listing the removed entries costs more than the rest of a push.
    if !unsavedValue.isEmpty || !waiters.isEmpty {
      for entry in transition.removedEntries {
        if unsavedValue[entry.id] != nil { unsavedEntries[entry.id] = nil }
        waiters.removeValue(forKey: entry.id)?.continuation.resume(returning: deliveries[entry.id])
      }
    }
    if announce { report(.applied(transition, version: versionValue)) }
    openDeferredLinksIfDismissed()
  }

  /// Takes the next place in line for a navigation, synchronously, so that
  /// reports from SwiftUI's synchronous setters keep the order they were made
  /// in, whatever order their tasks start in.
  func reserveTurn() -> Turn {
    let turn = Turn()
    if isBusy {
      turnQueue.append(turn)
    } else {
      isBusy = true
      turn.isReady = true
    }
    return turn
  }

  /// Waits until `turn` comes up.
  func wait(for turn: Turn) async {
    guard !turn.isReady else { return }
    await withCheckedContinuation { turn.continuation = $0 }
  }

  /// Waits until no other navigation is in progress.
  func takeTurn() async {
    // The usual case, nobody in line: take the turn without making a place.
    guard isBusy else {
      isBusy = true
      return
    }
    await wait(for: reserveTurn())
  }

  /// Hands the turn to the next waiting navigation, in order.
  func endTurn() {
    guard !turnQueue.isEmpty else {
      isBusy = false
      return
    }
    let next = turnQueue.removeFirst()
    next.isReady = true
    next.continuation?.resume()
    next.continuation = nil
  }

  /// Runs `body` in its turn, reserved now, in a task whose value is its outcome.
  func enqueue(_ body: @escaping @MainActor () async -> Outcome) -> Task<Outcome, Never> {
    let turn = reserveTurn()
    return Task { @MainActor in
      await self.wait(for: turn)
      defer { self.endTurn() }
      return await body()
    }
  }

  /// Calls `observer` after every committed non-empty transition, before any
  /// event is delivered; the binding layer follows the model this way.
  ///
  /// - Returns: A token for ``removeCommitObserver(_:)``.
  package func addCommitObserver(_ observer: @escaping @MainActor (StateTransition<Schema>) -> Void)
    -> Int
  {
    commitObservers.add(observer)
  }

  /// Stops calling the observer `token` names.
  package func removeCommitObserver(_ token: Int) {
    commitObservers.remove(token)
  }
}

/// A place in the navigator's line: ready when it comes up, with the
/// continuation of the task waiting for it, if one waits yet.
@MainActor final class Turn {
  var isReady = false
  var continuation: CheckedContinuation<Void, Never>?
}
