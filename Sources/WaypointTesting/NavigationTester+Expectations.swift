public import WaypointCore
import WaypointNavigator

// Asserting the recorded navigations, oldest first. Each expectation takes the next one; when it is
// not what the test expects, the test fails at the line of the expectation, saying what came
// instead.
extension NavigationTester {
  /// Asserts that the next navigation was applied, and how.
  ///
  /// It checks who asked (`cause`), the routes put on screen, in step order (`arriving`), and those
  /// taken off screen for good (`leaving`); `nil` accepts any.
  ///
  /// - Returns: The applied transition, for further checks; `nil` after a failure.
  @discardableResult
  public func expectApplied(
    _ cause: TransitionCause? = nil, arriving: [Schema.Route]? = nil,
    leaving: [Schema.Route]? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> StateTransition<Schema>? {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let event = await next("an applied navigation", at: location) else { return nil }
    guard case .applied(let transition) = event else {
      fail("Expected an applied navigation, but the next was: \(event)", at: location)
      return nil
    }
    var mismatches: [String] = []
    if let cause, transition.cause != cause {
      mismatches.append("cause \(transition.cause), not \(cause)")
    }
    if let arriving, Self.arriving(transition) != arriving {
      mismatches.append("arriving \(Self.arriving(transition)), not \(arriving)")
    }
    if let leaving, transition.removedEntries.map(\.route) != leaving {
      mismatches.append("leaving \(transition.removedEntries.map(\.route)), not \(leaving)")
    }
    guard mismatches.isEmpty else {
      fail(
        "The applied navigation differs: " + mismatches.joined(separator: "; ")
          + ".\n  It was: \(transition)", at: location)
      return nil
    }
    return transition
  }

  /// Asserts that the next navigation was denied by a guard, with `reason`; `nil` accepts any.
  public func expectDenied(
    _ reason: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let event = await next("a denied navigation", at: location) else { return }
    guard case .denied(_, let actual) = event else {
      fail("Expected a denied navigation, but the next was: \(event)", at: location)
      return
    }
    if let reason, actual != reason {
      fail("The navigation was denied because \"\(actual)\", not \"\(reason)\".", at: location)
    }
  }

  /// Asserts that the next navigation was redirected by a guard, with `reason`, putting the routes
  /// `arriving` on screen; `nil` accepts any.
  public func expectRedirected(
    _ reason: String? = nil, arriving: [Schema.Route]? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let event = await next("a redirected navigation", at: location) else { return }
    guard case .redirected(_, let redirect, let actual) = event else {
      fail("Expected a redirected navigation, but the next was: \(event)", at: location)
      return
    }
    if let reason, actual != reason {
      fail("The navigation was redirected because \"\(actual)\", not \"\(reason)\".", at: location)
    }
    if let arriving, Self.arriving(redirect) != arriving {
      fail("The redirect put \(Self.arriving(redirect)) on screen, not \(arriving).", at: location)
    }
  }

  /// Asserts that the next navigation failed with `error`, compared as a value.
  public func expectFailed<Failure: Error & Equatable>(
    _ error: Failure, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let event = await next("a failed navigation", at: location) else { return }
    guard case .failed(_, let actual) = event else {
      fail("Expected a failed navigation, but the next was: \(event)", at: location)
      return
    }
    if actual as? Failure != error {
      fail("The navigation failed with \(actual), not \(error).", at: location)
    }
  }

  /// Asserts that nothing more was navigated; waits for navigations in flight first.
  public func expectNoNavigation(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    let leftovers = log.takeAll()
    guard !leftovers.isEmpty else { return }
    fail(Self.unasserted(leftovers), at: location)
  }

  /// The routes a transition puts on screen to stay, in step order.
  static func arriving(_ transition: StateTransition<Schema>) -> [Schema.Route] {
    let removed = Set(transition.steps.flatMap(\.removedEntries).map(\.id))
    return transition.steps.flatMap(\.addedEntries).filter { !removed.contains($0.id) }.map(\.route)
  }

  /// The next recorded navigation, after letting navigations in flight finish.
  private func next(_ expected: String, at location: TestLocation) async
    -> NavigationOutcome<Schema>?
  {
    await settle()
    guard let event = log.takeNext() else {
      fail("Expected \(expected), but there was no navigation.", at: location)
      return nil
    }
    return event
  }

  /// Fails an expectation: `message`, then what the user saw, the newest of the timeline, and
  /// where the user is now.
  func fail(_ message: String, at location: TestLocation) {
    let timeline = navigator.timeline.description(last: 12).split(separator: "\n")
    TestFailure.record(
      message + "\nWhat the user saw:\n" + timeline.map { "  " + $0 }.joined(separator: "\n"),
      at: location)
  }

  /// Fails a gesture the user could not make.
  func refuse(_ message: String, at location: TestLocation) {
    TestFailure.record(message, at: location)
  }
}
