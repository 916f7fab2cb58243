import WaypointCore
public import WaypointLinks

extension Navigator {
  /// Opens a way in: resolves it, applies its pattern's presentation policy
  /// and navigates through the guards with cause ``TransitionCause/deepLink``.
  ///
  /// ```swift
  /// .onOpenURL { url in navigator.open(.link(url.absoluteString), with: router) }
  ///
  /// navigator.open("pmi://pokedex/25", with: router)  // a literal is a link
  /// navigator.open(.quickAction(type: "pokemon", values: ["id": "25"]), with: router)
  /// ```
  ///
  /// A way in that does not resolve changes nothing: the navigation fails
  /// with a `LinkError`, reported as an event. A way in is the user's own
  /// action: one that would take the user off a back-locked screen fails
  /// with ``NavigationError/backNavigationLocked(_:in:)``, unless its
  /// pattern was registered with `leavingBackLocks`.
  ///
  /// # Waiting
  /// Before ``markReadyForWaysIn()`` ways in wait, and one whose policy
  /// defers waits until no presentation is up; both open in arrival order,
  /// and the navigation settles when they do. A way in equal to one already
  /// waiting is taken once, and both navigations settle with its outcome.
  /// At most the router's `LinkLimits` `maximumWaiting` wait: past it the
  /// oldest fails with ``LinkError/dropped(limit:)``. One too large to be
  /// taken fails at once, so a full queue holds little.
  ///
  /// - Parameters:
  ///   - wayIn: The way in as received.
  ///   - router: The app's link table.
  /// - Returns: The navigation the way in asks for.
  @discardableResult
  public func open(_ wayIn: WayIn, with router: LinkRouter<Schema>) -> NavigationTask<Schema> {
    let task = NavigationTask<Schema>()
    do {
      try router.checkSize(of: wayIn)
    } catch {
      fail(.deepLink, task, error)
      return task
    }
    return open(.unresolved(wayIn, router), task: task)
  }

  /// Says the app is ready for ways in (its first screen is up, its saved
  /// state restored) and opens the waiting ones in arrival order.
  public func markReadyForWaysIn() {
    isReadyForWaysIn = true
    openWaiting { $0.reason == .appNotReady }
  }

  /// The ways in waiting to open, in arrival order.
  package var waitingWaysIn: [WayIn] { waitingQueue.map(\.item.wayIn) }

  /// Opens a way in the window registry resolved and chose this navigator's
  /// window for, settling `task`, which the registry's caller holds.
  func open(_ wayIn: ResolvedWayIn<Schema>, task: NavigationTask<Schema>) {
    _ = open(.resolved(wayIn), task: task)
  }

  /// Takes back every way in this navigator holds and has not concluded.
  ///
  /// In arrival order: those waiting, those in line, and the one a guard is
  /// deciding on, which is not applied when the guard answers. A window
  /// that closes hands them back to the registry, to open elsewhere; their
  /// navigations stay unsettled for the registry to settle.
  func withdrawWaysIn() -> [WaitingWayIn<Schema>] {
    let waiting = waitingQueue
    waitingQueue = []
    let started = startedWaysIn
    startedWaysIn = [:]
    guard !started.isEmpty else { return waiting }
    let identities = Set(started.keys)
    line.removeAll { identities.contains(ObjectIdentifier($0.task)) }
    hasLine = !line.isEmpty
    withdrawnTasks.formUnion(identities)
    let inFlight = started.values.sorted { $0.order < $1.order }.map(\.waiting)
    return inFlight + waiting
  }

  private func open(_ item: WaitingWayIn<Schema>.Item, task: NavigationTask<Schema>)
    -> NavigationTask<Schema>
  {
    guard isReadyForWaysIn else { return wait(item, .appNotReady, task) }
    let resolved: ResolvedWayIn<Schema>
    switch item {
    case .resolved(let wayIn):
      resolved = wayIn
    case .unresolved(let wayIn, let router):
      do {
        resolved = try ResolvedWayIn(wayIn, with: router)
      } catch {
        fail(.deepLink, task, error)
        return task
      }
    }
    if resolved.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      return wait(.resolved(resolved), .presentationUp, task)
    }
    track(resolved, task)
    let policy = policy
    return request(
      .deepLink, checksBackLocks: !resolved.leavesBackLocks, task: task,
      .inPlace { state in try Self.plan(resolved, from: state, policy: policy) })
  }

  /// The transition a way in asks for from `state`: its target presented
  /// over what is up, if its policy says so and something is, else navigated to.
  static func plan(
    _ wayIn: ResolvedWayIn<Schema>, from state: NavigationState<Schema>, policy: NavigationPolicy
  ) throws -> StateTransition<Schema> {
    wayIn.policy == .presentOver && !state.presentations.isEmpty
      ? try state.planPresentOver(wayIn.target, policy: policy)
      : try state.planNavigate(to: wayIn.target, policy: policy)
  }

  /// Whether a way in may be offered to this window: not when it would take
  /// away a screen marked with unsaved changes (``markUnsaved(_:reason:)``),
  /// which ``UnsavedChangesGuard`` would deny.
  ///
  /// Read from the marks, not by asking the guards: a guard may start work
  /// (a prompt, a request) when asked, and this only chooses a window. A way
  /// in that fails to plan is offered; it fails where it lands.
  func admits(_ wayIn: ResolvedWayIn<Schema>) -> Bool {
    guard !unsavedValue.isEmpty,
      let transition = try? Self.plan(wayIn, from: storage, policy: policy)
    else { return true }
    return !transition.removedEntries.contains { unsavedValue[$0.id] != nil }
  }

  /// Whether a way in that replaces what is on screen (everything dismissed,
  /// the selected tab back at its root) may be offered to this window; the
  /// SwiftUI glue lets SwiftUI hand the window its ways in only then.
  package var acceptsWaysIn: Bool {
    guard !unsavedEntries.isEmpty else { return true }
    let home = NavigationTarget<Schema>(tab: selectedTab, routes: [])
    guard let transition = try? storage.planNavigate(to: home, policy: policy) else {
      return true
    }
    return !transition.removedEntries.contains { unsavedValue[$0.id] != nil }
  }

  /// Remembers a way in from its start until its navigation settles, so
  /// that a window that closes meanwhile can take it back.
  private func track(_ resolved: ResolvedWayIn<Schema>, _ task: NavigationTask<Schema>) {
    let identity = ObjectIdentifier(task)
    startedWaysIn[identity] = (
      WaitingWayIn(item: .resolved(resolved), reason: .appNotReady, task: task),
      nextWayInOrder
    )
    nextWayInOrder += 1
    task.whenSettled { [weak self] _ in self?.startedWaysIn[identity] = nil }
  }

  /// Puts a way in in the queue: joined to an equal one already there, and
  /// dropping the oldest past the limit.
  private func wait(
    _ item: WaitingWayIn<Schema>.Item, _ reason: WaitingWayIn<Schema>.Reason,
    _ task: NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    let wayIn = item.wayIn
    if let same = waitingTasks[wayIn] {
      same.whenSettled { task.settle($0) }
      return task
    }
    // Appended in place: through the property's setter, each arrival would
    // copy the whole queue.
    withMutation(keyPath: keys.waitingQueue) {
      waitingValue.append(WaitingWayIn(item: item, reason: reason, task: task))
    }
    waitingTasks[wayIn] = task
    hasWaitingWaysIn = true
    if waitingValue.count > item.waitingLimit {
      let dropped = withMutation(keyPath: keys.waitingQueue) { waitingValue.removeFirst() }
      waitingTasks[dropped.item.wayIn] = nil
      fail(.deepLink, dropped.task, LinkError.dropped(limit: item.waitingLimit))
    }
    return task
  }

  /// Opens the waiting ways in `selected` picks, in arrival order.
  private func openWaiting(_ selected: (WaitingWayIn<Schema>) -> Bool) {
    let ready = waitingQueue.filter(selected)
    waitingQueue.removeAll(where: selected)
    for waiting in ready { _ = open(waiting.item, task: waiting.task) }
  }

  /// Opens deferred ways in once nothing is presented; called after each change.
  func openDeferredWaysInIfDismissed() {
    guard !waitingValue.isEmpty, storage.presentations.isEmpty,
      waitingValue.contains(where: { $0.reason == .presentationUp })
    else {
      return
    }
    openWaiting { $0.reason == .presentationUp }
  }
}
