extension NavigationState {
  /// Shows a target over whatever is presented now: its presentations go on
  /// top of the ones up; a target without presentations has its path
  /// presented as a sheet (first route as the root). A target with neither
  /// has nothing to present and lands as ``navigate(to:policies:)`` would.
  ///
  /// The navigator uses it for links whose policy is to present over what is up.
  package mutating func presentOver(
    _ target: NavigationTarget<Schema>, policies: NavigationPolicies
  ) throws(NavigationError<Schema>) -> StateTransition<Schema> {
    var stacked = target.presentations
    if stacked.isEmpty, let path = target.path, let first = path.first {
      stacked = [.init(first, style: .sheet, path: Array(path.dropFirst()))]
    }
    guard !stacked.isEmpty else { return try navigate(to: target, policies: policies) }
    var next = self
    var steps: [Step<Schema>] = []
    for presentation in stacked {
      let transition = try next.present(
        presentation.root.route, style: presentation.style, options: presentation.root.options,
        path: presentation.path, policies: policies)
      steps += transition.steps
    }
    let transition = next.transition(steps)
    try apply(transition)
    return transition
  }
}
