// Every sentence the links module says, in one place: what a refused link or pattern did wrong, and
// what to try instead.
//
// Links are untrusted, so every piece of one quoted here goes through `quoted(_:)`: control
// characters escaped, length capped. Names and patterns are the app's own, but go through it too,
// so that no message has to be proved safe case by case.

import WaypointCore

extension LinkError {
  /// A sentence that names the part of the link at fault.
  public var description: String {
    switch self {
    case .tooLong(let bytes, let limit, let kind):
      "\(naming(kind)) is \(bytes) bytes long in UTF-8; the limit is \(limit) bytes."
    case .tooManySegments(let count, let limit):
      "The link has \(count) path segments; the limit is \(limit)."
    case .tooManyQueryItems(let count, let limit, let kind):
      "\(naming(kind)) has \(count) query items; the limit is \(limit)."
    case .missingScheme(let link):
      "The link '\(quoted(link))' has no scheme."
    case .unknownScheme(let scheme):
      "The scheme '\(quoted(scheme))' is not handled by this app."
    case .unknownHost(let host):
      "The host '\(quoted(host))' is not one of this app's link hosts."
    case .userInfoInAuthority(let authority):
      "The link's authority '\(quoted(authority))' names a user before the host."
    case .portInAuthority(let authority):
      "The link's authority '\(quoted(authority))' has a port."
    case .backslashInAuthority(let authority):
      "The link's authority '\(quoted(authority))' has a backslash, which browsers read as a slash."
    case .malformedPercentEncoding(let part):
      "'\(quoted(part))' has malformed percent-encoding."
    case .noMatchingPattern(let miss):
      "No route matches '\(quoted(miss.path))'."
    case .badParameter(let name, let value, let expected):
      "Parameter '\(quoted(name))' is '\(quoted(value))', which is not \(expected.phrase)."
    case .missingParameter(let name):
      "Parameter '\(quoted(name))' is missing."
    case .failed(let pattern, let underlying):
      "The link matched '\(quoted(pattern))' but failed: \(MessageText.describing(underlying))"
    case .unknownWayIn(let kind):
      "No pattern is registered for \(kind)."
    case .dropped(let limit):
      "More than \(limit) ways in waited, so this one, the oldest, was dropped."
    }
  }
}

extension LinkError {
  /// What to try instead, when the error has an obvious remedy; `nil` otherwise.
  ///
  /// For a near miss it is the closest pattern: `Did you mean '/pokedex/:id'?`.
  public var recoverySuggestion: String? {
    switch self {
    case .noMatchingPattern(let miss):
      miss.closestPattern.map { "Did you mean '\(quoted($0))'?" }
    case .tooLong:
      "If the app's own links are this long, raise LinkLimits(maximumLength:)."
    case .userInfoInAuthority:
      "Leave out the user and the '@': the app's links carry none."
    case .portInAuthority:
      "Leave out the port: the app's links use the scheme's default."
    case .backslashInAuthority:
      "Write the link with '/' only; a backslash cannot appear before the path."
    case .tooManySegments:
      "If the app's own links have this many segments, raise LinkLimits(maximumSegments:)."
    case .tooManyQueryItems:
      "If the app's own links have this many query items, raise LinkLimits(maximumQueryItems:)."
    case .dropped:
      "If the app's ways in come in bursts this large, raise LinkLimits(maximumWaiting:)."
    case .missingScheme, .unknownScheme, .unknownHost, .malformedPercentEncoding,
      .badParameter, .missingParameter, .failed, .unknownWayIn:
      nil
    }
  }
}

extension LinkError.Expectation {
  /// What was expected, as a noun phrase: `an integer written in digits, without a sign or leading
  /// zeros`, `a number from 1 to 151`, `a value of type UUID`.
  var phrase: String {
    switch self {
    case .value(let type) where type is any FixedWidthInteger.Type:
      "an integer written in digits, without a sign or leading zeros"
    case .value(let type): "a value of type \(type)"
    case .integer(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
    }
  }
}

extension LinkPatternError {
  /// A sentence naming the pattern, and for conflicts both patterns.
  public var description: String {
    switch self {
    case .conflict(let pattern, let existing):
      "The pattern '\(quoted(pattern))' matches the same links as '\(quoted(existing))'."
    case .invalidPattern(let pattern, let reason):
      "The pattern '\(quoted(pattern))' is invalid: \(reason.phrase)."
    case .wayInConflict(let kind, let existing):
      "\(capitalized(kind.description)) is already registered for '\(quoted(existing))'."
    }
  }
}

extension LinkPatternError.Reason {
  /// What is wrong, as a clause: `parameter 'id' appears twice`.
  var phrase: String {
    switch self {
    case .unnamedParameter: "a parameter has no name"
    case .repeatedParameter(let name): "parameter '\(quoted(name))' appears twice"
    case .malformedPercentEncoding(let segment):
      "'\(quoted(segment))' has malformed percent-encoding"
    case .parameterInPrefix(let segment):
      "'\(quoted(segment))' is a parameter, and a prefix is static segments only"
    case .tooManySegments(let count, let limit):
      "it has \(count) segments, and the router's links may have \(limit)"
    case .notOneParameter(let kind, let count):
      "\(kind) fills one parameter, and it has \(count)"
    case .exampleLacksValue(let name): "its example has no value for parameter '\(quoted(name))'"
    case .exampleMatchesOther(let other): "its example's link matches '\(quoted(other))' instead"
    }
  }
}

/// What a sentence about a way in of kind `kind` begins with: "The link" when it is one.
private func naming(_ kind: WayIn.Kind?) -> String {
  kind.map { capitalized($0.description) } ?? "The link"
}

/// `text` with its first letter in upper case, to begin a sentence.
private func capitalized(_ text: String) -> String {
  text.prefix(1).uppercased() + text.dropFirst()
}

/// Text from a link, safe to quote: see `MessageText`.
private func quoted(_ text: String) -> String {
  MessageText.quoting(text)
}
