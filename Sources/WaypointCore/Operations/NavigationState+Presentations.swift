extension NavigationState {
  /// Presents a route, with its own stack, over everything on screen.
  ///
  /// Presenting again what is on top (the top presentation has the same style and root route and an
  /// empty stack, and no stack is asked for) is a double tap, and
  /// ``NavigationPolicy/duplicatePush`` decides, as for a push: by default the presented root is
  /// kept and takes the new options.
  ///
  /// - Parameters:
  ///   - route: The presentation's root screen.
  ///   - style: How it is shown; a dialog (``PresentationStyle/isDialog``) takes no stack.
  ///   - options: The root entry's options.
  ///   - stack: Routes to push on the presentation's own stack, bottom first.
  ///   - policy: The depth and presentation limits.
  /// - Returns: A present step followed by one push step per stack element; for a duplicate, an
  ///   update step or nothing, per the duplicate policy.
  /// - Throws: ``NavigationError/presentationLimitExceeded(limit:)``,
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``,
  ///   ``NavigationError/presentedOverDialog(_:)`` while a dialog is up, or
  ///   ``NavigationError/misplacedDialog(_:)`` for a dialog with a stack.
  @discardableResult
  public mutating func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    stack: [StackElement<Schema>] = [],
    policy: NavigationPolicy = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    commit(
      try planPresent(route, style: style, options: options, stack: stack, policy: policy))
  }

  /// Dismisses a presentation and every presentation above it, top first.
  ///
  /// Use it to finish a whole sheet ("Done" on its last screen) or to close a presentation and
  /// everything presented over it.
  ///
  /// - Parameter id: The lowest presentation to dismiss; `nil` for the top one.
  /// - Returns: One dismiss step per presentation, top first.
  /// - Throws: ``NavigationError/unknownPresentation(_:)`` or ``NavigationError/nothingPresented``.
  @discardableResult
  public mutating func dismiss(_ id: PresentationID? = nil) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    commit(try planDismiss(id))
  }

  /// Dismisses every presentation, top first.
  ///
  /// With none up, the transition is empty.
  ///
  /// - Returns: One dismiss step per presentation, top first.
  @discardableResult
  public mutating func dismissAll() -> StateTransition<Schema> {
    commit(planDismiss(from: 0))
  }

  /// The transition of ``present(_:style:options:stack:policy:)``, planned without changing the
  /// state.
  package func planPresent(
    _ route: Schema.Route, style: PresentationStyle, options: EntryOptions<Schema.Selection>,
    stack: [StackElement<Schema>], policy: NavigationPolicy
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    if style.isDialog, !stack.isEmpty { throw .misplacedDialog(route) }
    if let top = presentations.last, policy.duplicatePush != .pushAnyway, stack.isEmpty,
      top.stack.isEmpty, top.style == style, top.root.route == route
    {
      guard policy.duplicatePush == .updateTop, top.root.options != options else {
        return transition([])
      }
      var updated = top.root
      updated.options = options
      return transition([.update(.presentation(top.id), from: top.root, to: updated)])
    }
    if let top = presentations.last, top.style.isDialog { throw .presentedOverDialog(top.id) }
    if let limit = policy.limits.maximumPresentations, presentations.count >= limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    var identities = identities
    let requested = NavigationTarget<Schema>.Presentation(
      StackElement(route, options: options), style: style, stack: stack)
    return transition(try presentSteps(of: requested, policy.limits, &identities), identities)
  }

  /// The transition of ``dismiss(_:)``, planned without changing the state.
  package func planDismiss(_ id: PresentationID?) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    guard let id else {
      guard !presentations.isEmpty else { throw .nothingPresented }
      return planDismiss(from: presentations.count - 1)
    }
    guard let index = presentations.firstIndex(where: { $0.id == id }) else {
      throw .unknownPresentation(id)
    }
    return planDismiss(from: index)
  }

  /// The dismissal of the presentation at `index` and those above it, top first, planned without
  /// changing the state; from 0, the transition of ``dismissAll()``.
  package func planDismiss(from index: Int) -> StateTransition<Schema> {
    transition(presentations[index...].reversed().map { Step.dismiss($0) })
  }
}
