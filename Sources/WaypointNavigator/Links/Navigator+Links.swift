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
    open(link, with: router, task: NavigationTask())
  }

  /// Says the app is ready for links and opens the waiting ones in order.
  public func markReadyForLinks() {
    isReadyForLinks = true
    openWaiting { $0.reason == .appNotReady }
  }

  /// The links waiting to open, in arrival order.
  package var queuedLinks: [String] { waitingLinks.map { $0.link } }

  private func open(_ link: String, with router: LinkRouter<Schema>, task: NavigationTask<Schema>)
    -> NavigationTask<Schema>
  {
    guard isReadyForLinks else { return wait(link, router, .appNotReady, task) }
    let match: LinkMatch
    let target: NavigationTarget<Schema>
    do {
      match = try router.match(link)
      target = try router.target(for: match)
    } catch {
      report(.failed(.deepLink, error))
      task.settle(.failed(.deepLink, error))
      return task
    }
    if match.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      return wait(link, router, .presentationUp, task)
    }
    let policy = policy
    return request(.deepLink, checksBackLocks: !match.leavesBackLocks, task: task) { state in
      let present = match.policy == .presentOver && !state.presentations.isEmpty
      let transition =
        present
        ? try state.planPresentOver(target, policy: policy)
        : try state.planNavigate(to: target, policy: policy)
      return Plan(transition: transition, proposed: nil)
    }
  }

  private func wait(
    _ link: String, _ router: LinkRouter<Schema>, _ reason: WaitingLink<Schema>.Reason,
    _ task: NavigationTask<Schema>
  ) -> NavigationTask<Schema> {
    waitingLinks.append(WaitingLink(link: link, router: router, reason: reason, task: task))
    return task
  }

  /// Opens the waiting links `selected` picks, in arrival order.
  private func openWaiting(_ selected: (WaitingLink<Schema>) -> Bool) {
    let ready = waitingLinks.filter(selected)
    waitingLinks.removeAll(where: selected)
    for waiting in ready { _ = open(waiting.link, with: waiting.router, task: waiting.task) }
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
