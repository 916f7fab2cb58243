// Written out because `failed` holds `any Error` and `Expectation` a type, neither of which is
// Equatable.

extension LinkError: Equatable {
  public static func == (lhs: LinkError, rhs: LinkError) -> Bool {
    if case .failed(let a, let b) = lhs, case .failed(let c, let d) = rhs {
      return a == c && Self.same(b, d)
    }
    return lhs.parts == rhs.parts
  }

  /// The case's tag and its values, which decide equality for every case but `failed`.
  ///
  /// One switch over the cases rather than one over pairs of them, which the compiler can no longer
  /// prove exhaustive in reasonable time.
  private var parts: [AnyHashable] {
    switch self {
    case .tooLong(let bytes, let limit, let kind): [0, bytes, limit, kind]
    case .tooManySegments(let count, let limit): [1, count, limit]
    case .tooManyQueryItems(let count, let limit, let kind): [2, count, limit, kind]
    case .missingScheme(let link): [3, link]
    case .unknownScheme(let scheme): [4, scheme]
    case .unknownHost(let host): [5, host]
    case .malformedPercentEncoding(let part): [6, part]
    case .noMatchingPattern(let miss): [7, miss.path, miss.closestPattern]
    case .badParameter(let name, let value, .value(let type)):
      [8, name, value, ObjectIdentifier(type)]
    case .badParameter(let name, let value, .integer(let range)): [14, name, value, range]
    case .missingParameter(let name): [9, name]
    case .failed(let pattern, _): [10, pattern]
    case .userInfoInAuthority(let authority): [11, authority]
    case .portInAuthority(let authority): [12, authority]
    case .backslashInAuthority(let authority): [13, authority]
    case .unknownWayIn(let kind): [15, kind]
    case .dropped(let limit): [16, limit]
    }
  }

  /// Whether two of the app's errors are the same: by their own `==` when their type is
  /// `Equatable`, by their type alone otherwise.
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
