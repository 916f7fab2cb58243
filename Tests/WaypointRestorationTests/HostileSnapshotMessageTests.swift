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
      #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":[]},{"tab":"\#(hostile)","stack":[]}],"selected":"home"}}"#,
      "tab '\(escaped)': dropped 0 entries: the tab cannot be read: "
        + "Cannot initialize Tab from invalid String value \(escaped) at state.tabs[1].tab"
    ),
    (
      #"{"format":1,"app":1,"state":{"tabs":[{"tab":"home","stack":[]}],"selected":"\#(hostile)"}}"#,
      "selected tab: dropped 0 entries: the selected tab cannot be read: "
        + "Cannot initialize Tab from invalid String value \(escaped) at state.selected; "
        + "'home' is selected"
    ),
  ])
  func aHostileSnapshotIsQuotedEscaped(json: String, message: String) throws {
    let restored = try F.coder.restore(from: F.data(json))
    #expect(restored.issues.map(\.description) == [message])
  }

  @Test func keysAndCaseNamesAreQuotedEscaped() {
    let failure = SnapshotDecodingFailure(
      .keyNotFound("\u{1B}[2J"), at: [.key("state"), .key("\u{9B}x")], detail: "")
    #expect(failure.description == #"missing key '\u{1B}[2J' at state.\u{9B}x"#)
    let record = SnapshotRecordError(field: 0, reason: .unknownCase("\u{202E}about"))
    #expect(record.description == #"field 0: there is no case '\u{202E}about'"#)
  }
}
