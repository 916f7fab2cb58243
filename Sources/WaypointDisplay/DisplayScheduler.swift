/// When the displayed state takes its next step: the next update, or a deadline while SwiftUI
/// animates.
///
/// Apps get `MainActorDisplayScheduler`; tests, `ManualDisplayScheduler` (WaypointTesting).
@MainActor package protocol DisplayScheduler: AnyObject {
  /// Runs `update` at the next update, after the current one has finished.
  func schedule(_ update: @escaping @MainActor () -> Void)
  /// Runs `action` once `delay` has passed.
  func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// Runs each update in its own turn of the main actor, after the view update that asked for it.
@MainActor package final class MainActorDisplayScheduler: DisplayScheduler {
  /// Creates a scheduler.
  package init() {}

  package func schedule(_ update: @escaping @MainActor () -> Void) {
    Task { @MainActor in update() }
  }

  package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    Task { @MainActor in
      try? await Task.sleep(for: delay)
      action()
    }
  }
}
