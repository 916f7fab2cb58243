import WaypointCore
public import WaypointLinks

extension Navigator {
  /// Opens a way in: resolves it, applies its pattern's presentation policy and navigates through
  /// the guards with cause ``TransitionCause/deepLink``.
  ///
  /// ```swift
  /// .onOpenURL { url in navigator.open(.link(url.absoluteString), with: router) }
  ///
  /// navigator.open("pmi://pokedex/25", with: router)  // a literal is a link
  /// navigator.open(.quickAction(type: "pokemon", values: ["id": "25"]), with: router)
  /// ```
  ///
  /// A way in that does not resolve changes nothing: the navigation fails with a `LinkError`,
  /// reported as an event. A way in is the user's own action: one that would take the user off a
  /// back-locked screen fails with ``NavigationError/backNavigationLocked(_:in:)``, unless its
  /// pattern was registered with `leavingBackLocks`.
  ///
  /// Before ``markReadyForWaysIn()`` ways in wait, and one whose policy defers waits until no
  /// presentation is up; they open in arrival order. An equal one joins the one waiting; past
  /// `LinkLimits` `maximumWaiting` the oldest fails with ``LinkError/dropped(limit:)``.
  @discardableResult
  public func open(_ wayIn: WayIn, with router: LinkRouter<Schema>) -> NavigationTask<Schema> {
    let task = NavigationTask<Schema>()
    // Resolving checks the size first; a way in that waits is checked now.
    do {
      if !isReadyForWaysIn { try router.checkSize(of: wayIn) }
    } catch {
      fail(.deepLink, task, error)
      return task
    }
    return open(.unresolved(wayIn, router), task: task)
  }

  /// Says the app is ready for ways in (its first screen is up, its saved state restored) and opens
  /// the waiting ones in arrival order.
  public func markReadyForWaysIn() {
    isReadyForWaysIn = true
    openWaiting { $0.reason == .appNotReady }
  }

  /// The ways in waiting to open, in arrival order.
  package var waitingWaysIn: [WayIn] { waitingWaysInQueue.entries.map(\.wayIn) }

  /// Opens a way in the window registry resolved and chose this navigator's window for, settling
  /// `task`, which the registry's caller holds.
  func open(_ wayIn: ResolvedWayIn<Schema>, task: NavigationTask<Schema>) {
    _ = open(.resolved(wayIn), task: task)
  }

  /// Takes back every way in this navigator holds and has not concluded.
  ///
  /// In arrival order: those waiting, those in line, and the one a guard is deciding on, which is
  /// not applied when the guard answers. A window that closes hands them back to the registry, to
  /// open elsewhere; their navigations stay unsettled for the registry to settle.
  func withdrawWaysIn() -> [WaitingWayIn<Schema>] {
    let waiting = waitingWaysInQueue.take { _ in true }
    hasWaitingWaysIn = false
    let started = startedWaysIn.filter { !$0.task.isSettled }
    startedWaysIn = []
    guard !started.isEmpty else { return waiting }
    let identities = Set(started.map { ObjectIdentifier($0.task) })
    line.removeAll { identities.contains(ObjectIdentifier($0.task)) }
    hasLine = !line.isEmpty
    withdrawnTasks.formUnion(identities)
    return started + waiting
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

  /// The transition a way in asks for from `state`: its target presented over what is up, if its
  /// policy says so and something is, else navigated to.
  static func plan(
    _ wayIn: ResolvedWayIn<Schema>, from state: NavigationState<Schema>, policy: NavigationPolicy
  ) throws -> StateTransition<Schema> {
    wayIn.policy == .presentOver && !state.presentations.isEmpty
      ? try state.planPresentOver(wayIn.target, policy: policy)
      : try state.planNavigate(to: wayIn.target, policy: policy)
  }

  /// Whether a way in may be offered to this window: not when it would take away a screen marked
  /// unsaved (``markUnsaved(_:reason:)``), which ``UnsavedChangesGuard`` would deny.
  ///
  /// Read from the marks, not the guards, who may start work (a prompt, a request) when asked. A
  /// way in that fails to plan fails where it lands.
  func admits(_ wayIn: ResolvedWayIn<Schema>) -> Bool {
    unsavedValue.isEmpty || keepsUnsaved(try? Self.plan(wayIn, from: storage, policy: policy))
  }

  /// Whether a way in that replaces what is on screen (everything dismissed, the selected tab back
  /// at its root) may be offered to this window; the SwiftUI glue lets SwiftUI hand the window its
  /// ways in only then.
  package var acceptsWaysIn: Bool {
    guard !unsavedEntries.isEmpty else { return true }
    let home = NavigationTarget<Schema>(tab: selectedTab, routes: [])
    return keepsUnsaved(try? storage.planNavigate(to: home, policy: policy))
  }

  /// Whether `transition` (`nil`: it fails to plan) takes away no unsaved entry.
  private func keepsUnsaved(_ transition: StateTransition<Schema>?) -> Bool {
    !(transition?.removedEntries.contains { unsavedValue[$0.id] != nil } ?? false)
  }

  /// Remembers a way in from its start until its navigation settles, so that a window that closes
  /// meanwhile can take it back.
  ///
  /// Those settled are let go here, not when they settle: an observer of the task would have to
  /// hold the navigator weakly, and a weak reference outlives a navigator that never settles it
  /// (LeakSanitizer reports it).
  private func track(_ resolved: ResolvedWayIn<Schema>, _ task: NavigationTask<Schema>) {
    startedWaysIn.removeAll { $0.task.isSettled }
    startedWaysIn.append(WaitingWayIn(item: .resolved(resolved), reason: .appNotReady, task: task))
  }

  /// Puts a way in in the queue: joined to an equal one already there, and dropping the oldest past
  /// the limit.
  private func wait(
    _ item: WaitingWayIn<Schema>.Item, _ reason: WaitingWayIn<Schema>.Reason,
    _ task: NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    let animation = animationScope ?? policy.animation(for: .deepLink)
    let entry = WaitingWayIn(item: item, reason: reason, task: task, animation: animation)
    if let dropped = waitingWaysInQueue.add(entry) {
      fail(.deepLink, dropped.task, LinkError.dropped(limit: dropped.waitingLimit))
    }
    hasWaitingWaysIn = true
    return task
  }

  /// Opens the waiting ways in `selected` picks, in arrival order.
  private func openWaiting(_ selected: (WaitingWayIn<Schema>) -> Bool) {
    let ready = waitingWaysInQueue.take(where: selected)
    hasWaitingWaysIn = !waitingWaysInQueue.entries.isEmpty
    for waiting in ready {
      _ = withAnimation(waiting.animation) { open(waiting.item, task: waiting.task) }
    }
  }

  /// Opens deferred ways in once nothing is presented; called after each change.
  func openDeferredWaysInIfDismissed() {
    guard storage.presentations.isEmpty,
      waitingWaysInQueue.entries.contains(where: { $0.reason == .presentationUp })
    else { return }
    openWaiting { $0.reason == .presentationUp }
  }
}
