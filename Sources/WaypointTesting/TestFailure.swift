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

  /// The location of the caller; the tester's methods take it as defaults.
  public init(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Reports a failed check to the test framework that runs the test: Swift
/// Testing's issue recording inside a Swift Testing test, XCTest's failure
/// otherwise.
enum TestFailure {
  static func record(_ message: String, at location: TestLocation) {
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
