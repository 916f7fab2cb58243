/// When the displayed state takes its next step.
///
/// SwiftUI shows one change per update; the displayed state asks its scheduler
/// for the next update before each step. Apps get `MainActorDisplayScheduler`;
/// tests use `ManualDisplayScheduler` and run updates one by one.
@MainActor package protocol DisplayScheduler: AnyObject {
  /// Runs `update` at the next update, after the current one has finished.
  func schedule(_ update: @escaping @MainActor () -> Void)
}

/// Runs each update in its own turn of the main actor, after the view update
/// that asked for it.
@MainActor package final class MainActorDisplayScheduler: DisplayScheduler {
  /// Creates a scheduler.
  package init() {}

  package func schedule(_ update: @escaping @MainActor () -> Void) {
    Task { @MainActor in update() }
  }
}

/// Runs updates only when a test says so, one at a time, so every step of a
/// display can be observed.
@MainActor package final class ManualDisplayScheduler: DisplayScheduler {
  private var updates: [@MainActor () -> Void] = []

  /// Creates a scheduler with nothing scheduled.
  package init() {}

  /// How many updates wait to run.
  package var pendingCount: Int { updates.count }

  package func schedule(_ update: @escaping @MainActor () -> Void) {
    updates.append(update)
  }

  /// Runs the next update, if there is one.
  ///
  /// - Returns: Whether an update ran.
  @discardableResult
  package func runNext() -> Bool {
    guard !updates.isEmpty else { return false }
    updates.removeFirst()()
    return true
  }

  /// Runs updates until none is scheduled, and at most `limit` of them.
  ///
  /// - Returns: How many ran.
  @discardableResult
  package func runAll(limit: Int = 1_000) -> Int {
    var count = 0
    while count < limit, runNext() { count += 1 }
    return count
  }
}
