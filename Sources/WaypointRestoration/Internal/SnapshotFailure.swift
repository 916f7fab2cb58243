import WaypointCore

/// Why part of a snapshot could not be read, as the lenient reader finds it;
/// the assembler turns it into a ``RestorationIssue``.
enum SnapshotFailure: Error {
  /// A value did not decode; only the assembler knows what the value was for
  /// (a tab's name, the selection, a presentation), so it picks the reason.
  case undecodable(SnapshotDecodingFailure)
  /// The reason is already known, as for an entry that cannot be restored.
  case issue(RestorationIssue.Reason)

  /// The reason to report; `undecodable` says what an undecodable value was.
  func reason(
    undecodable: (SnapshotDecodingFailure) -> RestorationIssue.Reason
  ) -> RestorationIssue.Reason {
    switch self {
    case .undecodable(let failure): undecodable(failure)
    case .issue(let reason): reason
    }
  }
}
