/// Why the reader leaves a part of a snapshot out: the reason to report, and the decoder's words
/// when a value did not decode.
struct Refusal: Error {
  let reason: RestorationIssue.Reason
  let detail: String?

  init(_ reason: RestorationIssue.Reason, _ error: (any Error)? = nil) {
    self.reason = reason
    self.detail = error.map(Self.detail(of:))
  }

  /// What `body` returns; any error it throws is refused for `reason`.
  static func reading<Value>(as reason: RestorationIssue.Reason, _ body: () throws -> Value)
    throws(Refusal) -> Value
  {
    do { return try body() } catch { throw Refusal(reason, error) }
  }

  /// A decoding error's explanation without its coding path, which the issue's part and position
  /// already give; another error's description.
  private static func detail(of error: any Error) -> String {
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      context.debugDescription
    default:
      "\(error)"
    }
  }
}
