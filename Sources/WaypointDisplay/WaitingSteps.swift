import WaypointCore

/// The committed steps a display has yet to show, oldest first, each with what its transition asks
/// of the display.
struct WaitingSteps<Schema: NavigationSchema> {
  struct Waiting {
    let step: Step<Schema>
    let cause: TransitionCause
    let animation: NavigationAnimation
    /// Whether it is its transition's last step (what `lastStep` animates).
    let isLast: Bool

    var animates: Bool { animation == .animated || (animation == .lastStep && isLast) }
  }

  private var steps: [Waiting] = []
  private var next = 0
  var isUpdateScheduled = false

  var hasSteps: Bool { next < steps.count }

  /// The steps not shown yet, oldest first.
  var upcoming: ArraySlice<Waiting> { steps[next...] }

  mutating func append(_ transition: StateTransition<Schema>) {
    let last = transition.steps.count - 1
    steps += transition.steps.enumerated().lazy.map { index, step in
      Waiting(
        step: step, cause: transition.cause, animation: transition.animation,
        isLast: index == last)
    }
  }

  /// Takes the oldest step not shown yet.
  mutating func take() -> Waiting {
    defer { next += 1 }
    return steps[next]
  }

  /// Forgets every step: all are shown, or the display showed the model.
  mutating func removeAll() {
    steps.removeAll(keepingCapacity: true)
    next = 0
  }
}
