public import WaypointCore
public import WaypointLinks

/// The app's windows, each with its own navigator, and the one place ways in arrive (links, user
/// activities, entities, notifications, quick actions): each is resolved once and lands in exactly
/// one window, the one the app's ``WindowRule`` chooses, or fails with a typed error; a window that
/// closes hands its ways in back to be placed again (the "Ways In" article's "Windows").
///
/// With SwiftUI, `WaypointWindow` does all of this for each window.
///
/// # Where a way in lands
/// The rule chooses among the open windows that may be offered it: one of them, a new one, or none
/// (``WindowError/noWindow(reason:)``); with no window to offer it to, a new one, or where none can
/// open, the frontmost, whose guards decide. A way in for a new window, or with no window open,
/// waits here for that window; one the system never opens keeps its way in in
/// ``requestedWindows``, for the next window of that identity. The window a way in lands in comes
/// to the front, and a failure is reported on the frontmost window's navigator.
@MainActor
public final class WindowRegistry<Schema: NavigationSchema> {
  /// A registered window: its navigator, how to show a window, and whether it has taken a way in.
  struct Registration {
    let navigator: Navigator<Schema>
    let showWindow: (@MainActor (WindowID) -> Void)?
    var hasTakenWayIn = false
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
  /// The ways in waiting for a window, resolved.
  var desk = WayInDesk<Schema>(isReady: true)
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
    let wasRequested = requestedWindows.contains(id)
    requestedWindows.removeAll { $0 == id }
    for pending in desk.take(where: {
      $0.wait == .window(id) || (isFirst && $0.wait == .window(nil))
    }) {
      guard case .resolved(let wayIn) = pending.item else { continue }
      deliver(wayIn, pending.task, to: id)
    }
    if wasRequested { askForNextWindow() }
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
      case .resolved(let wayIn): place(wayIn, handedBack.task)
      case .unresolved(let wayIn, let router): open(wayIn, with: router, task: handedBack.task)
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
      place(try ResolvedWayIn(wayIn, with: router), task)
    } catch {
      fail(task, error)
    }
  }

  /// Gives a way in to the window the rule chooses, or has it wait for one.
  private func place(_ wayIn: ResolvedWayIn<Schema>, _ task: NavigationTask<Schema>) {
    guard let front = windows.first else { return wait(wayIn, .window(nil), task) }
    switch choice(for: wayIn) {
    case .window(let id):
      deliver(wayIn, task, to: id)  // which fails for a window that is not open
    case .newWindow:
      guard registrations[front]?.showWindow != nil else { return deliver(wayIn, task, to: front) }
      wait(wayIn, .newWindow, task)
      if requestedWindows.isEmpty { askForNextWindow() }
    case .fail(let reason):
      fail(task, WindowError.noWindow(reason: reason))
    }
  }

  /// Asks for a window for the oldest way in waiting for one: one request is out at a time, so a
  /// burst of ways in that the limit drops never opened windows of their own.
  private func askForNextWindow() {
    guard requestedWindows.isEmpty, let front = windows.first,
      let showWindow = registrations[front]?.showWindow,
      var next = desk.takeFirst(where: { $0.wait == .newWindow })
    else { return }
    let id = WindowID()
    next.wait = .window(id)
    requestedWindows.append(id)
    _ = desk.add(next)
    showWindow(id)
  }

  /// Puts a way in among those waiting for a window: joined to an equal one already there, and
  /// dropping the oldest past the limit.
  private func wait(
    _ wayIn: ResolvedWayIn<Schema>, _ wait: WayInDesk<Schema>.Wait, _ task: NavigationTask<Schema>
  ) {
    let entry = WayInDesk<Schema>.Entry(
      item: .resolved(wayIn), wait: wait, task: task, animation: .animated)
    let (waiting, dropped) = desk.add(entry)
    if waiting !== task { task.join(waiting) }
    // A window asked for stays asked for when its way in is dropped: it still opens, and asks for
    // the next.
    if let dropped { fail(dropped.task, LinkError.dropped(limit: dropped.item.waitingLimit)) }
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
  private func deliver(
    _ wayIn: ResolvedWayIn<Schema>, _ task: NavigationTask<Schema>, to id: WindowID
  ) {
    guard let registration = registrations[id] else {
      return fail(task, WindowError.unknownWindow(id))
    }
    registrations[id]?.hasTakenWayIn = true
    if windows.first != id {
      bringToFront(id)
      registration.showWindow?(id)
    }
    deliveryObservers.notify((id, task))
    registration.navigator.open(.resolved(wayIn), task: task)
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
