import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where a tester's check was written, so a failure points at the test's line.
struct TestLocation: Sendable {
  let fileID: String
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Reports a failed check to the test framework that runs the test: Swift Testing's issue recording
/// inside a Swift Testing test, XCTest's failure otherwise.
///
/// The test kit's own tests check its failure messages as values: inside ``collecting(_:)`` a
/// failure is kept instead, so the run reports no issue that a reader could mistake for a failing
/// test.
package enum TestFailure {
  /// The failures kept by the innermost ``collecting(_:)``, if any.
  @TaskLocal private static var kept: Kept?

  /// Runs `body` and returns the failures it reported, in order, instead of reporting them to the
  /// test framework.
  package static func collecting(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
  ) async -> [String] {
    let kept = Kept()
    await $kept.withValue(kept, operation: body)
    return kept.messages
  }

  static func record(_ message: String, at location: TestLocation) {
    if let kept {
      kept.append(message)
      return
    }
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column)))
      return
    }
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: location.line)
    #else
      Issue.record(Comment(rawValue: message))
    #endif
  }
}

/// Failures kept for ``TestFailure/collecting(_:)``; locked, because a tester's deinitializer
/// reports from whichever thread releases it.
private final class Kept: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  var messages: [String] { lock.withLock { kept } }

  func append(_ message: String) { lock.withLock { kept.append(message) } }
}
