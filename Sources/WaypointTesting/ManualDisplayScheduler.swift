import WaypointDisplay

/// Runs updates only when a test says so, one at a time, on a clock the test moves, so every step
/// of a display can be observed.
@MainActor package final class ManualDisplayScheduler: DisplayScheduler {
  private var updates: [@MainActor () -> Void] = []
  private var timed: [(due: Duration, action: @MainActor () -> Void)] = []

  /// The scheduler's clock: how much time the test has let pass.
  package private(set) var now = Duration.zero
  /// Whether `runAll` moves the clock to the next deadline once no update is left, so that
  /// everything scheduled happens; tests of SwiftUI's timing turn it off and move the clock
  /// themselves.
  package var advancesTimeWhenIdle: Bool

  /// Creates a scheduler with nothing scheduled.
  package init(advancesTimeWhenIdle: Bool = true) {
    self.advancesTimeWhenIdle = advancesTimeWhenIdle
  }

  package func schedule(_ update: @escaping @MainActor () -> Void) {
    updates.append(update)
  }

  package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    timed.append((now + delay, action))
  }

  /// Runs the next update, if there is one; with `advancesTimeWhenIdle`, deadlines come due first
  /// until one schedules an update.
  ///
  /// - Returns: Whether an update ran.
  @discardableResult
  package func runNext() -> Bool {
    while updates.isEmpty, advancesTimeWhenIdle, runNextDeadline() {}
    guard !updates.isEmpty else { return false }
    updates.removeFirst()()
    return true
  }

  /// Runs updates until none is scheduled, and at most `limit` of them.
  ///
  /// - Returns: How many updates ran.
  @discardableResult
  package func runAll(limit: Int = 1_000) -> Int {
    var count = 0
    while count < limit, runNext() { count += 1 }
    return count
  }

  /// Moves the clock on by `interval`, running each deadline that comes due, in order, with the
  /// updates it schedules.
  package func advance(by interval: Duration) {
    let end = now + interval
    while let next = timed.map(\.due).min(), next <= end {
      now = next
      runDueDeadlines()
      while runNext() {}
    }
    now = end
  }

  private func runNextDeadline() -> Bool {
    guard let next = timed.map(\.due).min() else { return false }
    now = max(now, next)
    runDueDeadlines()
    return true
  }

  private func runDueDeadlines() {
    let due = timed.filter { $0.due <= now }
    timed.removeAll { $0.due <= now }
    for deadline in due { deadline.action() }
  }
}
