import WaypointCore

// How the guards decide on a planned navigation: in order, the first that does not allow decides;
// a guard that takes its time is waited on, and an allow that a wait may have made stale is asked
// for again before anything is applied.
extension Navigator {
  /// The guards' answer: now, or from a task.
  enum Answer {
    case now(GuardDecision<Schema>)
    case later(Task<GuardDecision<Schema>, Never>)
  }

  /// One pass of the guards: the first that does not allow, or the one that answers later, with its
  /// place in `guards`.
  private enum Pass {
    case decided(GuardDecision<Schema>)
    case waiting(Task<GuardDecision<Schema>, Never>, guard: Int)
  }

  /// The guards' answer to a planned transition, in order: the first that does not allow decides.
  func decide(_ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?) -> Answer {
    switch ask(transition, proposed: proposed, in: 0..<guards.count) {
    case .decided(let decision): return .now(decision)
    case .waiting(let task, let index):
      return .later(
        Task { await self.decide(transition, proposed: proposed, after: task, of: index) })
    }
  }

  /// The guards' answer once the guard at `index` has answered from `task`.
  ///
  /// The first pass goes on after each wait with the guards after the one waited on. An allow
  /// given before a wait may be stale by its end (the user signed out meanwhile), so once every
  /// guard has allowed, a second pass asks again, in order, the guards that allowed before the
  /// first pass's last wait; its answers, waited on if need be, stand. Each guard is asked at most
  /// twice, so guards that always answer later still come to a decision.
  private func decide(
    _ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?,
    after task: Task<GuardDecision<Schema>, Never>, of index: Int
  ) async -> GuardDecision<Schema> {
    var waiting = (task: task, index: index)
    var end = guards.count  // the second pass ends before the first pass's last wait
    var isSecondPass = false
    while true {
      let decision = await answer(of: waiting.task)
      guard decision == .allow else { return decision }
      let rest = ask(
        transition, proposed: proposed, in: waiting.index + 1..<max(end, waiting.index + 1))
      switch rest {
      case .waiting(let task, let index):
        waiting = (task, index)
        continue
      case .decided(let decision) where decision != .allow || isSecondPass:
        return decision
      case .decided:
        break
      }
      // Every guard allowed, those before the last wait before it ended: ask them again.
      (end, isSecondPass) = (waiting.index, true)
      switch ask(transition, proposed: proposed, in: 0..<end) {
      case .decided(let decision): return decision
      case .waiting(let task, let index): waiting = (task, index)
      }
    }
  }

  /// What a guard's task answered, waiting for any further task it answers with.
  private func answer(of task: Task<GuardDecision<Schema>, Never>) async -> GuardDecision<Schema> {
    var decision = await task.value
    while case .later(let next) = decision { decision = await next.value }
    return decision
  }

  /// Asks the guards at the places in `range`, in order, about the transition with the state and
  /// unsaved marks as they are now.
  ///
  /// The proposal lives only in here, so applying in place later copies no stack.
  private func ask(
    _ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?, in range: Range<Int>
  ) -> Pass {
    let proposal = NavigationProposal(
      current: storage, proposed: proposed, transition: transition, unsavedEntries: unsavedValue)
    for index in range {
      switch guards[index].evaluate(proposal) {
      case .allow: continue
      case .later(let task): return .waiting(task, guard: index)
      case let decision: return .decided(decision)
      }
    }
    return .decided(.allow)
  }

  /// Calls `body` with the decision: at once, or when the guard's task answers.
  func resolve(
    _ answer: Answer, _ body: @escaping @MainActor (GuardDecision<Schema>) -> Void
  ) {
    switch answer {
    case .now(let decision): body(decision)
    case .later(let task): Task { body(await task.value) }
    }
  }

  /// Applies, denies or redirects a planned navigation as the guards decided.
  func conclude(
    _ plan: Plan, _ decision: GuardDecision<Schema>, _ request: Request,
    done: @escaping @MainActor (NavigationOutcome<Schema>) -> Void
  ) {
    switch decision {
    case .allow:
      commit(plan)
      done(.applied(plan.transition))
    case .later(let task):
      Task { self.conclude(plan, await self.answer(of: task), request, done: done) }
    case .deny(let reason):
      report(.denied(plan.transition, reason: reason))
      done(.denied(plan.transition, reason: reason))
    case .redirect(let redirect, let reason):
      follow(redirect, from: plan.transition, reason: reason, request, done: done)
    }
  }

  /// Applies a guard's redirect, if the guards allow it in turn, and keeps the original navigation
  /// pending.
  private func follow(
    _ redirect: NavigationRedirect<Schema>, from original: StateTransition<Schema>,
    reason: String, _ request: Request,
    done: @escaping @MainActor (NavigationOutcome<Schema>) -> Void
  ) {
    let denied = NavigationOutcome<Schema>.denied(
      original, reason: NavigatorMessages.redirectDenied(reason))
    var redirection: StateTransition<Schema>
    do {
      redirection = try redirect.plan(from: storage, policy: policy)
    } catch {
      report(denied)
      return done(denied)
    }
    (redirection.cause, redirection.animation) = (request.cause, request.animation)
    let answer = decide(redirection, proposed: nil)
    let origin = storage
    resolve(answer) { decision in
      guard decision == .allow else {
        self.report(denied)
        return done(denied)
      }
      self.commitInPlace(redirection, announce: false)
      self.pending = PendingNavigation(
        origin: origin, cause: request.cause, planner: request.planner,
        redirectEntries: Set(redirection.steps.flatMap { $0.addedEntries }.map { $0.id }))
      let outcome = NavigationOutcome<Schema>.redirected(
        from: original, to: redirection, reason: reason)
      self.report(outcome)
      done(outcome)
    }
  }
}
