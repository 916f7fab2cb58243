package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The path SwiftUI shows for the stack at `location`: what the user now
  /// sees, entries first and any link request not pushed yet after them.
  ///
  /// Reading it tracks this stack alone, and records the path as the one
  /// SwiftUI was shown: the next write is read against it.
  ///
  /// - Parameter location: A tab's stack or a presentation's.
  /// - Returns: The path items, bottom first; empty for a stack not displayed.
  package func path(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    access(keyPath: \.[displayedPath: location])
    let items = pendingPaths[location]?.value ?? displayedItems(at: location)
    shownPaths[location] = items
    return items
  }

  /// Takes a path SwiftUI wrote for the stack at `location` and reports what
  /// the user did to the navigator: a pop when it is a prefix of the shown
  /// path, a push when it is the shown path plus link requests.
  ///
  /// The write shows at once (`path(at:)` returns it) and stays until the
  /// navigator has applied it and the display shows it; a report that fails or is denied
  /// makes the path return to the model's. A duplicate write changes nothing;
  /// any other write is recorded in ``issues`` and not applied. The report
  /// runs in the navigator's next turn, in order with every other navigation.
  ///
  /// - Parameters:
  ///   - written: The whole path SwiftUI wrote.
  ///   - location: The stack it belongs to.
  /// - Returns: The navigation the write reports, when there is one; SwiftUI
  ///   ignores it, tests await it.
  @discardableResult
  package func writePath(_ written: [PathItem<Schema>], at location: StackLocation<Schema>)
    -> NavigationTask<Schema>?
  {
    let shown = shownPaths[location] ?? displayedItems(at: location)
    switch StackWrite<Schema>.classify(written: written, shown: shown) {
    case .unchanged:
      return nil
    case .unsupported:
      record(
        .unsupportedPathWrite(
          location, shown: shown.map(\.route), written: written.map(\.route)),
        invalidating: \.[displayedPath: location])
      return nil
    case .popped(let entry, _):
      let token = overlay(written, at: location)
      let seen = displayedVersion
      let report = navigator.inNextTurn {
        navigator.userDidPop(to: entry, in: location, seenVersion: seen)
      }
      return settle(report, token: token, at: location)
    case .pushed:
      // A request is pushed once: a write from an older rendering can carry
      // a link's request again after the user went back past its screen.
      let requests = PathItem.distinct(written.dropFirst(shown.count)).filter {
        !reportedRequests.contains($0.key)
      }
      guard !requests.isEmpty else { return nil }
      reportedRequests.formUnion(requests.map { $0.key })
      let token = overlay(shown + requests, at: location)
      let seen = displayedVersion
      let report = navigator.inNextTurn {
        navigator.userDidPush(requests.map { $0.element }, in: location, seenVersion: seen)
      }
      return settle(report, token: token, at: location, requests: requests)
    }
  }

  /// The displayed entries of a stack as path items, each with the identity
  /// SwiftUI knows it by.
  func displayedItems(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    displayed.stack(at: location)?.map { PathItem(entry: $0, key: aliases[$0.id]) } ?? []
  }

  private func overlay(_ written: [PathItem<Schema>], at location: StackLocation<Schema>) -> Int {
    let token = makePendingToken()
    pendingPaths[location] = PendingChange(value: written, token: token)
    shownPaths[location] = written
    return token
  }

  /// When the report settles, either marks the overlay as applied (the next
  /// update that shows the model drops it) or drops it now so the model shows.
  private func settle(
    _ report: NavigationTask<Schema>, token: Int,
    at location: StackLocation<Schema>, requests: [PathItem<Schema>] = []
  ) -> NavigationTask<Schema> {
    report.whenSettled { [weak self] outcome in
      guard let self else { return }
      // The entries a link pushed keep its identity even when a later write
      // has replaced this one's overlay.
      if let transition = outcome.transition, outcome.isApplied {
        self.alias(pushedBy: transition, at: location, to: requests)
      }
      guard self.pendingPaths[location]?.token == token else { return }
      // Applied, even with nothing to change (the model was already there),
      // the overlay stays until the display shows the model; failed or denied, it goes now.
      guard outcome.isApplied else {
        self.pendingPaths[location] = nil
        self.invalidate(\.[displayedPath: location])
        return
      }
      self.pendingPaths[location]?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }

  /// Gives the entries a link pushed the identities of its requests.
  private func alias(
    pushedBy transition: StateTransition<Schema>, at location: StackLocation<Schema>,
    to requests: [PathItem<Schema>]
  ) {
    let pushed = transition.steps.compactMap { step -> NavigationEntry<Schema>? in
      guard case .push(location, let entry) = step else { return nil }
      return entry
    }
    for (entry, request) in zip(pushed, requests) { aliases[entry.id] = request.key }
  }
}
