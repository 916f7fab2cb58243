/// Why a link failed: the part of it at fault.
///
/// Deep links are untrusted input: every rejection names the part of the link at fault, and the
/// state is never touched.
///
/// `description` is a sentence for a log or a status line, and ``recoverySuggestion`` says what to
/// try instead, when there is something. Both quote the link's own text with its control characters
/// escaped (`\u{1B}`) and cut after 80 characters, so a hostile link cannot drive the terminal or
/// the log that shows the message.
///
/// # Equality
/// Cases compare by their values. The app's own errors in ``failed(pattern:underlying:)`` compare
/// with their type's `==` when it is `Equatable`; errors of other types are equal when their types
/// are, so make an error type `Equatable` to tell its values apart.
public enum LinkError: Error, Sendable, CustomStringConvertible {
  /// The link, or the way in of kind `of` (`nil` for a link), has more UTF-8 bytes than its
  /// router's ``LinkLimits`` allow; a way in counts the link its values write, percent-encoded.
  case tooLong(bytes: Int, limit: Int, of: WayIn.Kind? = nil)
  /// The link has more path segments than the limit.
  case tooManySegments(count: Int, limit: Int)
  /// The link, or the way in of kind `of` (`nil` for a link), has more query items than the limit.
  case tooManyQueryItems(count: Int, limit: Int, of: WayIn.Kind? = nil)
  /// The link has no scheme (`pmi://…`, `https://…`).
  case missingScheme(String)
  /// The scheme is not one the app handles.
  case unknownScheme(String)
  /// A web link's host is not one of the app's universal-link hosts.
  case unknownHost(String)
  /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
  case malformedPercentEncoding(String)
  /// No pattern matches the path: the miss has the path and the pattern it was probably meant for,
  /// worked out when they are read.
  case noMatchingPattern(LinkMiss)
  /// A parameter's value is not what its accessor expected: not of its type, or out of the app's
  /// bounds.
  case badParameter(name: String, value: String, expected: Expectation)
  /// A required parameter is absent.
  case missingParameter(String)
  /// The app's closure for `pattern` threw `underlying`, an error of its own (a ``LinkError`` it
  /// throws is passed on as it is).
  case failed(pattern: String, underlying: any Error)
  /// The authority (here whole) names a user before its host, as in
  /// `https://user@pmi.example.com/…`: a browser would send it as a credential, and the app's own
  /// links never carry one.
  case userInfoInAuthority(String)
  /// The authority (here whole) has a port, as in `https://pmi.example.com:8443/…`. Every port is
  /// refused, the scheme's default too: the app's own links never write one, and one spelling per
  /// link leaves no second form to allow-list or to confuse.
  case portInAuthority(String)
  /// The authority (here whole) has a backslash, which browsers read as a slash:
  /// `https://evil.org\@pmi.example.com/…` opens `evil.org` in a browser, so the router must not
  /// open it as `pmi.example.com`.
  case backslashInAuthority(String)
  /// No pattern is registered for this kind of way in (a user activity without a web page, a
  /// notification, a quick action or an entity).
  case unknownWayIn(WayIn.Kind)
  /// More ways in waited than the router's ``LinkLimits`` let wait, and this one, the oldest, was
  /// dropped to make room for the newest.
  case dropped(limit: Int)
}
