/// What SwiftUI would log, refuse or ignore in what the host was given, and the row of the
/// behaviour table that says so, if it is a behaviour of SwiftUI's (not a misuse of the host).
public struct HostIssue: Equatable, Sendable, CustomStringConvertible {
  /// The behaviour table's row, if any.
  public let row: String?
  public let message: String

  init(_ message: String, row: String? = nil) {
    self.message = message
    self.row = row
  }

  public var description: String { row.map { "[\($0)] \(message)" } ?? message }
}
