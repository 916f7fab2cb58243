extension NavigationState {
  /// Runs any operations as one change on behalf of `cause`.
  ///
  /// The operations run on a copy; the state changes only if they all succeed and the whole change
  /// passes the checks. The returned transition holds every step of every operation, in order, with
  /// `cause`. A change the user asks for (``TransitionCause/user`` or ``TransitionCause/deepLink``)
  /// that would remove a back-locked entry, or lock or unlock one, fails: the app can still pop or
  /// dismiss past a locked entry, the user cannot.
  ///
  /// - Throws: The operations' error, or ``NavigationError/backNavigationLocked(_:in:)``. The
  ///   closure is untyped because Swift does not infer typed throws for closures yet; Waypoint's
  ///   operations inside it throw ``NavigationError``.
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

  /// Fails a transition the user asked for, through the UI or a link, that removes a back-locked
  /// entry or changes a back lock: only the app's own request moves a user off a locked screen or
  /// unlocks it.
  ///
  /// A link registered with `leavingBackLocks` skips this check.
  package func checkBackLocks(of transition: StateTransition<Schema>)
    throws(NavigationError<Schema>)
  {
    guard transition.cause == .user || transition.cause == .deepLink else { return }
    if let locked = transition.removedEntries.first(where: { $0.options.isBackLocked }) {
      throw .backNavigationLocked(locked.id, in: entry(locked.id)?.location ?? activeLocation)
    }
    for case .dismiss(let presentation) in transition.steps where presentation.dismissal == .locked
    {
      throw .dismissalLocked(presentation.id)
    }
    for case .update(let location, let before, let after) in transition.steps
    where before.options.isBackLocked != after.options.isBackLocked {
      throw .backNavigationLocked(before.id, in: location)
    }
  }
}
