package import Testing
package import WaypointCore

/// A small app used by the unit and property tests: three tabs, a handful of routes.
package enum TestApp: NavigationSchema {
  package enum Tab: String, Hashable, Codable, Sendable, CaseIterable {
    case home, search, settings
  }

  package enum Route: Hashable, Codable, Sendable {
    case list
    case detail(Int)
    case edit(Int)
    case about
  }

  /// What a flow returns to its return point: a number, which tests of
  /// dialogs name `Release.release` and `.keep`.
  package typealias ReturnValue = Int
}

package typealias TestState = NavigationState<TestApp>
package typealias TestError = NavigationError<TestApp>
package typealias TestStep = Step<TestApp>
package typealias TestTransition = StateTransition<TestApp>

extension TestState {
  /// A state with all three tabs and `home` selected.
  package static var fresh: TestState { TestState(tabs: TestApp.Tab.allCases) }

  /// The routes of a stack, bottom first; empty for a stack that does not exist.
  package func routes(_ location: StackLocation<TestApp>? = nil) -> [TestApp.Route] {
    stack(at: location ?? activeLocation)?.map(\.route) ?? []
  }
}

/// Runs `body` and returns the typed error it threw, or nil.
///
/// Typed throws are not inferred for closures yet, so the closure throws
/// `any Error` and the helper narrows it; a foreign error type fails the test.
package func navigationError(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> TestError? {
  do {
    try body()
    return nil
  } catch let error as TestError {
    return error
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

extension Int {
  /// A dialog's "Release" answer, as the tests of dialogs give it.
  package static let release = 1
  /// A dialog's "Keep" answer.
  package static let keep = 2
}
