public import WaypointCore

// What the user did in the UI, reported as it happens. SwiftUI calls a binding's setter
// synchronously, often inside a view update, so each report takes its place in the navigator's line
// at once: reports keep the order they were made in, and the caller can await the outcome when it
// needs it.
extension Navigator {
  /// Reports a pop the user made in the UI (a swipe back, the back button, the back-history menu)
  /// as a user-caused transition.
  ///
  /// The UI says which version of the state it was showing. When the model has moved on since, the
  /// report is reconciled: if `entry` is still on that stack the user lands on it; if it is gone
  /// the report fails with ``NavigationError/outdatedReport(seen:current:)`` and the UI should show
  /// the model's state again. A report is never applied blindly.
  ///
  /// ```swift
  /// let landing = navigator.activeStack.dropLast().last?.id
  /// navigator.userDidPop(to: landing, in: .tab(.pokedex), seenVersion: shownVersion)
  /// ```
  ///
  /// - Parameters:
  ///   - entry: The entry the user landed on; `nil` for the root.
  ///   - location: The stack the user popped.
  ///   - seenVersion: The ``version`` the UI was showing.
  /// - Returns: The navigation, in order with every other; back locks and guards apply.
  @discardableResult
  public func userDidPop(
    to entry: EntryID?, in location: StackLocation<Schema>, seenVersion: UInt64
  ) -> NavigationTask<Schema> {
    requestInPlace(.user) { [unowned self] state in
      let outdated = NavigationError<Schema>.outdatedReport(
        seen: seenVersion, current: self.versionValue)
      guard state.stack(at: location) != nil else { throw outdated }
      guard let entry, entry != state.root(at: location)?.id else {
        return try state.planPopToRoot(in: location)
      }
      do throws(NavigationError<Schema>) {
        return try state.planPop(to: entry, in: location)
      } catch {
        guard case .unknownEntry = error else { throw error }
        throw outdated
      }
    }
  }

  /// Reports routes the user pushed in the UI (a `NavigationLink` tapped) as a user-caused
  /// transition.
  ///
  /// One route follows the duplicate-push policy, as a push by the app does; several are pushed as
  /// given. A stack that is gone since the UI showed it makes the report fail with
  /// ``NavigationError/outdatedReport(seen:current:)``. `elements` come bottom first; `seenVersion`
  /// is the ``version`` the UI was showing.
  ///
  /// - Returns: The navigation, in order with every other.
  @discardableResult
  public func userDidPush(
    _ elements: [StackElement<Schema>], in location: StackLocation<Schema>, seenVersion: UInt64
  ) -> NavigationTask<Schema> {
    let policy = policy
    return requestInPlace(.user) { [unowned self] state in
      guard state.stack(at: location) != nil else {
        throw NavigationError<Schema>.outdatedReport(seen: seenVersion, current: self.versionValue)
      }
      guard elements.count == 1, let element = elements.first else {
        return try state.planPush(contentsOf: elements, in: location, policy: policy)
      }
      return try state.planPush(
        element.route, options: element.options, in: location, policy: policy)
    }
  }

  /// Reports a dismissal the user made (a sheet pulled down) as a user-caused transition.
  ///
  /// A presentation that is already gone needs nothing. `seenVersion` is the ``version`` the UI was
  /// showing.
  ///
  /// - Returns: The navigation, in order with every other; back locks and guards apply.
  @discardableResult
  public func userDidDismiss(_ presentation: PresentationID, seenVersion: UInt64)
    -> NavigationTask<Schema>
  {
    requestInPlace(.user) { state in
      guard state.presentation(presentation) != nil else { return state.transition([]) }
      return try state.planDismiss(presentation)
    }
  }

  /// Reports a tab the user tapped as a user-caused transition; reselection follows the policy as
  /// for the app.
  ///
  /// A tap is valid whatever the ``version`` the UI was showing (`seenVersion`), but reselecting
  /// pops only if nothing changed since.
  ///
  /// - Returns: The navigation, in order with every other.
  @discardableResult
  public func userDidSelectTab(_ tab: Schema.Tab, seenVersion: UInt64) -> NavigationTask<Schema> {
    let policy = policy
    return requestInPlace(.user) { [unowned self] state in
      var policy = policy
      if seenVersion != self.versionValue { policy.tabReselection = .ignore }
      return try state.planSelectTab(tab, policy: policy)
    }
  }
}
