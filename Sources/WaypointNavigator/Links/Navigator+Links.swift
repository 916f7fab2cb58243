import WaypointCore
public import WaypointLinks

extension Navigator {
  /// Opens a deep link: resolves it, applies its presentation policy and
  /// navigates through the guards with cause ``TransitionCause/deepLink``.
  ///
  /// ```swift
  /// .onOpenURL { url in Task { await navigator.open(url.absoluteString, with: router) } }
  /// ```
  ///
  /// A bad link changes nothing: it fails with a `LinkError` and
  /// reported as an event. Before ``markReadyForLinks()`` links queue, and a
  /// link whose policy defers waits until no presentation is up; both open in
  /// arrival order.
  ///
  /// - Parameters:
  ///   - link: The link as received.
  ///   - router: The app's link table.
  /// - Returns: Opened (with the navigation's outcome), queued, or failed.
  @discardableResult
  public func open(_ link: String, with router: LinkRouter<Schema>) async -> LinkOutcome<Schema> {
    guard isReadyForLinks else { return wait(link, router, .appNotReady) }
    let match: LinkMatch
    let target: NavigationTarget<Schema>
    do {
      match = try router.match(link)
      target = try router.target(for: match)
    } catch {
      report(.failed(cause: .deepLink, error: error))
      return .failed(error)
    }
    if match.policy == .deferUntilDismissed, !storage.presentations.isEmpty {
      return wait(link, router, .presentationUp)
    }
    return .opened(await land(on: target, policy: match.policy))
  }

  /// Says the app is ready for links and opens the queued ones in order.
  ///
  /// - Returns: The outcome of each link that was waiting for readiness.
  @discardableResult
  public func markReadyForLinks() async -> [LinkOutcome<Schema>] {
    isReadyForLinks = true
    return await openWaiting { $0.reason == .appNotReady }
  }

  /// The links waiting to open, in arrival order.
  public var queuedLinks: [String] { waitingLinks.map { $0.link } }

  private func wait(_ link: String, _ router: LinkRouter<Schema>, _ reason: LinkWait)
    -> LinkOutcome<Schema>
  {
    waitingLinks.append(WaitingLink(link: link, router: router, reason: reason))
    return .queued(reason)
  }

  /// Opens the waiting links `selected` picks, in arrival order.
  func openWaiting(_ selected: (WaitingLink<Schema>) -> Bool) async -> [LinkOutcome<Schema>] {
    let ready = waitingLinks.filter(selected)
    waitingLinks.removeAll(where: selected)
    var outcomes: [LinkOutcome<Schema>] = []
    for waiting in ready { outcomes.append(await open(waiting.link, with: waiting.router)) }
    return outcomes
  }

  /// Opens deferred links once nothing is presented; called after each change.
  func openDeferredLinksIfDismissed() {
    guard !waitingValue.isEmpty, storage.presentations.isEmpty,
      waitingValue.contains(where: { $0.reason == .presentationUp })
    else {
      return
    }
    Task { _ = await openWaiting { $0.reason == .presentationUp } }
  }

  /// Lands on a link's target with its presentation policy.
  private func land(on target: NavigationTarget<Schema>, policy: LinkPresentationPolicy) async
    -> Outcome
  {
    let policies = policies
    guard policy == .presentOver, !storage.presentations.isEmpty else {
      return await navigate(to: target, cause: .deepLink)
    }
    return await perform(.deepLink) { state in
      try state.presentOver(target, policies: policies)
    }
  }
}
