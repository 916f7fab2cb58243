extension NavigationState {
  /// Presents a modal flow over everything on screen.
  ///
  /// ```swift
  /// try state.present(.export, style: .sheet)
  /// try state.push(.exportOptions)          // lands on the sheet's stack
  /// ```
  ///
  /// - Parameters:
  ///   - route: The root screen of the flow.
  ///   - style: Sheet or full-screen cover.
  ///   - options: The root entry's options.
  ///   - path: Routes to push on the flow's own stack, bottom first.
  ///   - policies: Depth and presentation limits.
  /// - Returns: A present step followed by one push step per path element.
  /// - Throws: ``NavigationError/presentationLimitExceeded(limit:)`` or
  ///   ``NavigationError/depthLimitExceeded(limit:resultingDepth:in:)``.
  @discardableResult
  public mutating func present(
    _ route: Schema.Route,
    style: PresentationStyle = .sheet,
    options: EntryOptions<Schema.Selection> = .init(),
    path: [PathElement<Schema>] = [],
    policies: NavigationPolicies = .init()
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    if let limit = policies.maximumPresentations, presentations.count >= limit {
      throw .presentationLimitExceeded(limit: limit)
    }
    var identities = identities
    let id = PresentationID(rawValue: identities.identity())
    try checkDepth(path.count, at: .presentation(id), policies: policies)
    let root = identities.entry(PathElement(route, options: options))
    let presentation = Presentation(id: id, style: style, root: root)
    let pushes = path.map { Step.push(.presentation(id), identities.entry($0)) }
    let transition = transition([.present(presentation)] + pushes, identities)
    try apply(transition)
    return transition
  }

  /// Dismisses the top presentation with its stack.
  ///
  /// - Returns: One dismiss step.
  /// - Throws: ``NavigationError/nothingPresented``.
  @discardableResult
  public mutating func dismiss() throws(NavigationError<Schema>) -> StateTransition<Schema> {
    guard let top = presentations.last else { throw .nothingPresented }
    return try dismiss(top.id)
  }

  /// Dismisses a presentation and every presentation above it, top first.
  ///
  /// Use it to finish a whole flow ("Done" on the last screen of a sheet) or to
  /// close a flow presented over another.
  ///
  /// - Parameter id: The lowest presentation to dismiss.
  /// - Returns: One dismiss step per presentation, top first.
  /// - Throws: ``NavigationError/unknownPresentation(_:)``.
  @discardableResult
  public mutating func dismiss(_ id: PresentationID) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    guard let index = presentations.firstIndex(where: { $0.id == id }) else {
      throw .unknownPresentation(id)
    }
    return try dismiss(from: index)
  }

  /// Dismisses every presentation, top first. With none up, the transition is empty.
  ///
  /// - Returns: One dismiss step per presentation, top first.
  @discardableResult
  public mutating func dismissAll() -> StateTransition<Schema> {
    do {
      return try dismiss(from: 0)
    } catch {
      preconditionFailure("Dismissing presentations that are up cannot fail: \(error)")
    }
  }

  private mutating func dismiss(from index: Int) throws(NavigationError<Schema>)
    -> StateTransition<Schema>
  {
    let steps = presentations[index...].reversed().map { Step.dismiss($0) }
    let transition = transition(steps)
    try apply(transition)
    return transition
  }
}
