extension NavigationState {
  /// The transition that shows a target over whatever is presented now: its presentations go on top
  /// of the ones up (a dialog on top is dismissed first); a target without presentations has its
  /// stack presented as a sheet (first route as the root).
  ///
  /// A target with neither has nothing to present and lands as ``navigate(to:policy:)`` would.
  ///
  /// The navigator uses it for links whose policy is to present over what is up.
  package func planPresentOver(_ target: NavigationTarget<Schema>, policy: NavigationPolicy)
    throws(NavigationError<Schema>) -> StateTransition<Schema>
  {
    var stacked = target.presentations
    if stacked.isEmpty, let stack = target.stack, let first = stack.first {
      stacked = [.init(first, style: .sheet, stack: Array(stack.dropFirst()))]
    }
    guard !stacked.isEmpty else { return try planNavigate(to: target, policy: policy) }
    try Self.checkDialogs(in: stacked)
    var next = self
    var steps: [Step<Schema>] = []
    // A dialog asks about what the user was doing; a link is the user going elsewhere, so it leaves
    // the question unanswered rather than fail.
    if let top = next.presentations.last, top.style.isDialog {
      steps += try next.dismiss(top.id).steps
    }
    for presentation in stacked {
      let transition = try next.present(
        presentation.root.route, style: presentation.style, options: presentation.root.options,
        stack: presentation.stack, policy: policy)
      steps += transition.steps
    }
    return StateTransition(steps: steps, nextIdentity: next.nextIdentity)
  }
}
