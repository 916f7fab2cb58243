extension NavigationState {
  /// Runs any operations as one change on behalf of `cause`, refusing what that
  /// cause may not do.
  ///
  /// The operations run on a copy; the state changes only if they all succeed
  /// and the whole change passes the checks. The returned transition describes
  /// the whole change, whatever the closure returns: when the closure's own
  /// transition replays to the result it is kept (with its replace steps and
  /// their animation), otherwise the planner derives one from the two states.
  /// A user-caused change that would remove an entry whose back navigation is
  /// locked is refused: the app can still pop or dismiss past a locked entry,
  /// the user cannot.
  ///
  /// ```swift
  /// // The user swiped back on the "export finished" screen.
  /// try state.perform(.user) { try $0.pop() }   // throws .backNavigationLocked
  /// // Two operations, reported as one transition: dismiss, then push.
  /// try state.perform(.deepLink) { state in
  ///   state.dismissAll()
  ///   return try state.push(.pokemon(id: 25))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cause: Who asked for the change; recorded in the transition.
  ///   - operation: Any operations on the state; returns a transition, usually
  ///     the last operation's.
  /// - Returns: The transition of the whole change, carrying `cause`.
  /// - Throws: The operation's error, or ``NavigationError/backNavigationLocked(_:in:)``.
  ///   The closure is untyped because Swift does not infer typed throws for
  ///   closures yet; Waypoint's operations inside it throw ``NavigationError``.
  @discardableResult
  public mutating func perform(
    _ cause: TransitionCause,
    _ operation: (inout NavigationState) throws -> StateTransition<Schema>
  ) throws -> StateTransition<Schema> {
    var next = self
    let reported = try operation(&next)
    var transition = try wholeTransition(to: next, reported: reported)
    transition.cause = cause
    try checkBackLocks(of: transition, cause: cause)
    self = next
    return transition
  }

  /// `reported` if it replays from this state to `next`, else the planner's
  /// transition; either way, one that tells the whole change.
  package func wholeTransition(
    to next: NavigationState, reported: StateTransition<Schema>
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    var replay = self
    if (try? replay.apply(reported)) != nil, replay == next { return reported }
    return try transition(to: next)
  }

  /// Refuses a user-caused transition that removes a back-locked entry.
  package func checkBackLocks(of transition: StateTransition<Schema>, cause: TransitionCause)
    throws(NavigationError<Schema>)
  {
    guard cause == .user,
      let locked = transition.removedEntries.first(where: \.options.isBackLocked)
    else { return }
    throw .backNavigationLocked(locked.id, in: entry(locked.id)?.location ?? activeLocation)
  }
}
