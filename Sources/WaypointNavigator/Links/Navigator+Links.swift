import WaypointCore
public import WaypointLinks

extension Navigator {
  /// Opens a deep link: resolves it, applies its presentation policy and
  /// navigates through the guards with cause ``TransitionCause/deepLink``.
  ///
  /// ```swift
  /// .onOpenURL { url in navigator.open(url.absoluteString, with: router) }
  /// ```
  ///
  /// A bad link changes nothing: the navigation fails with a `LinkError`,
  /// reported as an event. A link is the user's own action: one that would
  /// take the user off a back-locked screen fails with
  /// ``NavigationError/backNavigationLocked(_:in:)``, unless its pattern was
  /// registered with `leavingBackLocks`. Before ``markReadyForLinks()`` links wait, and a
  /// link whose policy defers waits until no presentation is up; both open in
  /// arrival order, and the navigation settles when they do.
  ///
  /// - Parameters:
  ///   - link: The link as received.
  ///   - router: The app's link table.
  /// - Returns: The navigation the link asks for.
  @discardableResult
  public func open(_ link: String, with router: LinkRouter<Schema>) -> NavigationTask<Schema> {
    open(.unresolved(link, router), task: NavigationTask())
  }

  /// Says the app is ready for links and opens the waiting ones in order.
  public func markReadyForLinks() {
    isReadyForLinks = true
    openWaiting { $0.reason == .appNotReady }
  }

  /// The links waiting to open, in arrival order.
  package var queuedLinks: [String] { waitingLinks.map { $0.link.text } }

  /// Opens a link the window registry resolved and chose this navigator's
  /// window for, settling `task`, which the registry's caller holds.
  func open(_ link: ResolvedLink<Schema>, task: NavigationTask<Schema>) {
    _ = open(.resolved(link), task: task)
  }

  /// Takes every waiting link out of the queue, in arrival order: a window
  /// that closes hands them back to the registry, to open elsewhere.
  func takeWaitingLinks() -> [WaitingLink<Schema>] {
    defer { waitingLinks = [] }
    return waitingLinks
  }

  private func open(_ link: WaitingLink<Schema>.Link, task: NavigationTask<Schema>)
    -> NavigationTask<Schema>
  {
    guard isReadyForLinks else { return wait(link, .appNotReady, task) }
    let resolved: ResolvedLink<Schema>
    switch link {
    case .resolved(let link):
      resolved = link
    case .unresolved(let text, let router):
      do {
        resolved = try ResolvedLink(text, with: router)
      } catch {
        report(.failed(.deepLink, error))
        task.settle(.failed(.deepLink, error))
        return task
      }
    }
    if resolved.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      return wait(.resolved(resolved), .presentationUp, task)
    }
    let policy = policy
    let target = resolved.target
    let presentsOver = resolved.policy == .presentOver
    return request(
      .deepLink, checksBackLocks: !resolved.leavesBackLocks, task: task,
      .inPlace { state in
        let present = presentsOver && !state.presentations.isEmpty
        return present
          ? try state.planPresentOver(target, policy: policy)
          : try state.planNavigate(to: target, policy: policy)
      })
  }

  private func wait(
    _ link: WaitingLink<Schema>.Link, _ reason: WaitingLink<Schema>.Reason,
    _ task: NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    waitingLinks.append(WaitingLink(link: link, reason: reason, task: task))
    return task
  }

  /// Opens the waiting links `selected` picks, in arrival order.
  private func openWaiting(_ selected: (WaitingLink<Schema>) -> Bool) {
    let ready = waitingLinks.filter(selected)
    waitingLinks.removeAll(where: selected)
    for waiting in ready { _ = open(waiting.link, task: waiting.task) }
  }

  /// Opens deferred links once nothing is presented; called after each change.
  func openDeferredLinksIfDismissed() {
    guard !waitingValue.isEmpty, storage.presentations.isEmpty,
      waitingValue.contains(where: { $0.reason == .presentationUp })
    else {
      return
    }
    openWaiting { $0.reason == .presentationUp }
  }
}
