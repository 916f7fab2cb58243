public import WaypointCore
import WaypointLinks

extension Navigator {
  /// Applies a pop the user made in the UI (a swipe back, the back button, the
  /// back-history menu) as a user-caused transition.
  ///
  /// The UI says which version of the state it was showing. When the model has
  /// moved on since, the report is reconciled: if `entry` is still on that
  /// stack the user lands on it; if it is gone the report is refused with
  /// ``NavigationError/outdatedReport(seen:current:)`` and the UI should show
  /// the model's state again. A report is never applied blindly.
  ///
  /// - Parameters:
  ///   - entry: The entry the user landed on; `nil` for the root.
  ///   - location: The stack the user popped.
  ///   - seenVersion: The ``version`` the UI was showing.
  /// - Returns: The outcome; back locks and guards apply.
  @discardableResult
  public func userDidPop(
    to entry: EntryID?, in location: StackLocation<Schema>, seenVersion: UInt64
  ) async -> NavigationOutcome<Schema> {
    await takeTurn()
    defer { endTurn() }
    let current = version
    return await settle(.user) { state in
      let onStack = entry.map { state.stack(at: location)?.firstIndex(of: $0) != nil } ?? true
      let isRoot = entry != nil && entry == state.root(at: location)?.id
      guard state.stack(at: location) != nil, onStack || isRoot else {
        throw NavigationError<Schema>.outdatedReport(seen: seenVersion, current: current)
      }
      guard let entry, !isRoot else { return try state.popToRoot(in: location) }
      return try state.pop(to: entry, in: location)
    }
  }

  /// Applies a dismissal the user made (a sheet pulled down) as a
  /// user-caused transition. A flow that is already gone needs nothing.
  ///
  /// - Parameters:
  ///   - presentation: The flow the user dismissed.
  ///   - seenVersion: The ``version`` the UI was showing.
  /// - Returns: The outcome; back locks and guards apply.
  @discardableResult
  public func userDidDismiss(_ presentation: PresentationID, seenVersion: UInt64) async
    -> NavigationOutcome<Schema>
  {
    await takeTurn()
    defer { endTurn() }
    return await settle(.user) { state in
      guard state.presentation(presentation) != nil else { return state.transition([]) }
      return try state.dismiss(presentation)
    }
  }

  /// Applies a tab the user tapped as a user-caused transition; reselection
  /// follows the policies as for the app.
  ///
  /// - Parameters:
  ///   - tab: The tab tapped.
  ///   - seenVersion: The ``version`` the UI was showing; a tap on a tab is
  ///     valid in any version, but reselecting pops only if nothing changed since.
  /// - Returns: The outcome.
  @discardableResult
  public func userDidSelectTab(_ tab: Schema.Tab, seenVersion: UInt64) async
    -> NavigationOutcome<Schema>
  {
    await takeTurn()
    defer { endTurn() }
    var policies = policies
    if seenVersion != version { policies.tabReselection = .ignore }
    return await settle(.user) { try $0.selectTab(tab, policies: policies) }
  }
}
