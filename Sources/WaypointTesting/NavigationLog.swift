import Foundation
import WaypointCore
import WaypointNavigator

/// The navigations a tester recorded and the test has not asserted yet.
///
/// Locked rather than main-actor isolated, so the tester's deinitializer, which runs outside the
/// main actor, can still report what was left over.
final class NavigationLog<Schema: NavigationSchema>: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [NavigationOutcome<Schema>] = []
  private var isFinished = false

  func append(_ event: NavigationOutcome<Schema>) {
    lock.withLock { events.append(event) }
  }

  /// Takes the oldest unasserted navigation, if there is one.
  func takeNext() -> NavigationOutcome<Schema>? {
    lock.withLock { events.isEmpty ? nil : events.removeFirst() }
  }

  /// Takes every unasserted navigation.
  func takeAll() -> [NavigationOutcome<Schema>] {
    lock.withLock {
      defer { events.removeAll() }
      return events
    }
  }

  /// Marks the test as finished; returns whether it already was.
  func finish() -> Bool {
    lock.withLock {
      defer { isFinished = true }
      return isFinished
    }
  }
}
