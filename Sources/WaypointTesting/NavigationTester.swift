import Foundation
public import WaypointCore
public import WaypointDisplay
public import WaypointNavigator

/// Tests an app's navigation headless: every navigation is recorded and asserted in order, user
/// gestures take exactly the path SwiftUI's writes take, and time moves only when the test says so
/// (the "Testing Navigation" article).
///
/// A navigation left unasserted at ``expectNoNavigation(fileID:filePath:line:column:)``, or when
/// the tester goes away, fails the test, unless ``isExhaustive`` is `false`. Gestures write to a
/// ``/Waypoint/DisplayedNavigation`` against the screen as rendered, and wait until the navigator
/// has settled and the display shows the result.
@MainActor
public final class NavigationTester<Schema: NavigationSchema> {
  /// The navigator under test.
  public let navigator: Navigator<Schema>
  /// What SwiftUI would show of it; gestures write to it.
  package let display: DisplayedNavigation<Schema>
  /// When the display takes its updates; only the test runs it.
  let scheduler: ManualDisplayScheduler
  /// Whether unasserted navigations fail the test; `false` checks only what the test asks.
  public var isExhaustive: Bool
  /// The stacks the app shows as split views, as on a regular width, and their columns; empty, as
  /// on a compact width, by default.
  ///
  /// ``select(_:options:inColumn:fileID:filePath:line:column:)`` selects rows in their
  /// columns, going back stops at the detail's root, and the tree names their selected rows by
  /// column.
  public var splitViews: [StackLocation<Schema>: SplitColumns] = [:]
  let log = NavigationLog<Schema>()
  let creation: TestLocation
  /// What SwiftUI showed when the screen was last read; the next read tells the display what changed.
  package internal(set) var lastRendering: Rendering<Schema>?

  /// Creates a tester of `navigator`, recording every navigation from now on.
  ///
  /// `profile` is the SwiftUI version the display feeds, iOS 17's by default; navigations left
  /// unasserted are reported at the line of this call.
  public init(
    _ navigator: Navigator<Schema>, profile: DisplayProfile = .iOS17,
    isExhaustive: Bool = true, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.navigator = navigator
    self.scheduler = ManualDisplayScheduler()
    self.display = DisplayedNavigation(
      navigator: navigator, profile: profile, scheduler: scheduler)
    self.isExhaustive = isExhaustive
    self.creation = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let log = log
    navigator.addEventObserver { log.append($0) }
    scheduler.runAll()
    _ = render()
  }

  /// Creates a tester of a new navigator over `state`, made with `policy`, `guards` and
  /// `readyForWaysIn` (`false` queues ways in).
  public convenience init(
    state: NavigationState<Schema>, policy: NavigationPolicy = .init(),
    guards: [any NavigationGuard<Schema>] = [], readyForWaysIn: Bool = true,
    profile: DisplayProfile = .iOS17, isExhaustive: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      Navigator(state: state, policy: policy, guards: guards, readyForWaysIn: readyForWaysIn),
      profile: profile, isExhaustive: isExhaustive, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  // Runs outside the main actor: it reads only the locked log.
  deinit {
    guard !log.finish(), isExhaustive else { return }
    let leftovers = log.takeAll()
    guard !leftovers.isEmpty else { return }
    TestFailure.record(Self.unasserted(leftovers), at: creation)
  }

  /// Forgets the navigations recorded so far, unasserted.
  public func skipNavigations() {
    _ = log.takeAll()
  }

  nonisolated static func unasserted(_ events: [NavigationOutcome<Schema>]) -> String {
    "\(events.count) navigation(s) were not asserted:\n"
      + events.map { "  \($0)" }.joined(separator: "\n")
  }
}
