import WaypointCore

extension SnapshotDecodingFailure {
  /// What a decoder found wrong, by the case of `DecodingError` it threw.
  public enum Problem: Hashable, Sendable {
    /// A value of another type stood where a value of the `expected` type
    /// was to be decoded.
    case typeMismatch(expected: String)
    /// A value of the `expected` type was to be decoded, and there was none
    /// (a null, or the end of a list).
    case valueNotFound(expected: String)
    /// An object lacks this key.
    case keyNotFound(String)
    /// The data is damaged: not valid JSON, cut short, or a value the type refuses.
    case dataCorrupted
    /// The type's own `init(from:)` threw an error of this type, which is
    /// not a `DecodingError`.
    case otherError(type: String)
  }
}
