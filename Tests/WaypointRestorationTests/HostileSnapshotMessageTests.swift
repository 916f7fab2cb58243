import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// A snapshot is untrusted: a tab name, a key or a value it carries reaches a
/// warning's sentence with its control characters escaped.
@Suite struct HostileSnapshotMessageTests {
  typealias F = SnapshotFixtures

  /// The probe's title-and-clear sequence and a right-to-left override, as
  /// JSON writes them.
  static let hostile = #"\u001b]2;PWNED\u0007\u001b[2J\u202e"#
  /// The same, as every message must show it.
  static let escaped = #"\u{1B}]2;PWNED\u{07}\u{1B}[2J\u{202E}"#

  @Test(arguments: [
    (
      #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":[]},{"name":"\#(hostile)","stack":[]}],"selected":"home"}}"#,
      "tab '\(escaped)': the tab cannot be read: "
        + "Cannot initialize Tab from invalid String value \(escaped)"
    ),
    (
      #"{"format":1,"app":1,"state":{"tabs":[{"name":"home","stack":[]}],"selected":"\#(hostile)"}}"#,
      "selected tab: the selected tab cannot be read; 'home' is selected: "
        + "Cannot initialize Tab from invalid String value \(escaped)"
    ),
  ])
  func aHostileSnapshotIsQuotedEscaped(json: String, message: String) throws {
    let restored = try F.coder.restore(from: F.data(json))
    #expect(restored.issues.map(\.description) == [message])
    #expect(restored.issues.allSatisfy { ControlCharacters.raw(in: $0.description).isEmpty })
  }

  @Test func namesAndDetailsAreQuotedEscapedAndCut() {
    let long = String(repeating: "x", count: 300)
    let issue = RestorationIssue(
      .unknownSelectedTab("\u{1B}[2J", fallback: "home"), in: .tab("\u{9B}x"),
      detail: "\u{202E}" + long)
    #expect(
      issue.description
        == #"tab '\u{9B}x': '\u{1B}[2J' is not one of the app's tabs; 'home' is selected: \u{202E}"#
        + String(repeating: "x", count: 239) + "… (301 characters)")
  }
}
