import WaypointCore

/// The committed steps a display has yet to show, oldest first.
struct WaitingSteps<Schema: NavigationSchema> {
  private var steps: [Step<Schema>] = []
  private var next = 0
  var isUpdateScheduled = false

  var hasSteps: Bool { next < steps.count }

  /// The steps not shown yet, oldest first, without copying them.
  var upcoming: ArraySlice<Step<Schema>> { steps[next...] }

  mutating func append(_ transition: StateTransition<Schema>) {
    steps += transition.steps
  }

  /// Takes the oldest step not shown yet.
  mutating func take() -> Step<Schema> {
    defer { next += 1 }
    return steps[next]
  }

  /// Forgets every step: all are shown, or the display showed the model.
  mutating func removeAll() {
    steps.removeAll(keepingCapacity: true)
    next = 0
  }
}
