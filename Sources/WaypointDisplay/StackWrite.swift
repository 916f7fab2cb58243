package import WaypointCore

/// What a path written by SwiftUI means, read against the path SwiftUI was
/// shown, never against the live model.
///
/// The user acts on what they see. SwiftUI writes the whole path back: a
/// shorter prefix when they go back (one screen, or several from the
/// back-history menu), the shown path plus a link's value when they tap a
/// link. Anything else is not something a user can do, and is reported,
/// never applied.
package enum StackWrite<Schema: NavigationSchema>: Hashable, Sendable {
  /// The path is what was shown: a duplicate write.
  case unchanged
  /// The user went back to `entry` (`nil`: the root), leaving `count` screens.
  case popped(to: EntryID?, count: Int)
  /// The user tapped links that push these routes, bottom first.
  case pushed([StackElement<Schema>])
  /// No user action writes this path.
  case unsupported

  /// Reads `written` against `shown`.
  ///
  /// Identities are unique in a path, so a path whose last item is the
  /// shown item at the same position is the shown path cut there: checking
  /// the ends costs the same at any depth, and only what was added is read.
  ///
  /// - Parameters:
  ///   - written: The path SwiftUI wrote.
  ///   - shown: The path SwiftUI was last given.
  /// - Returns: What the user did.
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
    let added = written.dropFirst(shown.count)
    guard added.allSatisfy({ $0.isRequest }) else { return .unsupported }
    return .pushed(PathItem.distinct(added).map { $0.element })
  }
}
