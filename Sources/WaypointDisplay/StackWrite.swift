package import WaypointCore

/// What a path written by SwiftUI means, read against the path SwiftUI was shown, never against the
/// live model.
///
/// Going back writes a prefix (several screens from the back-history menu), a tap on a link the
/// shown path plus its value; no user action writes anything else.
package enum StackWrite<Schema: NavigationSchema>: Hashable, Sendable {
  /// The path is what was shown: a duplicate write.
  case unchanged
  /// The user went back to `entry` (`nil`: the root), leaving `count` screens.
  case popped(to: EntryID?, count: Int)
  /// The user tapped links.
  case pushed
  /// No user action writes this path.
  case unsupported

  /// Reads `written` against `shown`.
  ///
  /// Identities are unique in a path, so a path ending in the shown item at the same position is
  /// the shown path cut there: only the ends and what was added are read, at any depth.
  package static func classify(written: [PathItem<Schema>], shown: [PathItem<Schema>]) -> StackWrite
  {
    if written.count == shown.count {
      return written.last == shown.last && written.first == shown.first ? .unchanged : .unsupported
    }
    if written.count < shown.count {
      guard let landing = written.last else { return .popped(to: nil, count: shown.count) }
      guard landing == shown[written.count - 1], let entry = landing.entryID else {
        return .unsupported
      }
      return .popped(to: entry, count: shown.count - written.count)
    }
    guard shown.isEmpty || written[shown.count - 1] == shown[shown.count - 1] else {
      return .unsupported
    }
    return written.dropFirst(shown.count).allSatisfy(\.isRequest) ? .pushed : .unsupported
  }
}
