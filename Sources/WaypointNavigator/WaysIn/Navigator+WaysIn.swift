import WaypointCore
public import WaypointLinks

extension Navigator {
  /// Opens a way in: resolves it, applies its pattern's presentation policy and navigates through
  /// the guards with cause ``TransitionCause/deepLink``.
  ///
  /// One that does not resolve, or would take the user off a back-locked screen, fails and changes
  /// nothing (the "Deep Links" article); before ``markReadyForWaysIn()`` ways in wait, joined and
  /// bounded, and open in arrival order (the "Ways In" article).
  @discardableResult
  public func open(_ wayIn: WayIn, with router: LinkRouter<Schema>) -> NavigationTask<Schema> {
    do {
      // Resolving checks the size first; a way in that waits is checked now.
      if !desk.isReady { try router.checkSize(of: wayIn) }
    } catch {
      let task = NavigationTask<Schema>()
      fail(.deepLink, task, error)
      return task
    }
    return open(.unresolved(wayIn, router), task: NavigationTask<Schema>())
  }

  /// Says the app is ready for ways in (its first screen is up, its saved state restored) and opens
  /// the waiting ones in arrival order.
  public func markReadyForWaysIn() {
    desk.isReady = true
    openWaiting { $0.wait == .appNotReady }
  }

  /// The ways in waiting to open, in arrival order.
  package var waitingWaysIn: [WayIn] { desk.entries.map(\.wayIn) }

  /// Takes back every way in this navigator holds and has not concluded.
  ///
  /// In arrival order: the one a guard is deciding on, which is not applied when the guard
  /// answers, then those waiting. A window that closes hands them back to the registry, to open
  /// elsewhere; their navigations stay unsettled for the registry to settle.
  func withdrawWaysIn() -> [WayInDesk<Schema>.Entry] {
    var handedBack = desk.take { _ in true }
    if let deciding = line.deciding, let wayIn = deciding.wayIn, !deciding.isWithdrawn {
      line.deciding?.isWithdrawn = true
      let entry = WayInDesk<Schema>.Entry(
        item: .resolved(wayIn), wait: .line, task: deciding.task, animation: .animated)
      handedBack.insert(entry, at: 0)
    }
    return handedBack
  }

  /// Opens a way in now, or has it wait at the desk: before the app is ready, while a presentation
  /// is up if its pattern defers it, or while the line is busy; `task` (the window registry's
  /// caller may hold it) settles with it.
  @discardableResult
  func open(_ item: WayInDesk<Schema>.Item, task: NavigationTask<Schema>)
    -> NavigationTask<Schema>
  {
    let animation = line.animationScope ?? policy.animation(for: .deepLink)
    guard desk.isReady else { return wait(item, .appNotReady, task, animation) }
    guard let resolved = resolve(item, task) else { return task }
    if resolved.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      return wait(.resolved(resolved), .presentationUp, task, animation)
    }
    guard !line.isBusy else { return wait(.resolved(resolved), .line, task, animation) }
    runNow { run(request(for: resolved, task, animation)) }
    return task
  }

  /// Opens a way in whose turn in the line has come, unless its pattern defers it while a
  /// presentation is up.
  func land(_ entry: WayInDesk<Schema>.Entry) {
    guard let resolved = resolve(entry.item, entry.task) else { return }
    if resolved.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      _ = wait(.resolved(resolved), .presentationUp, entry.task, entry.animation)
      return
    }
    run(request(for: resolved, entry.task, entry.animation))
  }

  /// The way in resolved, or `nil` with its navigation failed.
  private func resolve(_ item: WayInDesk<Schema>.Item, _ task: NavigationTask<Schema>)
    -> ResolvedWayIn<Schema>?
  {
    switch item {
    case .resolved(let wayIn): return wayIn
    case .unresolved(let wayIn, let router):
      do {
        return try ResolvedWayIn(wayIn, with: router)
      } catch {
        fail(.deepLink, task, error)
        return nil
      }
    }
  }

  /// The navigation a way in asks for, planned when it runs.
  private func request(
    for resolved: ResolvedWayIn<Schema>, _ task: NavigationTask<Schema>,
    _ animation: NavigationAnimation
  ) -> Request {
    let policy = policy
    return Request(
      cause: .deepLink, animation: animation, asksGuards: true,
      checksBackLocks: !resolved.leavesBackLocks,
      planner: .inPlace { state in try Self.plan(resolved, from: state, policy: policy) },
      task: task, wayIn: resolved)
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
    let home = NavigationTarget<Schema>(tab: state.selectedTab, routes: [])
    return keepsUnsaved(try? storage.planNavigate(to: home, policy: policy))
  }

  /// Whether `transition` (`nil`: it fails to plan) takes away no unsaved entry.
  private func keepsUnsaved(_ transition: StateTransition<Schema>?) -> Bool {
    !(transition?.removedEntries.contains { unsavedValue[$0.id] != nil } ?? false)
  }

  /// Puts a way in at the desk: joined to an equal one already there, and dropping the oldest past
  /// the limit.
  ///
  /// - Returns: The way in's navigation; the waiting one's when it joins.
  private func wait(
    _ item: WayInDesk<Schema>.Item, _ wait: WayInDesk<Schema>.Wait,
    _ task: NavigationTask<Schema>, _ animation: NavigationAnimation
  ) -> NavigationTask<Schema> {
    let turn = wait == .line ? line.takeTurn() : 0
    let entry = WayInDesk<Schema>.Entry(
      item: item, wait: wait, task: task, animation: animation, turn: turn)
    let (waiting, dropped) = desk.add(entry)
    if let dropped {
      fail(.deepLink, dropped.task, LinkError.dropped(limit: dropped.item.waitingLimit))
    }
    if waiting !== task { task.join(waiting) }
    return waiting
  }

  /// Opens the waiting ways in `selected` picks, in arrival order.
  private func openWaiting(_ selected: (WayInDesk<Schema>.Entry) -> Bool) {
    for waiting in desk.take(where: selected) {
      _ = withAnimation(waiting.animation) { open(waiting.item, task: waiting.task) }
    }
  }

  /// Opens deferred ways in once nothing is presented; called after each change.
  func openDeferredWaysInIfDismissed() {
    guard storage.presentations.isEmpty,
      desk.entries.contains(where: { $0.wait == .presentationUp })
    else { return }
    openWaiting { $0.wait == .presentationUp }
  }
}
