import WaypointCore

// What the user did in the UI, reported as it happens. SwiftUI calls a binding's setter
// synchronously, often inside a view update, so each report takes its place in the navigator's line
// at once: reports keep the order they were made in, and the caller can await the outcome when it
// needs it.
extension Navigator {
  /// Reports what the user did in the UI as a user-caused navigation, in order with every other.
  ///
  /// The UI says which ``version`` of the state it was showing. When the model has moved on since,
  /// the report is reconciled: a pop lands on its entry if that is still on the stack; a report
  /// about a stack or presentation that is gone fails with
  /// ``NavigationError/outdatedReport(seen:current:)`` (a dismissal of one already gone needs
  /// nothing), and the UI shows the model's state again; reselecting a tab pops only if nothing
  /// changed since. Back locks and guards apply.
  @discardableResult
  public func userDidChange(_ change: UserChange<Schema>, seenVersion: UInt64)
    -> NavigationTask<Schema>
  {
    let policy = policy
    let plan: @MainActor (NavigationState<Schema>) throws -> StateTransition<Schema> = {
      [unowned self] state in
      let isCurrent = seenVersion == versionValue
      guard
        let transition = try Self.plan(change, from: state, policy: policy, isCurrent: isCurrent)
      else {
        throw NavigationError<Schema>.outdatedReport(seen: seenVersion, current: versionValue)
      }
      return transition
    }
    // An answer returns its value with the dialog's root, whichever navigation takes it away.
    guard case .answer(let presentation, let answer) = change,
      let root = storage.presentation(presentation)?.root.id
    else { return requestInPlace(.user, plan) }
    return returning(answer, .user, from: root, plan)
  }

  /// The transition a user's change asks for from `state`; `nil` when it no longer fits.
  private static func plan(
    _ change: UserChange<Schema>, from state: NavigationState<Schema>, policy: NavigationPolicy,
    isCurrent: Bool
  ) throws -> StateTransition<Schema>? {
    switch change {
    case .pop(let entry, let location):
      guard state.stack(at: location) != nil else { return nil }
      guard let entry, entry != state.root(at: location)?.id else {
        return try state.planPopToRoot(in: location)
      }
      do throws(NavigationError<Schema>) {
        return try state.planPop(to: entry, in: location)
      } catch {
        guard case .unknownEntry = error else { throw error }
        return nil
      }
    case .push(let elements, let location):
      guard state.stack(at: location) != nil else { return nil }
      guard elements.count == 1, let element = elements.first else {
        return try state.planPush(contentsOf: elements, in: location, policy: policy)
      }
      return try state.planPush(
        element.route, options: element.options, in: location, policy: policy)
    case .dismiss(let presentation), .answer(let presentation, _):
      guard state.presentation(presentation) != nil else { return state.transition([]) }
      return try state.planDismiss(presentation)
    case .selectTab(let tab):
      var policy = policy
      if !isCurrent { policy.tabReselection = .ignore }
      return try state.planSelectTab(tab, policy: policy)
    case .drag(let presentation, let detent):
      guard state.presentation(presentation) != nil else { return nil }
      return try build(state) {
        try $0.updatePresentation(presentation) { $0.selectedDetent = detent }
      }
    case .search(let query):
      return try build(state) { $0.search(query) }
    case .selectRow(let row, let below, let location):
      guard let stack = state.stack(at: location), stack.count >= below.count,
        zip(below, stack).allSatisfy({ $0 == $1.route })
      else { return nil }
      // The row already there (a second write, or a tap while a guard decided) changes nothing.
      if stack.count > below.count, stack[below.count].route == row.route {
        return state.transition([])
      }
      return try build(state) { state in
        try state.pop(count: stack.count - below.count, in: location)
        try state.push(contentsOf: [row], in: location, policy: policy)
      }
    }
  }

  /// The transition of operations on a copy of `state`.
  private static func build(
    _ state: NavigationState<Schema>, _ operations: (inout NavigationState<Schema>) throws -> Void
  ) throws -> StateTransition<Schema> {
    var next = state
    return try next.perform(.user, operations)
  }
}
