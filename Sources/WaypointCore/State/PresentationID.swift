/// The stable identity of one presentation, from the state's counter (see ``NavigationState``).
public struct PresentationID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The counter value this identity was allocated from.
  package let rawValue: UInt64

  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `presentation#3`.
  public var description: String { "presentation#\(rawValue)" }

  /// Decodes a bare number, the form snapshots use.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes a bare number, the form snapshots use.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
