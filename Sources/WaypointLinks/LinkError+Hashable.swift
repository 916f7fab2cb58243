import WaypointCore

// Written out because `refused` holds `any Error`, which is not Hashable.

extension LinkError {
  public static func == (lhs: LinkError, rhs: LinkError) -> Bool {
    switch (lhs, rhs) {
    case (.tooLong(let a, let b), .tooLong(let c, let d)): a == c && b == d
    case (.tooManySegments(let a, let b), .tooManySegments(let c, let d)): a == c && b == d
    case (.tooManyQueryItems(let a, let b), .tooManyQueryItems(let c, let d)): a == c && b == d
    case (.missingScheme(let a), .missingScheme(let b)): a == b
    case (.unknownScheme(let a), .unknownScheme(let b)): a == b
    case (.unknownHost(let a), .unknownHost(let b)): a == b
    case (.malformedPercentEncoding(let a), .malformedPercentEncoding(let b)): a == b
    case (.noMatchingPattern(let a, let b), .noMatchingPattern(let c, let d)): a == c && b == d
    case (.badParameter(let a, let b, let c), .badParameter(let d, let e, let f)):
      a == d && b == e && c == f
    case (.missingParameter(let a), .missingParameter(let b)): a == b
    case (.refused(let a, let b), .refused(let c, let d)): a == c && Self.same(b, d)
    case (.tooLong, _), (.tooManySegments, _), (.tooManyQueryItems, _), (.missingScheme, _),
      (.unknownScheme, _), (.unknownHost, _), (.malformedPercentEncoding, _),
      (.noMatchingPattern, _), (.badParameter, _), (.missingParameter, _), (.refused, _):
      false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .tooLong(let length, let limit): hasher.combine(case: 0, length, limit)
    case .tooManySegments(let count, let limit): hasher.combine(case: 1, count, limit)
    case .tooManyQueryItems(let count, let limit): hasher.combine(case: 2, count, limit)
    case .missingScheme(let link): hasher.combine(case: 3, link)
    case .unknownScheme(let scheme): hasher.combine(case: 4, scheme)
    case .unknownHost(let host): hasher.combine(case: 5, host)
    case .malformedPercentEncoding(let part): hasher.combine(case: 6, part)
    case .noMatchingPattern(let path, let closest): hasher.combine(case: 7, path, closest)
    case .badParameter(let name, let value, let expected):
      hasher.combine(case: 8, name, value, expected)
    case .missingParameter(let name): hasher.combine(case: 9, name)
    // Only the type: equal errors always share it, while their values need not
    // be Hashable, and errors of other types compare by type alone.
    case .refused(let pattern, let underlying):
      hasher.combine(case: 10, pattern, ObjectIdentifier(type(of: underlying)))
    }
  }

  /// Whether two of the app's errors are the same: by their own `==` when
  /// their type is `Equatable`, by their type alone otherwise.
  private static func same(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    guard let lhs = lhs as? any Equatable else { return true }
    return lhs.isEqual(to: rhs)
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: any Error) -> Bool {
    (other as? Self) == self
  }
}

extension Hasher {
  /// Combines a case's tag and its values.
  fileprivate mutating func combine<each Value: Hashable>(
    case tag: Int, _ values: repeat each Value
  ) {
    combine(tag)
    repeat combine(each values)
  }
}
