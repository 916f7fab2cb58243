/// What applying a transition changed, told apart only as far as those who follow the state need:
/// the navigator tells observation whose part changed without looking at the steps again.
package enum AppliedChange: Equatable, Sendable {
  /// The transition had no step.
  case nothing
  /// One step changed the stack of the tab at this index in the tab bar.
  case tabStack(Int)
  /// One step presented a presentation on top of the others.
  case presented
  /// One step dismissed the top presentation.
  case dismissed
  /// Anything else: read the steps.
  case several

}
