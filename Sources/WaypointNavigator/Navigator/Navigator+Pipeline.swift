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
    /// The values the plan returns to entries (`return(to:with:)`), which a built state carries.
    var delivered: [EntryID: Schema.ReturnValue] = [:]
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
    /// The way in it opens, if it is one.
    var wayIn: ResolvedWayIn<Schema>? = nil
    var turn: UInt64 = 0
  }

  /// Runs any operations as one navigation on behalf of `cause`, through the guards.
  ///
  /// Use it to combine several operations into one transition or to act for the user (user-caused
  /// transitions respect back locks). The operations change a copy of the state; the transition
  /// guards see and the outcome reports is the whole change (see
  /// ``NavigationState/perform(_:_:)``), so a back-locked or unsaved entry removed by any of the
  /// operations is checked.
  ///
  /// - Returns: The navigation; only an `applied` or `redirected` outcome changes the state.
  @discardableResult
  public func perform(
    _ cause: TransitionCause = .app,
    _ operations: @escaping (inout NavigationState<Schema>) throws -> Void
  ) -> NavigationTask<Schema> {
    request(cause, .building { state in try Self.build(from: state, cause, operations) })
  }

  /// The plan of an app's operations on a copy of `state`, with the values they return.
  static func build(
    from state: NavigationState<Schema>, _ cause: TransitionCause,
    _ operations: (inout NavigationState<Schema>) throws -> Void
  ) throws -> Plan {
    var next = state
    let transition = try next.perform(cause, operations)
    let delivered = next.returnValues.filter { state.returnValues[$0.key] != $0.value }
    return Plan(transition: transition, proposed: next, delivered: delivered)
  }

  /// Runs `body`; every navigation it asks for carries `animation`, whatever its cause.
  ///
  /// The innermost call wins, and a navigation that waits keeps the animation it was asked with.
  /// Outside any call, a navigation carries the default for its cause in
  /// ``NavigationPolicy/animations``.
  public func withAnimation<Result>(
    _ animation: NavigationAnimation, _ body: () throws -> Result
  ) rethrows -> Result {
    let outer = line.animationScope
    line.animationScope = animation
    defer { line.animationScope = outer }
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
    _ planner: Planner
  ) -> NavigationTask<Schema> {
    let task = NavigationTask<Schema>()
    let animation = line.animationScope ?? policy.animation(for: cause)
    guard !line.isBusy else {
      enqueue(cause, animation, asksGuards, checksBackLocks, planner, task)
      return task
    }
    runNow {
      if case .inPlace(let planInPlace) = planner {
        run(cause, animation, asksGuards, checksBackLocks, planInPlace, task)
      } else {
        runBuilding(cause, animation, asksGuards, checksBackLocks, planner, task)
      }
    }
    return task
  }

  /// Runs a navigation whose turn is now, nothing waiting before it, then what was asked meanwhile.
  @inline(__always)
  func runNow(_ body: () -> Void) {
    line.isRunning = true
    body()
    line.isRunning = false
    if line.hasWaiting || !desk.isEmpty { runLine() }
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
        checksBackLocks: checksBackLocks, planner: planner, task: task, turn: line.takeTurn()))
    if !line.isDeferring { runLine() }
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
    line.isDeferring = true
    defer {
      line.isDeferring = false
      Task { self.runLine() }
    }
    return body()
  }

  /// Runs waiting navigations and ways in, in their turns, until none waits or a guard takes its
  /// time; navigations asked meanwhile (by an observer, say) join the line instead of running
  /// inside another.
  func runLine() {
    guard !line.isRunning else { return }
    line.isRunning = true
    defer { line.isRunning = false }
    while !line.isDeciding {
      if let wayInTurn = desk.nextLineTurn(), line.nextTurn.map({ wayInTurn < $0 }) ?? true,
        let entry = desk.takeFirst(where: { $0.wait == .line })
      {
        land(entry)
      } else if let request = line.popFirst() {
        run(request)
      } else {
        return
      }
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
      (transition.cause, transition.animation) = (cause, animation)
      if checksBackLocks, cause == .user || cause == .deepLink {
        try checkBackLocks(of: transition)
      }
    } catch {
      return fail(cause, task, error)
    }
    guard asksGuards, flags.hasGuards, transition.steps.count > 0 else {
      commitInPlace(transition)
      return task.settle(applied: transition)
    }
    askGuards(transition, cause, animation, checksBackLocks, planner, task)
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
  func run(_ request: Request) {
    if case .inPlace(let planner) = request.planner, request.wayIn == nil {
      return run(
        request.cause, request.animation, request.asksGuards, request.checksBackLocks, planner,
        request.task)
    }
    var plan: Plan
    do {
      plan = try request.planner.plan(from: storage)
      (plan.transition.cause, plan.transition.animation) = (request.cause, request.animation)
      let cause = request.cause
      if request.checksBackLocks, cause == .user || cause == .deepLink {
        try checkBackLocks(of: plan.transition)
      }
    } catch {
      return fail(request.cause, request.task, error)
    }
    guard request.asksGuards, flags.hasGuards, !plan.transition.isEmpty || !plan.delivered.isEmpty
    else {
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
    line.deciding = RequestLine.Deciding(task: request.task, wayIn: request.wayIn)
    resolve(answer) { decision in
      // A way in taken back by a window that closed is not applied here.
      if self.line.deciding?.isWithdrawn == true {
        self.line.deciding = nil
        return self.runLine()
      }
      self.conclude(plan, decision, request) { outcome in
        self.line.deciding = nil
        request.task.settle(outcome)
        self.runLine()
      }
    }
  }

  /// Applies a plan, once, and settles everything that depended on the entries it removed: unsaved
  /// marks, return values, and a pending navigation whose redirect the user left.
  ///
  /// A built state is taken whole but for its return values: the state's own, which values taken
  /// or returned while a guard decided changed, and those the plan returns.
  func commit(_ plan: Plan, announce: Bool = true) {
    guard var proposed = plan.proposed else {
      return commitInPlace(plan.transition, announce: announce)
    }
    let transition = plan.transition
    guard !transition.isEmpty || !plan.delivered.isEmpty else { return }
    if flags.hasPending { forgetPendingIfAbandoned(by: transition) }
    let addresses = outbound.isEmpty ? [] : returnAddresses(leaving: transition)
    proposed.returnValues = storage.returnValues
    if !plan.delivered.isEmpty { proposed.returnValues.merge(plan.delivered) { $1 } }
    storage = proposed
    // Values returned with nothing moved (a return to the screen on top) are a change, not an event.
    committed(transition, addresses: addresses, announce: announce && !transition.isEmpty)
  }

  /// Applies a transition planned from the state as it is, once, in place; planned this turn, or
  /// while a guard decided and the line waited, it fits.
  func commitInPlace(_ transition: StateTransition<Schema>, announce: Bool = true) {
    guard transition.steps.count > 0 else { return }
    if flags.hasPending { forgetPendingIfAbandoned(by: transition) }
    let addresses = outbound.isEmpty ? [] : returnAddresses(leaving: transition)
    storage.applyPlanned(transition)
    committed(transition, addresses: addresses, announce: announce)
  }

  /// Tells everything that follows the model about a transition just applied, after landing the
  /// values its removed screens return and settling what depended on them.
  private func committed(
    _ transition: StateTransition<Schema>, addresses: [(EntryID, EntryID)], announce: Bool
  ) {
    if !addresses.isEmpty { deliver(addresses) }
    stateDidChange()
    // An awaiter of a value its screen returned, as it left, takes it here.
    if flags.hasCommitObservers { followers.commits.notify(transition) }
    // Only marks and return values depend on removed entries: ask about them first, as listing the
    // removed entries costs more than the rest of a push.
    if !unsavedValue.isEmpty || !storage.returnValues.isEmpty {
      settleRemovedEntries(of: transition)
    }
    if announce { reportApplied(transition) }
    if !desk.isEmpty { openDeferredWaysInIfDismissed() }
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

  /// Calls `observer` after every committed change, before any event is delivered.
  ///
  /// Each applied transition, and an empty one when a value is taken; the display and window
  /// sessions follow the model this way.
  ///
  /// - Returns: The token for ``removeCommitObserver(_:)``.
  package func addCommitObserver(
    _ observer: @escaping @MainActor (StateTransition<Schema>) -> Void
  ) -> Int {
    defer { flags.hasCommitObservers = true }
    return followers.commits.add(observer)
  }

  /// Stops calling the observer `token` names.
  package func removeCommitObserver(_ token: Int) {
    followers.commits.remove(token)
    flags.hasCommitObservers = !followers.commits.isEmpty
  }
}
