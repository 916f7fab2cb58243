public import WaypointCore
public import WaypointLinks

/// The app's windows, each with its own navigator, and the one place ways in arrive (links, user
/// activities, entities, notifications, quick actions): each is resolved once and lands in exactly
/// one window, the one the app's ``WindowRule`` chooses, or fails with a typed error.
///
/// ```swift
/// @MainActor let windows = WindowRegistry(router: links, rule: .showing)
///
/// try windows.register(navigator, as: id) { openWindow(value: $0) }
/// try windows.windowDidBecomeActive(id)
/// windows.open("pokedex://pokemon/25")
/// windows.open(.quickAction(type: "pokemon", values: ["id": "25"]))
/// try windows.unregister(id)
/// ```
///
/// With SwiftUI, `WaypointWindow` does all of this for each window.
///
/// # Where a way in lands
/// A way in that cannot be resolved fails at once. Otherwise the rule chooses among the open
/// windows that may be offered it (not one whose unsaved changes it would take away): one of them,
/// a new one, or none (``WindowError/noWindow(reason:)``); with no window to offer it to, a new
/// one, or where none can open, the frontmost, whose guards decide. A way in for a new window, or
/// with no window open, waits here for that window. A window that closes hands back every way in it
/// has not concluded, and the rule places them again. So each way in ends in one window, or fails;
/// never in two. A window asked for that the system never opens keeps its way in in
/// ``requestedWindows``, for the next window of that identity. Waiting ways in are bounded and
/// joined as a navigator's are.
///
/// The window a way in lands in comes to the front, and a failure is reported on the frontmost
/// window's navigator, as the navigator reports its own.
@MainActor
public final class WindowRegistry<Schema: NavigationSchema> {
  /// A registered window: its navigator, how to show a window, and whether it has taken a way in.
  struct Registration {
    let navigator: Navigator<Schema>
    let showWindow: (@MainActor (WindowID) -> Void)?
    var hasTakenWayIn = false
  }

  /// A resolved way in waiting for its window: one the registry asked for, or (`nil`) the first
  /// window to open.
  struct PendingWayIn: WaitingEntry {
    let resolved: ResolvedWayIn<Schema>
    let task: NavigationTask<Schema>
    var window: WindowID?

    var wayIn: WayIn { resolved.wayIn }
    var waitingLimit: Int { resolved.waitingLimit }
  }

  /// The app's link table, which resolves every way in.
  package let router: LinkRouter<Schema>
  /// How a way in's window is chosen, from the next one on.
  public var rule: WindowRule<Schema>
  /// The open windows, frontmost first.
  public private(set) var windows: [WindowID] = []
  /// The windows the registry asked to open for ways in, that have not registered yet, oldest
  /// first; their ways in wait for them.
  public private(set) var requestedWindows: [WindowID] = []

  var registrations: [WindowID: Registration] = [:]
  var waiting = WayInQueue<PendingWayIn>()
  var deliveryObservers = ObserverList<(WindowID, NavigationTask<Schema>)>()

  /// Creates a registry with no window open, resolving every way in with `router` and landing it in
  /// the window `rule` chooses.
  public init(router: LinkRouter<Schema>, rule: WindowRule<Schema> = .frontmost) {
    self.router = router
    self.rule = rule
  }

  /// Adds a window that has opened, behind the others, and opens there the ways in waiting for it,
  /// in arrival order: those the registry asked this window for, and, if no window was open, those
  /// waiting for the first.
  ///
  /// `showWindow` opens the window with an identity, or brings it to the front if it is open:
  /// SwiftUI's `openWindow(value:)`. `nil` where the app cannot open windows; a way in for a new
  /// window then lands in the frontmost.
  ///
  /// - Throws: ``WindowError/duplicateWindow(_:)`` or
  ///   ``WindowError/navigatorAlreadyRegistered(as:)``; nothing changes.
  public func register(
    _ navigator: Navigator<Schema>, as id: WindowID,
    showWindow: (@MainActor (WindowID) -> Void)? = nil
  ) throws(WindowError) {
    guard registrations[id] == nil else { throw .duplicateWindow(id) }
    if let other = registrations.first(where: { $0.value.navigator === navigator }) {
      throw .navigatorAlreadyRegistered(as: other.key)
    }
    let isFirst = windows.isEmpty
    registrations[id] = Registration(navigator: navigator, showWindow: showWindow)
    windows.append(id)
    requestedWindows.removeAll { $0 == id }
    for pending in waiting.take(where: { $0.window == id || (isFirst && $0.window == nil) }) {
      deliver(pending, to: id)
    }
  }

  /// Removes a window that has closed; the ways in its navigator has not concluded are placed again
  /// among the windows left.
  ///
  /// - Throws: ``WindowError/unknownWindow(_:)``; nothing changes.
  public func unregister(_ id: WindowID) throws(WindowError) {
    guard let registration = registrations.removeValue(forKey: id) else { throw .unknownWindow(id) }
    windows.removeAll { $0 == id }
    for handedBack in registration.navigator.withdrawWaysIn() {
      switch handedBack.item {
      case .resolved(let wayIn):
        place(PendingWayIn(resolved: wayIn, task: handedBack.task))
      case .unresolved(let wayIn, let router):
        open(wayIn, with: router, task: handedBack.task)
      }
    }
  }

  /// Makes a window the frontmost: the user made it active.
  ///
  /// - Throws: ``WindowError/unknownWindow(_:)``; nothing changes.
  public func windowDidBecomeActive(_ id: WindowID) throws(WindowError) {
    guard registrations[id] != nil else { throw .unknownWindow(id) }
    bringToFront(id)
  }

  /// Opens a way in in the window the rule chooses.
  ///
  /// ```swift
  /// .onOpenURL { url in windows.open(.link(url.absoluteString)) }
  /// ```
  ///
  /// - Returns: The navigation the way in asks for, in whichever window it lands; it settles once
  ///   that window's navigator has opened it, and fails with a `LinkError` or a ``WindowError``.
  @discardableResult
  public func open(_ wayIn: WayIn) -> NavigationTask<Schema> {
    let task = NavigationTask<Schema>()
    open(wayIn, with: router, task: task)
    return task
  }

  /// Calls `observer` with each window a way in is handed to, and its navigation, as it is handed
  /// over: tests follow every way in this way.
  package func addDeliveryObserver(
    _ observer: @escaping @MainActor (WindowID, NavigationTask<Schema>) -> Void
  ) {
    _ = deliveryObservers.add(observer)
  }

  private func open(_ wayIn: WayIn, with router: LinkRouter<Schema>, task: NavigationTask<Schema>) {
    do {
      place(PendingWayIn(resolved: try ResolvedWayIn(wayIn, with: router), task: task))
    } catch {
      fail(task, error)
    }
  }

  /// Gives a way in to the window the rule chooses, or has it wait for one.
  private func place(_ pending: PendingWayIn) {
    guard let front = windows.first else { return wait(pending) }
    switch choice(for: pending.resolved) {
    case .window(let id):
      deliver(pending, to: id)  // which fails for a window that is not open
    case .newWindow:
      guard let showWindow = registrations[front]?.showWindow else {
        return deliver(pending, to: front)
      }
      if let same = waiting.task(for: pending.wayIn) {
        return same.whenSettled { pending.task.settle($0) }
      }
      let id = WindowID()
      requestedWindows.append(id)
      wait(PendingWayIn(resolved: pending.resolved, task: pending.task, window: id))
      showWindow(id)
    case .fail(let reason):
      fail(pending.task, WindowError.noWindow(reason: reason))
    }
  }

  /// Puts a way in among those waiting for a window: joined to an equal one already there, and
  /// dropping the oldest past the limit.
  private func wait(_ pending: PendingWayIn) {
    guard let dropped = waiting.add(pending) else { return }
    if let window = dropped.window { requestedWindows.removeAll { $0 == window } }
    fail(dropped.task, LinkError.dropped(limit: dropped.waitingLimit))
  }

  /// What the rule says of a way in, given the open windows that may be offered it; with none, a
  /// new window, else the frontmost.
  private func choice(for wayIn: ResolvedWayIn<Schema>) -> WindowChoice {
    let target = wayIn.target
    let candidates = windows.filter { registrations[$0]?.navigator.admits(wayIn) ?? false }
    guard let front = candidates.first else {
      return registrations[windows[0]]?.showWindow == nil ? .window(windows[0]) : .newWindow
    }
    switch rule.kind {
    case .frontmost:
      return .window(front)
    case .showing:
      let showing = candidates.first { id in
        registrations[id].map { WindowRule.state($0.navigator.currentState, shows: target) }
          ?? false
      }
      return .window(showing ?? front)
    case .newWindow:
      let unused = candidates.first { id in
        registrations[id].map { !$0.hasTakenWayIn && $0.navigator.version == 0 } ?? false
      }
      return unused.map { .window($0) } ?? .newWindow
    case .custom(let choose):
      let open = candidates.compactMap { id in
        registrations[id].map { (id: id, state: $0.navigator.currentState) }
      }
      return choose(target, open)
    }
  }

  /// Hands a way in to a window's navigator, bringing the window to the front.
  private func deliver(_ pending: PendingWayIn, to id: WindowID) {
    guard let registration = registrations[id] else {
      return fail(pending.task, WindowError.unknownWindow(id))
    }
    registrations[id]?.hasTakenWayIn = true
    if windows.first != id {
      bringToFront(id)
      registration.showWindow?(id)
    }
    deliveryObservers.notify((id, pending.task))
    registration.navigator.open(pending.resolved, task: pending.task)
  }

  private func bringToFront(_ id: WindowID) {
    windows.removeAll { $0 == id }
    windows.insert(id, at: 0)
  }

  /// Settles a way in that lands nowhere, reporting it where the user is.
  private func fail(_ task: NavigationTask<Schema>, _ error: any Error) {
    let outcome = NavigationOutcome<Schema>.failed(.deepLink, error)
    if let front = windows.first { registrations[front]?.navigator.report(outcome) }
    task.settle(outcome)
  }
}
