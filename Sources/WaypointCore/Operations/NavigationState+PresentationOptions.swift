extension NavigationState {
  /// Changes a presentation's options: its detents and selected detent, its dismissal and its
  /// anchor.
  ///
  /// - Parameters:
  ///   - id: The presentation; `nil` for the top one.
  ///   - change: Changes the options; the presentation's entries stay as they are.
  /// - Returns: One ``Step/updatePresentation(from:to:)`` step, or none when nothing changed.
  /// - Throws: ``NavigationError/unknownPresentation(_:)``, ``NavigationError/nothingPresented``,
  ///   ``NavigationError/optionNotTaken(by:style:)`` for an option the style does not take, or
  ///   ``NavigationError/unknownDetent(_:in:)``.
  @discardableResult
  public mutating func updatePresentation(
    _ id: PresentationID? = nil, _ change: (inout Presentation<Schema>) -> Void
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    let found = if let id { self.presentation(id) } else { presentations.last }
    guard let presentation = found else {
      throw id.map { .unknownPresentation($0) } ?? .nothingPresented
    }
    var changed = presentation
    change(&changed)
    changed = presentation.withOptions(of: changed)
    if let misfit = changed.optionsMisfit { throw misfit }
    guard changed != presentation else { return transition([]) }
    return commit(transition([.updatePresentation(from: presentation, to: changed)]))
  }
}
