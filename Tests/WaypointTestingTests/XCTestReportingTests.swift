import WaypointCore
import WaypointTestSupport
import WaypointTesting
import XCTest

/// An app whose tests use XCTest gets the tester's failures as XCTest
/// failures, at the test's line.
final class XCTestReportingTests: XCTestCase {
  private var captured: [(description: String, line: Int)] = []
  private var capturing = false

  #if os(Linux)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      // XCTFail reports "failed - " followed by its message.
      captured.append((String(description.trimmingPrefix("failed - ")), lineNumber))
    }
  #else
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      captured.append(
        (
          String(issue.compactDescription.trimmingPrefix("failed - ")),
          issue.sourceCodeContext.location?.lineNumber ?? 0
        ))
    }
  #endif

  @MainActor func testAnUnassertedNavigationFailsThroughXCTest() async {
    let tester = NavigationTester<TestApp>(state: .fresh)
    _ = await tester.navigator.push(.list).outcome
    capturing = true
    let line = #line + 1
    await tester.expectNoNavigation()
    capturing = false
    XCTAssertEqual(captured.map(\.line), [line])
    XCTAssertEqual(
      captured.map(\.description),
      [
        """
        1 navigation(s) were not asserted:
          applied app: push entry#1 list on tab(home)
        What the user saw:
          #1 shown tab(home) (app)
          #2 applied app: push entry#1 list on tab(home)
          now at home › list
        """
      ])
  }
}
