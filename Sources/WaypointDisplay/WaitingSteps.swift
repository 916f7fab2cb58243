import WaypointCore

/// The committed steps a display has yet to show, oldest first, each with
/// the cause of its transition.
struct WaitingSteps<Schema: NavigationSchema> {
  private var steps: [(step: Step<Schema>, cause: TransitionCause)] = []
  private var next = 0
  var isUpdateScheduled = false

  var hasSteps: Bool { next < steps.count }

  /// The steps not shown yet, oldest first.
  var upcoming: some Sequence<Step<Schema>> { steps[next...].lazy.map(\.step) }

  mutating func append(_ transition: StateTransition<Schema>) {
    steps += transition.steps.lazy.map { ($0, transition.cause) }
  }

  /// Takes the oldest step not shown yet.
  mutating func take() -> (step: Step<Schema>, cause: TransitionCause) {
    defer { next += 1 }
    return steps[next]
  }

  /// Forgets every step: all are shown, or the display showed the model.
  mutating func removeAll() {
    steps.removeAll(keepingCapacity: true)
    next = 0
  }
}
