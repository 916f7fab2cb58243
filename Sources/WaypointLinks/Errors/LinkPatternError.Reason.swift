extension LinkPatternError {
  /// What makes a pattern invalid.
  public enum Reason: Hashable, Sendable {
    /// A segment is a lone `:`.
    case unnamedParameter
    /// Two parameters have this name, so a link's values could not be told apart.
    case repeatedParameter(String)
    /// This static segment has a `%` not followed by two hex digits, or decodes to bytes that are
    /// not UTF-8.
    case malformedPercentEncoding(String)
    /// A prefix given to ``LinkRouter/mount(_:at:)`` has this parameter segment, such as `:id`; a
    /// prefix is static segments only.
    case parameterInPrefix(String)
    /// The pattern, or a prefix given to ``LinkRouter/mount(_:at:)``, has `count` segments, more
    /// than the `limit` of the router's ``LinkLimits``, so no link it accepts could match.
    case tooManySegments(count: Int, limit: Int)
    /// The pattern is registered for an entity, whose identifier fills the pattern's one parameter,
    /// but has `count` parameters.
    case notOneParameter(WayIn.Kind, count: Int)
    /// The example registered with the pattern has no value for this parameter.
    case exampleLacksValue(String)
    /// The example registered with the pattern writes a link this other pattern matches, as a
    /// static segment wins over a parameter: ``LinkRouter/map()`` reports it.
    case exampleMatchesOther(String)
  }
}
