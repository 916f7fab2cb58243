import Logging
public import WaypointCore

// One pipeline for every navigation: when its turn comes it is planned once from the state, the
// guards decide on the planned transition, and only then is it applied, once. Without guards, or
// when every guard answers at once, all of it happens in the call that asked for it.
extension Navigator {
  /// A navigation's transition, planned from the state when its turn comes, and the state it leads
  /// to when planning had to build it (an app's own closure); `nil` means the transition is applied
  /// in place.
  struct Plan {
    var transition: StateTransition<Schema>
    var proposed: NavigationState<Schema>?
  }

  /// Plans a navigation from the state as it is when its turn comes.
  enum Planner {
    /// One of the state's own operations: its transition applies to the state it was planned from.
    case inPlace(@MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>)
    /// An app's own closure, planned by building the state it leads to.
    case building(@MainActor (NavigationState<Schema>) throws -> Plan)

    /// The plan from `state`.
    @MainActor func plan(from state: NavigationState<Schema>) throws -> Plan {
      switch self {
      case .inPlace(let planner): Plan(transition: try planner(state), proposed: nil)
      case .building(let planner): try planner(state)
      }
    }
  }

  /// A navigation waiting for its turn.
  struct Request {
    let cause: TransitionCause
    let animation: NavigationAnimation
    let asksGuards: Bool
    /// Whether the user's own request may not leave or change back locks; only a link registered to
    /// leave them says no.
    let checksBackLocks: Bool
    let planner: Planner
    let task: NavigationTask<Schema>
  }

  /// The guards' answer: now, or from a task.
  enum Answer {
    case now(GuardDecision<Schema>)
    case later(Task<GuardDecision<Schema>, Never>)
  }

  /// Runs any operations as one navigation on behalf of `cause`, through the guards.
  ///
  /// Use it to combine several operations into one transition or to act for the user (user-caused
  /// transitions respect back locks). The operations change a copy of the state; the transition
  /// guards see and the outcome reports is the whole change (see
  /// ``NavigationState/perform(_:_:)``), so a back-locked or unsaved entry removed by any of the
  /// operations is checked.
  ///
  /// ```swift
  /// navigator.perform(.deepLink) { state in
  ///   state.dismissAll()
  ///   try state.push(.pokemon(id: 25))
  /// }
  /// ```
  ///
  /// - Returns: The navigation; only an `applied` or `redirected` outcome changes the state.
  @discardableResult
  public func perform(
    _ cause: TransitionCause = .app,
    _ operations: @escaping (inout NavigationState<Schema>) throws -> Void
  ) -> NavigationTask<Schema> {
    request(
      cause,
      .building { state in
        var next = state
        let transition = try next.perform(cause, operations)
        return Plan(transition: transition, proposed: next)
      })
  }

  /// Runs `body`; every navigation it asks for carries `animation`, whatever its cause.
  ///
  /// The innermost call wins, and a navigation that waits keeps the animation it was asked with.
  /// Outside any call, a navigation carries the default for its cause in
  /// ``NavigationPolicy/animations``.
  public func withAnimation<Result>(
    _ animation: NavigationAnimation, _ body: () throws -> Result
  ) rethrows -> Result {
    let outer = animationScope
    animationScope = animation
    defer { animationScope = outer }
    return try body()
  }

  /// Asks for a navigation of the state's own operations, planned in place.
  func requestInPlace(
    _ cause: TransitionCause,
    _ planner: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>
  ) -> NavigationTask<Schema> {
    request(cause, .inPlace(planner))
  }

  /// Runs a navigation now, or puts it in line when others wait or a guard is deciding.
  func request(
    _ cause: TransitionCause, asksGuards: Bool = true, checksBackLocks: Bool = true,
    task: NavigationTask<Schema>? = nil, _ planner: Planner
  ) -> NavigationTask<Schema> {
    let task = task ?? NavigationTask<Schema>()
    let animation = animationScope ?? policy.animation(for: cause)
    guard !hasLine, !isRunningLine, !isDeferringLine, !isDeciding else {
      enqueue(cause, animation, asksGuards, checksBackLocks, planner, task)
      return task
    }
    // Nothing waits: its turn is now, without going through the line.
    isRunningLine = true
    if case .inPlace(let planInPlace) = planner {
      run(cause, animation, asksGuards, checksBackLocks, planInPlace, task)
    } else {
      runBuilding(cause, animation, asksGuards, checksBackLocks, planner, task)
    }
    isRunningLine = false
    if hasLine { runLine() }
    return task
  }

  /// Puts a navigation in line and runs the line, unless deferred to the next turn.
  @inline(never)
  private func enqueue(
    _ cause: TransitionCause, _ animation: NavigationAnimation, _ asksGuards: Bool,
    _ checksBackLocks: Bool, _ planner: Planner, _ task: NavigationTask<Schema>
  ) {
    line.append(
      Request(
        cause: cause, animation: animation, asksGuards: asksGuards,
        checksBackLocks: checksBackLocks, planner: planner, task: task))
    hasLine = true
    if !isDeferringLine { runLine() }
  }

  /// Runs a navigation whose planner builds the state it leads to, now.
  @inline(never)
  private func runBuilding(
    _ cause: TransitionCause, _ animation: NavigationAnimation, _ asksGuards: Bool,
    _ checksBackLocks: Bool, _ planner: Planner, _ task: NavigationTask<Schema>
  ) {
    run(
      Request(
        cause: cause, animation: animation, asksGuards: asksGuards,
        checksBackLocks: checksBackLocks, planner: planner, task: task))
  }

  /// Takes the navigations `body` asks for in line now, in order, but runs them in the navigator's
  /// next turn: SwiftUI writes a binding inside its view update, where the model must not change.
  package func inNextTurn(_ body: () -> NavigationTask<Schema>) -> NavigationTask<Schema> {
    isDeferringLine = true
    defer {
      isDeferringLine = false
      Task { self.runLine() }
    }
    return body()
  }

  /// Runs waiting navigations in order until the line is empty or a guard takes its time;
  /// navigations asked meanwhile (by an observer, say) join the line instead of running inside
  /// another.
  func runLine() {
    guard !isRunningLine else { return }
    isRunningLine = true
    defer { isRunningLine = false }
    while !isDeciding, !line.isEmpty {
      let request = line.removeFirst()
      hasLine = !line.isEmpty
      run(request)
    }
  }

  /// Plans one navigation of the state's own, asks the guards and concludes it.
  ///
  /// Nearly every navigation passes here, so it takes its request in parts and leaves the rarer
  /// ways on (a failure, the guards) to functions of their own: unspecialised generic code looks up
  /// the metadata of every type a function uses as it starts, and these lookups were most of what a
  /// navigation cost over its operation.
  private func run(
    _ cause: TransitionCause, _ animation: NavigationAnimation, _ asksGuards: Bool,
    _ checksBackLocks: Bool,
    _ planner: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>,
    _ task: NavigationTask<Schema>
  ) {
    var transition: StateTransition<Schema>
    do {
      transition = try planner(storage)
      stamp(&transition, cause, animation)
      if checksBackLocks, cause == .user || cause == .deepLink {
        try checkBackLocks(of: transition)
      }
    } catch {
      return fail(cause, task, error)
    }
    guard asksGuards, hasGuards, transition.steps.count > 0 else {
      commitInPlace(transition)
      return task.settle(applied: transition)
    }
    askGuards(transition, cause, animation, checksBackLocks, planner, task)
  }

  /// The one place a planned transition gets its request's cause and animation.
  private func stamp(
    _ transition: inout StateTransition<Schema>, _ cause: TransitionCause,
    _ animation: NavigationAnimation
  ) {
    (transition.cause, transition.animation) = (cause, animation)
  }

  /// Fails a transition the user asked for that leaves or changes a back lock.
  @inline(never)
  private func checkBackLocks(of transition: StateTransition<Schema>) throws {
    try storage.checkBackLocks(of: transition)
  }

  /// Asks the guards about a transition planned in place, and concludes it.
  @inline(never)
  private func askGuards(
    _ transition: StateTransition<Schema>, _ cause: TransitionCause,
    _ animation: NavigationAnimation, _ checksBackLocks: Bool,
    _ planner: @escaping @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema>,
    _ task: NavigationTask<Schema>
  ) {
    askGuards(
      Plan(transition: transition, proposed: nil),
      Request(
        cause: cause, animation: animation, asksGuards: true, checksBackLocks: checksBackLocks,
        planner: .inPlace(planner), task: task))
  }

  /// Plans any navigation, asks the guards and concludes it.
  private func run(_ request: Request) {
    if case .inPlace(let planner) = request.planner {
      return run(
        request.cause, request.animation, request.asksGuards, request.checksBackLocks, planner,
        request.task)
    }
    var plan: Plan
    do {
      plan = try request.planner.plan(from: storage)
      stamp(&plan.transition, request.cause, request.animation)
      let cause = request.cause
      if request.checksBackLocks, cause == .user || cause == .deepLink {
        try checkBackLocks(of: plan.transition)
      }
    } catch {
      return fail(request.cause, request.task, error)
    }
    guard request.asksGuards, hasGuards, !plan.transition.isEmpty else {
      commit(plan)
      return request.task.settle(applied: plan.transition)
    }
    askGuards(plan, request)
  }

  /// Reports and settles a navigation that could not be planned.
  @inline(never)
  func fail(_ cause: TransitionCause, _ task: NavigationTask<Schema>, _ error: any Error) {
    report(.failed(cause, error))
    task.settle(.failed(cause, error))
  }

  /// Asks the guards about a planned navigation and concludes it as they decide.
  private func askGuards(_ plan: Plan, _ request: Request) {
    let answer = decide(plan.transition, proposed: plan.proposed)
    isDeciding = true
    resolve(answer) { decision in
      // A way in taken back by a window that closed is not applied here.
      if self.withdrawnTasks.remove(ObjectIdentifier(request.task)) != nil {
        self.isDeciding = false
        return self.runLine()
      }
      self.conclude(plan, decision, request) { outcome in
        self.isDeciding = false
        request.task.settle(outcome)
        self.runLine()
      }
    }
  }

  /// One pass of the guards: the first that does not allow, or the one that answers later, with its
  /// place in `guards`.
  private enum Pass {
    case decided(GuardDecision<Schema>)
    case waiting(Task<GuardDecision<Schema>, Never>, guard: Int)
  }

  /// The guards' answer to a planned transition, in order: the first that does not allow decides.
  private func decide(_ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?)
    -> Answer
  {
    switch ask(transition, proposed: proposed, skipping: []) {
    case .decided(let decision): return .now(decision)
    case .waiting(let task, let index):
      return .later(
        Task { await self.decide(transition, proposed: proposed, after: task, of: index) })
    }
  }

  /// The guards' answer once the guard at `index` has answered from `task`.
  ///
  /// An allow given before a wait may be stale by its end (the user signed out meanwhile), so after
  /// each wait every guard is asked again, in order, before anything is applied, until a pass needs
  /// no wait. A guard whose own task allowed is not asked again: asking would only wait again.
  private func decide(
    _ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?,
    after task: Task<GuardDecision<Schema>, Never>, of index: Int
  ) async -> GuardDecision<Schema> {
    var waiting = (task: task, index: index)
    var settled: Set<Int> = []
    while true {
      var decision = await waiting.task.value
      while case .later(let next) = decision { decision = await next.value }
      guard decision == .allow else { return decision }
      settled.insert(waiting.index)
      switch ask(transition, proposed: proposed, skipping: settled) {
      case .decided(let decision): return decision
      case .waiting(let task, let index): waiting = (task, index)
      }
    }
  }

  /// Asks the guards not in `settled`, in order, about the transition with the state and unsaved
  /// marks as they are now.
  ///
  /// The proposal lives only in here, so applying in place later copies no stack.
  private func ask(
    _ transition: StateTransition<Schema>, proposed: NavigationState<Schema>?,
    skipping settled: Set<Int>
  ) -> Pass {
    let proposal = NavigationProposal(
      current: storage, proposed: proposed, transition: transition, unsavedEntries: unsavedValue)
    for (index, navigationGuard) in guards.enumerated() where !settled.contains(index) {
      switch navigationGuard.evaluate(proposal) {
      case .allow: continue
      case .later(let task): return .waiting(task, guard: index)
      case let decision: return .decided(decision)
      }
    }
    return .decided(.allow)
  }

  /// Calls `body` with the decision: at once, or when the guard's task answers.
  private func resolve(
    _ answer: Answer, _ body: @escaping @MainActor (GuardDecision<Schema>) -> Void
  ) {
    switch answer {
    case .now(let decision): body(decision)
    case .later(let task): Task { body(await task.value) }
    }
  }

  /// Applies, denies or redirects a planned navigation as the guards decided.
  private func conclude(
    _ plan: Plan, _ decision: GuardDecision<Schema>, _ request: Request,
    done: @escaping @MainActor (NavigationOutcome<Schema>) -> Void
  ) {
    switch decision {
    case .allow:
      commit(plan)
      done(.applied(plan.transition))
    case .later(let task):
      Task { self.conclude(plan, await task.value, request, done: done) }
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
    stamp(&redirection, request.cause, request.animation)
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

  /// Applies a plan, once, and settles everything that depended on the entries it removed: unsaved
  /// marks, return values, and a pending navigation whose redirect the user left.
  func commit(_ plan: Plan, announce: Bool = true) {
    guard let proposed = plan.proposed else {
      return commitInPlace(plan.transition, announce: announce)
    }
    let transition = plan.transition
    guard !transition.isEmpty else { return }
    if hasPending { forgetPendingIfAbandoned(by: transition) }
    replaceStorage(with: proposed)
    committed(transition, announce: announce)
  }

  /// Applies a transition planned from the state as it is, once, in place; planned this turn, or
  /// while a guard decided and the line waited, it fits.
  func commitInPlace(_ transition: StateTransition<Schema>, announce: Bool = true) {
    if hasPending { forgetPendingIfAbandoned(by: transition) }
    let change = storage.applyPlanned(transition)
    guard change != .nothing else { return }
    announceChange(change, of: transition)
    committed(transition, announce: announce)
  }

  /// Tells everything that follows the model about a transition just applied.
  private func committed(_ transition: StateTransition<Schema>, announce: Bool) {
    if !commitObservers.isEmpty { commitObservers.notify(transition) }
    // Only marks and return values depend on removed entries: ask about them first, as listing the
    // removed entries costs more than the rest of a push.
    if !unsavedValue.isEmpty || !storage.returnValues.isEmpty {
      settleRemovedEntries(of: transition)
    }
    if announce { reportApplied(transition) }
    if hasWaitingWaysIn { openDeferredWaysInIfDismissed() }
  }

  /// Forgets the pending navigation if `transition` leaves its redirect.
  @inline(never)
  private func forgetPendingIfAbandoned(by transition: StateTransition<Schema>) {
    if let pending = pendingValue, pending.isAbandoned(by: transition) { self.pending = nil }
  }

  /// Clears the unsaved marks of the entries `transition` removed and drops the values addressed to
  /// them, which no screen can take any more.
  @inline(never)
  private func settleRemovedEntries(of transition: StateTransition<Schema>) {
    for entry in transition.removedEntries {
      if unsavedValue[entry.id] != nil { unsavedEntries[entry.id] = nil }
      storage.returnValues[entry.id] = nil
    }
  }

  /// Calls `observer` after every committed non-empty transition, before any event is delivered,
  /// and returns a token for ``removeCommitObserver(_:)``; the display follows the model this way.
  package func addCommitObserver(
    _ observer: @escaping @MainActor (StateTransition<Schema>) -> Void
  ) -> Int {
    commitObservers.add(observer)
  }

  /// Stops calling the observer `token` names.
  package func removeCommitObserver(_ token: Int) {
    commitObservers.remove(token)
  }
}
