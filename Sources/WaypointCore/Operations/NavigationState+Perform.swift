extension NavigationState {
  /// Runs an operation on behalf of `cause`, refusing what that cause may not do.
  ///
  /// The operation runs on a copy; the state changes only if it succeeds and
  /// passes the checks. A user-caused transition that would remove an entry
  /// whose back navigation is locked is refused: the app can still pop or
  /// dismiss past a locked entry, the user cannot.
  ///
  /// ```swift
  /// // The user swiped back on the "export finished" screen.
  /// try state.perform(.user) { try $0.pop() }   // throws .backNavigationLocked
  /// // The app's "Done" button.
  /// try state.perform(.app) { try $0.dismiss() }
  /// ```
  ///
  /// - Parameters:
  ///   - cause: Who asked for the change; recorded in the transition.
  ///   - operation: Any operations on the state; returns the transition to report.
  /// - Returns: The operation's transition, carrying `cause`.
  /// - Throws: The operation's error, or ``NavigationError/backNavigationLocked(_:in:)``.
  ///   The closure is untyped because Swift does not infer typed throws for
  ///   closures yet; Waypoint's operations inside it throw ``NavigationError``.
  @discardableResult
  public mutating func perform(
    _ cause: TransitionCause,
    _ operation: (inout NavigationState) throws -> Transition<Schema>
  ) throws -> Transition<Schema> {
    var next = self
    var transition = try operation(&next)
    transition.cause = cause
    if cause == .user, let locked = transition.removedEntries.first(where: \.options.isBackLocked) {
      let location = entry(locked.id)?.location ?? activeLocation
      throw NavigationError<Schema>.backNavigationLocked(locked.id, in: location)
    }
    self = next
    return transition
  }
}
