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
