import WaypointCore

/// Why a link was refused. Deep links are untrusted input: every rejection
/// names the part of the link at fault, and the state is never touched.
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is longer than the limit.
  case tooLong(length: Int, limit: Int)
  /// The link has more path segments than the limit.
  case tooManySegments(count: Int, limit: Int)
  /// The link has more query items than the limit.
  case tooManyQueryItems(count: Int, limit: Int)
  /// The link has no scheme (`pmi://…`, `https://…`).
  case missingScheme(String)
  /// The scheme is not one the app handles.
  case unknownScheme(String)
  /// A web link's host is not one of the app's universal-link hosts.
  case unknownHost(String)
  /// A `%` is not followed by two hex digits, or the bytes are not UTF-8.
  case malformedPercentEncoding(String)
  /// No pattern matches the path; `closest` is the registered pattern that
  /// shares the longest start with it, if any.
  case noMatchingPattern(path: String, closest: String?)
  /// A parameter's value does not have the expected type.
  case badParameter(name: String, value: String, expected: String)
  /// A required parameter or query item is absent.
  case missingParameter(String)
  /// The app's own code refused the link after it matched `pattern`.
  case refused(pattern: String, reason: String)

  /// A sentence that names the part of the link at fault.
  public var description: String {
    switch self {
    case .tooLong(let length, let limit):
      "The link has \(length) characters; the limit is \(limit)."
    case .tooManySegments(let count, let limit):
      "The link has \(count) path segments; the limit is \(limit)."
    case .tooManyQueryItems(let count, let limit):
      "The link has \(count) query items; the limit is \(limit)."
    case .missingScheme(let link):
      "The link '\(link)' has no scheme."
    case .unknownScheme(let scheme):
      "The scheme '\(scheme)' is not handled by this app."
    case .unknownHost(let host):
      "The host '\(host)' is not one of this app's link hosts."
    case .malformedPercentEncoding(let part):
      "'\(part)' has malformed percent-encoding."
    case .noMatchingPattern(let path, let closest):
      "No route matches '\(path)'." + (closest.map { " Did you mean '\($0)'?" } ?? "")
    case .badParameter(let name, let value, let expected):
      "Parameter '\(name)' is '\(value)', which is not \(expected)."
    case .missingParameter(let name):
      "Parameter '\(name)' is missing."
    case .refused(let pattern, let reason):
      "The link matched '\(pattern)' but was refused: \(reason)"
    }
  }
}
