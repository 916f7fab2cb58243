extension NavigationState {
  /// Runs any operations as one change on behalf of `cause`.
  ///
  /// The operations run on a copy; the state changes only if they all succeed
  /// and the whole change passes the checks. The returned transition holds
  /// every step of every operation, in order, with `cause`. A user-caused
  /// change that would remove an entry whose back navigation is locked
  /// fails: the app can still pop or dismiss past a locked entry, the user
  /// cannot.
  ///
  /// ```swift
  /// // The user swiped back on the "export finished" screen.
  /// try state.perform(.user) { try $0.pop() }   // throws .backNavigationLocked
  /// // Two operations, reported as one transition: dismiss, then push.
  /// try state.perform(.deepLink) { state in
  ///   state.dismissAll()
  ///   try state.push(.pokemon(id: 25))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cause: Who asked for the change; recorded in the transition.
  ///   - operations: Any operations on the state.
  /// - Returns: The transition of the whole change, carrying `cause`.
  /// - Throws: The operations' error, or ``NavigationError/backNavigationLocked(_:in:)``.
  ///   The closure is untyped because Swift does not infer typed throws for
  ///   closures yet; Waypoint's operations inside it throw ``NavigationError``.
  @discardableResult
  public mutating func perform(
    _ cause: TransitionCause, _ operations: (inout NavigationState) throws -> Void
  ) throws -> StateTransition<Schema> {
    var next = self
    next.journal.steps = []
    try operations(&next)
    var transition = StateTransition(
      steps: next.journal.steps ?? [], nextIdentity: next.nextIdentity)
    transition.cause = cause
    next.journal = journal
    try checkBackLocks(of: transition)
    self = next
    journal.steps?.append(contentsOf: transition.steps)
    return transition
  }

  /// Refuses a user-caused transition that removes a back-locked entry.
  package func checkBackLocks(of transition: StateTransition<Schema>)
    throws(NavigationError<Schema>)
  {
    guard transition.cause == .user,
      let locked = transition.removedEntries.first(where: { $0.options.isBackLocked })
    else { return }
    throw .backNavigationLocked(locked.id, in: entry(locked.id)?.location ?? activeLocation)
  }
}
