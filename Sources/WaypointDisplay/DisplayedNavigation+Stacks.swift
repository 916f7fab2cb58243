package import WaypointCore
package import WaypointNavigator

extension DisplayedNavigation {
  /// The path SwiftUI shows for the stack at `location`, bottom first: entries, then any link
  /// request not pushed yet.
  ///
  /// Reading it tracks this stack alone and records the path the next write is read against; it
  /// costs the same at any depth.
  package func path(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    let slot = stackSlot(location)
    slot.track()
    if let pending = slot.pending {
      slot.show(pending.value)
      return pending.value
    }
    let items = displayedItems(at: location)
    slot.showDisplayed()
    return items
  }

  /// The value a `NavigationLink` appends to push `element`.
  ///
  /// It stays the same across body evaluations, so SwiftUI keeps a row highlighted while the user
  /// swipes back from its screen (row `link-value-keeps-highlight`); once that screen has left, it changes, and a write of
  /// the old one is stale.
  package func linkValue(for element: StackElement<Schema>) -> PathItem<Schema> {
    let slot = linkSlot(element)
    slot.track()
    return PathItem(request: element, generation: slot.generation)
  }

  /// Takes a path SwiftUI wrote for the stack at `location` and reports what the user did: a pop (a
  /// prefix of the shown path) or a push (the shown path plus link requests).
  ///
  /// A pop no back lock holds shows at once, and a push too when there are no guards; otherwise the
  /// getter returns the model until the navigator has applied the report, so a guard is never
  /// pre-empted. A report that fails or is denied shows the model again. A duplicate write changes
  /// nothing; any other write is recorded in ``issues``.
  ///
  /// - Returns: The navigation reported, if any: SwiftUI ignores it, tests await it.
  @discardableResult
  package func writePath(_ written: [PathItem<Schema>], at location: StackLocation<Schema>)
    -> NavigationTask<Schema>?
  {
    let slot = stackSlot(location)
    let shown = slot.shownItems ?? displayedItems(at: location)
    switch StackWrite<Schema>.classify(written: written, shown: shown) {
    case .unchanged:
      return nil
    case .unsupported:
      record(
        .unsupportedPathWrite(location, shown: shown.map(\.route), written: written.map(\.route)),
        rereading: slot)
      return nil
    case .popped(let entry, let count):
      let isLockHeld = shown.suffix(count).contains { $0.isBackLocked }
      let token = isLockHeld ? nil : overlay(written, at: location)
      return settleWrite(report(.pop(to: entry, in: location)), token: token, at: location)
    case .pushed:
      let requests = PathItem.distinct(written.dropFirst(shown.count))
        .filter { isNewTap($0, shown: shown, in: slot) }.map { unusedRequest($0, in: slot) }
      guard !requests.isEmpty else { return nil }
      slot.reported.formUnion(requests.map { $0.key })
      // With guards, the model shows until they answer.
      let token = navigator.hasGuards ? nil : overlay(shown + requests, at: location)
      let pushed = report(.push(requests.map { $0.element }, in: location))
      return settleWrite(pushed, token: token, at: location, requests: requests)
    }
  }

  /// Whether a link request in a write is a tap to report.
  ///
  /// A request is pushed once: an older rendering's write carrying it again, or a second write of
  /// one tap, changes nothing. A request whose screen is displayed below the top is a new tap on
  /// that link (X, then Y, then X).
  private func isNewTap(
    _ item: PathItem<Schema>, shown: [PathItem<Schema>], in slot: StackSlot<Schema>
  ) -> Bool {
    guard slot.reported.contains(item.key) else { return true }
    guard let entry = slot.aliasedEntries[item.key] else { return false }
    return shown.last?.entryID != entry
  }

  /// The request, or the link's next value when its identity is still displayed (tapped again
  /// deeper): no identity is shown twice.
  private func unusedRequest(_ item: PathItem<Schema>, in slot: StackSlot<Schema>)
    -> PathItem<Schema>
  {
    guard slot.aliasedEntries[item.key] != nil else { return item }
    let link = linkSlot(item.element)
    link.generation += 1
    rereadLater(link)
    return PathItem(request: item.element, generation: link.generation)
  }

  /// The displayed entries of a stack as path items, with the identities SwiftUI knows them by.
  func displayedItems(at location: StackLocation<Schema>) -> [PathItem<Schema>] {
    let slot = stackSlot(location)
    if let items = slot.displayed { return items }
    guard let stack = displayed.stack(at: location) else { return [] }
    let items = stack.map { PathItem(entry: $0, key: slot.aliases[$0.id]) }
    slot.displayed = items
    return items
  }

  /// Shows `written` as the stack's path until the write settles.
  func overlay(_ written: [PathItem<Schema>], at location: StackLocation<Schema>) -> Int {
    let slot = stackSlot(location)
    slot.show(written)
    return pend(written, in: slot)
  }

  /// Settles a stack write with its report as ``settle(_:in:token:reread:)`` does; without an
  /// overlay (guards to ask, a back lock held) SwiftUI reads the model again at once, so nothing is
  /// shown before the model has it.
  func settleWrite(
    _ report: NavigationTask<Schema>, token: Int?,
    at location: StackLocation<Schema>, requests: [PathItem<Schema>] = []
  ) -> NavigationTask<Schema> {
    let slot = stackSlot(location)
    report.whenSettled { outcome in
      // Entries a link pushed keep its identity even if a later write replaced this overlay; denied
      // or failed, the link may be tapped again.
      if let transition = outcome.transition, outcome.isApplied {
        Self.alias(pushedBy: transition, at: location, to: requests, in: slot)
      } else {
        slot.reported.subtract(requests.map { $0.key })
      }
    }
    if token == nil { rereadLater(slot) }
    return settle(report, in: slot, token: token) { _ in slot.invalidate() }
  }

  /// Gives the entries a link pushed its requests' identities; one already displayed stays with its
  /// first entry.
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
