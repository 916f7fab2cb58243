public import WaypointCore
public import WaypointLinks

/// The app's windows, each with its own navigator, and the one place links
/// arrive: each link is resolved once and lands in exactly one window, the
/// one the app's ``WindowRule`` chooses.
///
/// ```swift
/// @MainActor let windows = WindowRegistry(router: links, rule: .showing)
///
/// try windows.register(navigator, as: id) { openWindow(value: $0) }
/// try windows.windowDidBecomeActive(id)
/// windows.open("pokedex://pokemon/25")
/// try windows.unregister(id)
/// ```
///
/// With SwiftUI, `WaypointWindow` does all of this for each window.
///
/// # Where a link lands
/// A link that cannot be resolved fails at once. Otherwise the rule chooses
/// an open window, asks for a new one, or chooses none (the link fails with
/// ``WindowError/noWindow(reason:)``). A link for a new window waits here
/// until a window registers under the identity the registry asked for, and
/// opens there; a link that arrives while no window is open waits for the
/// first window. A window that closes hands the links still waiting in its
/// navigator back, and the rule places them again among the windows left.
/// So each link ends in one window, or fails; never in two. A window the
/// registry asked for that the system never opens (the user cancelled, or
/// the platform has one window) keeps its link waiting in
/// ``requestedWindows``: the next window to register under that identity
/// takes it.
///
/// The window a link lands in comes to the front, and a failure is reported
/// on the frontmost window's navigator, as the navigator reports its own.
@MainActor
public final class WindowRegistry<Schema: NavigationSchema> {
  /// A registered window: its navigator, how to show a window, and whether
  /// it has taken a link.
  struct Registration {
    let navigator: Navigator<Schema>
    let showWindow: (@MainActor (WindowID) -> Void)?
    var hasTakenLink = false
  }

  /// A resolved link waiting for its window: one the registry asked for, or
  /// (`nil`) the first window to open.
  struct PendingLink {
    let link: ResolvedLink<Schema>
    let task: NavigationTask<Schema>
    var window: WindowID?
  }

  /// The app's link table.
  let router: LinkRouter<Schema>
  /// How a link's window is chosen, from the next link on.
  public var rule: WindowRule<Schema>
  /// The open windows, frontmost first.
  public private(set) var windows: [WindowID] = []
  /// The windows the registry asked to open for links, that have not
  /// registered yet, oldest first; their links wait for them.
  public private(set) var requestedWindows: [WindowID] = []

  var registrations: [WindowID: Registration] = [:]
  /// Links waiting for a window, in arrival order.
  var waiting: [PendingLink] = []
  var deliveryObservers = ObserverList<(WindowID, NavigationTask<Schema>)>()

  /// Creates a registry with no window open.
  ///
  /// - Parameters:
  ///   - router: The app's link table; every link is resolved with it.
  ///   - rule: Which window a link lands in.
  public init(router: LinkRouter<Schema>, rule: WindowRule<Schema> = .frontmost) {
    self.router = router
    self.rule = rule
  }

  /// Adds a window that has opened, behind the others, and opens there the
  /// links waiting for it: those the registry asked this window for, and,
  /// if no window was open, those waiting for the first.
  ///
  /// - Parameters:
  ///   - navigator: The window's own navigator.
  ///   - id: The window's identity.
  ///   - showWindow: Opens the window with an identity, or brings it to the
  ///     front if it is open: SwiftUI's `openWindow(value:)`. `nil` where
  ///     the app cannot open windows; a link for a new window then lands in
  ///     the frontmost.
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
    let claims = { (link: PendingLink) in link.window == id || (isFirst && link.window == nil) }
    let claimed = waiting.filter(claims)
    waiting.removeAll(where: claims)
    for link in claimed { deliver(link, to: id) }
  }

  /// Removes a window that has closed; the links still waiting in its
  /// navigator are placed again among the windows left.
  ///
  /// - Parameter id: The window's identity.
  /// - Throws: ``WindowError/unknownWindow(_:)``; nothing changes.
  public func unregister(_ id: WindowID) throws(WindowError) {
    guard let registration = registrations.removeValue(forKey: id) else {
      throw .unknownWindow(id)
    }
    windows.removeAll { $0 == id }
    for handedBack in registration.navigator.takeWaitingLinks() {
      switch handedBack.link {
      case .resolved(let link):
        place(PendingLink(link: link, task: handedBack.task))
      case .unresolved(let text, let router):
        open(text, with: router, task: handedBack.task)
      }
    }
  }

  /// Makes a window the frontmost: the user made it active.
  ///
  /// - Parameter id: The window's identity.
  /// - Throws: ``WindowError/unknownWindow(_:)``; nothing changes.
  public func windowDidBecomeActive(_ id: WindowID) throws(WindowError) {
    guard registrations[id] != nil else { throw .unknownWindow(id) }
    bringToFront(id)
  }

  /// Opens a link in the window the rule chooses.
  ///
  /// ```swift
  /// .onOpenURL { url in windows.open(url.absoluteString) }
  /// ```
  ///
  /// - Parameter link: The link as received.
  /// - Returns: The navigation the link asks for, in whichever window it
  ///   lands; it settles once that window's navigator has opened it, and
  ///   fails with a `LinkError` or a ``WindowError``.
  @discardableResult
  public func open(_ link: String) -> NavigationTask<Schema> {
    let task = NavigationTask<Schema>()
    open(link, with: router, task: task)
    return task
  }

  /// Calls `observer` with each window a link is handed to, and the link's
  /// navigation, as it is handed over: tests follow every link this way.
  package func addDeliveryObserver(
    _ observer: @escaping @MainActor (WindowID, NavigationTask<Schema>) -> Void
  ) {
    _ = deliveryObservers.add(observer)
  }

  private func open(_ link: String, with router: LinkRouter<Schema>, task: NavigationTask<Schema>) {
    do {
      place(PendingLink(link: try ResolvedLink(link, with: router), task: task))
    } catch {
      fail(task, error)
    }
  }

  /// Gives a link to the window the rule chooses, or has it wait for one.
  private func place(_ pending: PendingLink) {
    guard let front = windows.first else { return waiting.append(pending) }
    switch choice(for: pending.link.target) {
    case .window(let id):
      deliver(pending, to: id)  // which fails for a window that is not open
    case .newWindow:
      guard let showWindow = registrations[front]?.showWindow else {
        return deliver(pending, to: front)
      }
      let id = WindowID()
      requestedWindows.append(id)
      var waitingLink = pending
      waitingLink.window = id
      waiting.append(waitingLink)
      showWindow(id)
    case .fail(let reason):
      fail(pending.task, WindowError.noWindow(reason: reason))
    }
  }

  /// What the rule says of a target, given the open windows.
  private func choice(for target: NavigationTarget<Schema>) -> WindowChoice {
    switch rule.kind {
    case .frontmost:
      return .window(windows[0])
    case .showing:
      let showing = windows.first { id in
        registrations[id].map { WindowRule.state($0.navigator.currentState, shows: target) }
          ?? false
      }
      return .window(showing ?? windows[0])
    case .newWindow:
      let unused = windows.first { id in
        registrations[id].map { !$0.hasTakenLink && $0.navigator.version == 0 } ?? false
      }
      return unused.map { .window($0) } ?? .newWindow
    case .custom(let choose):
      let open = windows.compactMap { id in
        registrations[id].map { (id: id, state: $0.navigator.currentState) }
      }
      return choose(target, open)
    }
  }

  /// Hands a link to a window's navigator, bringing the window to the front.
  private func deliver(_ pending: PendingLink, to id: WindowID) {
    guard let registration = registrations[id] else {
      return fail(pending.task, WindowError.unknownWindow(id))
    }
    registrations[id]?.hasTakenLink = true
    if windows.first != id {
      bringToFront(id)
      registration.showWindow?(id)
    }
    deliveryObservers.notify((id, pending.task))
    registration.navigator.open(pending.link, task: pending.task)
  }

  private func bringToFront(_ id: WindowID) {
    windows.removeAll { $0 == id }
    windows.insert(id, at: 0)
  }

  /// Settles a link that lands nowhere, reporting it where the user is.
  private func fail(_ task: NavigationTask<Schema>, _ error: any Error) {
    let outcome = NavigationOutcome<Schema>.failed(.deepLink, error)
    if let front = windows.first { registrations[front]?.navigator.report(outcome) }
    task.settle(outcome)
  }
}
