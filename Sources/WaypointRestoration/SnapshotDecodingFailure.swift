import WaypointCore

/// What a `DecodingError` said about a part of a snapshot, kept as values:
/// where decoding stopped, what was wrong, and the decoder's own explanation.
///
/// `DecodingError` is neither `Hashable` nor `Sendable`, and its message
/// depends on the decoder; this keeps what a report needs in a form tests and
/// apps can compare.
public struct SnapshotDecodingFailure: Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public let problem: Problem
  /// Where decoding stopped, from the top of the snapshot:
  /// `state.tabs[0].stack[3].route` is
  /// `[.key("state"), .key("tabs"), .index(0), .key("stack"), .index(3), .key("route")]`.
  public let codingPath: [PathComponent]
  /// The decoder's explanation (a `DecodingError`'s debug description, or
  /// the description of another error), in the decoder's words.
  public let detail: String

  package init(_ problem: Problem, at codingPath: [PathComponent], detail: String) {
    self.problem = problem
    self.codingPath = codingPath
    self.detail = detail
  }

  /// The failure `error` describes; `fallbackPath` is where it was thrown,
  /// for errors that do not carry a coding path of their own.
  init(_ error: any Error, at fallbackPath: @autoclosure () -> [any CodingKey]) {
    guard let error = error as? DecodingError else {
      self.init(
        .otherError(type: "\(type(of: error))"), at: fallbackPath().map(PathComponent.init),
        detail: "\(error)")
      return
    }
    let (problem, context): (Problem, DecodingError.Context)
    switch error {
    case .typeMismatch(let type, let found):
      (problem, context) = (.typeMismatch(expected: "\(type)"), found)
    case .valueNotFound(let type, let found):
      (problem, context) = (.valueNotFound(expected: "\(type)"), found)
    case .keyNotFound(let key, let found):
      (problem, context) = (.keyNotFound(key.stringValue), found)
    case .dataCorrupted(let found): (problem, context) = (.dataCorrupted, found)
    @unknown default:
      self.init(.otherError(type: "DecodingError"), at: [], detail: "\(error)")
      return
    }
    self.init(
      problem, at: context.codingPath.map(PathComponent.init), detail: context.debugDescription)
  }
}
