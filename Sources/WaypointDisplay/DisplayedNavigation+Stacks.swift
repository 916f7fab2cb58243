package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The path SwiftUI shows for the stack at `location`: what the user now
  /// sees, entries first and any link request not pushed yet after them.
  ///
  /// Reading it tracks this stack alone, and records the path as the one
  /// SwiftUI was shown: the next write is read against it. It costs the same
  /// at any depth: the display keeps each path up to date as it changes.
  ///
  /// - Parameter location: A tab's stack or a presentation's.
  /// - Returns: The path items, bottom first; empty for a stack not displayed.
  package func path(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    let slot = stackSlot(location)
    slot.track()
    let items = slot.pending?.value ?? displayedItems(at: location)
    slot.shown = items
    return items
  }

  /// The value a `NavigationLink` appends to push `element`.
  ///
  /// It is the same value on every body evaluation, so SwiftUI keeps a list
  /// row highlighted while the user swipes back from the screen it pushed
  /// (TCA #3633). Once that screen has left the display, the link gets a new
  /// value: a write of the old one is then a stale echo, not a tap.
  ///
  /// - Parameter element: The route and options to push.
  /// - Returns: The link's request; reading it tracks this link's generation alone.
  package func linkValue(for element: StackElement<Schema>) -> PathItem<Schema> {
    let slot = linkSlot(element)
    slot.track()
    return PathItem(request: element, generation: slot.generation)
  }

  /// Takes a path SwiftUI wrote for the stack at `location` and reports what
  /// the user did to the navigator: a pop when it is a prefix of the shown
  /// path, a push when it is the shown path plus link requests.
  ///
  /// A pop that no back lock holds shows at once (`path(at:)` returns it) and
  /// stays until the navigator has applied it and the display shows it; a
  /// report that fails or is denied makes the path return to the model's. A
  /// push, or a pop past a locked screen, is shown only once the navigator
  /// has applied it, when guards could deny it: until then the getter
  /// returns the model, so a screen a guard protects is never shown before
  /// the guard allows it. A duplicate write changes nothing; any other write
  /// is recorded in ``issues`` and not applied. The report runs in the
  /// navigator's next turn, in order with every other navigation.
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
    let slot = stackSlot(location)
    let shown = slot.shown ?? displayedItems(at: location)
    switch StackWrite<Schema>.classify(written: written, shown: shown) {
    case .unchanged:
      return nil
    case .unsupported:
      record(
        .unsupportedPathWrite(
          location, shown: shown.map(\.route), written: written.map(\.route)),
        rereading: slot)
      return nil
    case .popped(let entry, let count):
      let isLockHeld = shown.suffix(count).contains { $0.isBackLocked }
      let token = isLockHeld ? nil : overlay(written, at: location)
      let seen = displayedVersion
      let report = navigator.inNextTurn {
        navigator.userDidPop(to: entry, in: location, seenVersion: seen)
      }
      return settle(report, token: token, at: location)
    case .pushed:
      let requests = PathItem.distinct(written.dropFirst(shown.count))
        .filter { isNewTap($0, shown: shown, in: slot) }.map { unusedRequest($0, in: slot) }
      guard !requests.isEmpty else { return nil }
      slot.reported.formUnion(requests.map { $0.key })
      // Without guards nothing can deny the push being shown; with them,
      // the model shows until they answer.
      let token = navigator.hasGuards ? nil : overlay(shown + requests, at: location)
      let seen = displayedVersion
      let report = navigator.inNextTurn {
        navigator.userDidPush(requests.map { $0.element }, in: location, seenVersion: seen)
      }
      return settle(report, token: token, at: location, requests: requests)
    }
  }

  /// Whether a link request in a write is a tap to report.
  ///
  /// A request is pushed once, so a write from an older rendering that
  /// carries it again (after the user went back past its screen) or a second
  /// write of one tap changes nothing. A request whose screen is still displayed below the top
  /// is a new tap on the same link (to X, then Y, then X again).
  private func isNewTap(
    _ item: PathItem<Schema>, shown: [PathItem<Schema>], in slot: StackSlot<Schema>
  ) -> Bool {
    guard slot.reported.contains(item.key) else { return true }
    guard let entry = slot.aliasedEntries[item.key] else { return false }
    return shown.last?.entryID != entry
  }

  /// The request itself, or, when its identity is still displayed (a link
  /// tapped again deeper in the stack), the link's next value: no identity
  /// is shown twice.
  private func unusedRequest(_ item: PathItem<Schema>, in slot: StackSlot<Schema>)
    -> PathItem<Schema>
  {
    guard slot.aliasedEntries[item.key] != nil else { return item }
    let link = linkSlot(item.element)
    link.generation += 1
    rereadLater(link)
    return PathItem(request: item.element, generation: link.generation)
  }

  /// The displayed entries of a stack as path items, each with the identity
  /// SwiftUI knows it by; built once, then kept up to date step by step.
  func displayedItems(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    let slot = stackSlot(location)
    if let items = slot.displayed { return items }
    guard let stack = displayed.stack(at: location) else { return [] }
    let items = stack.map { PathItem(entry: $0, key: slot.aliases[$0.id]) }
    slot.displayed = items
    return items
  }

  func overlay(_ written: [PathItem<Schema>], at location: StackLocation<Schema>) -> Int {
    let slot = stackSlot(location)
    let token = makePendingToken()
    slot.pending = PendingChange(value: written, token: token)
    slot.shown = written
    return token
  }

  /// Settles the write's overlay with its report.
  ///
  /// When the report settles, either marks the overlay as applied (the next
  /// update that shows the model drops it) or drops it now so the model
  /// shows. Without an overlay (`token` is `nil`), SwiftUI is told at once to
  /// read the model again, and the applied change shows in a later update.
  func settle(
    _ report: NavigationTask<Schema>, token: Int?,
    at location: StackLocation<Schema>, requests: [PathItem<Schema>] = []
  ) -> NavigationTask<Schema> {
    let slot = stackSlot(location)
    if token == nil { rereadLater(slot) }
    report.whenSettled { [weak self] outcome in
      guard let self else { return }
      // The entries a link pushed keep its identity even when a later write
      // has replaced this one's overlay.
      if let transition = outcome.transition, outcome.isApplied {
        Self.alias(pushedBy: transition, at: location, to: requests, in: slot)
      } else {
        // Denied or failed: the same link may be tapped again.
        slot.reported.subtract(requests.map { $0.key })
      }
      guard let token, slot.pending?.token == token else { return }
      // Applied, even with nothing to change (the model was already there),
      // the overlay stays until the display shows the model; failed or denied, it goes now.
      guard outcome.isApplied else {
        slot.pending = nil
        slot.invalidate()
        return
      }
      slot.pending?.settledVersion = self.navigator.version
      self.scheduleUpdate()
    }
    return report
  }

  /// Gives the entries a link pushed the identities of its requests; an
  /// identity already displayed on the stack stays with its first entry.
  private static func alias(
    pushedBy transition: StateTransition<Schema>, at location: StackLocation<Schema>,
    to requests: [PathItem<Schema>], in slot: StackSlot<Schema>
  ) {
    guard !requests.isEmpty else { return }
    let pushed = transition.steps.compactMap { step -> NavigationEntry<Schema>? in
      guard case .push(location, let entry) = step else { return nil }
      return entry
    }
    for (entry, request) in zip(pushed, requests) where slot.aliasedEntries[request.key] == nil {
      slot.aliases[entry.id] = request.key
      slot.aliasedEntries[request.key] = entry.id
    }
  }
}
