// Every sentence the links module says about a refused link, in one place.

extension LinkError {
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
    case .refused(let pattern, let underlying):
      "The link matched '\(pattern)' but was refused: \(underlying)"
    }
  }
}

extension LinkError.Expectation {
  /// What was expected, as a noun phrase: `an integer`, `a number from 1 to
  /// 151`, `a value of type UUID`.
  public var description: String {
    switch self {
    case .value(let type) where type == Int.self: "an integer"
    case .value(let type): "a value of type \(type)"
    case .integer(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
    }
  }
}
