/// The stable identity of one screen on a stack, from the state's counter.
///
/// Two pushes of the same route make two entries with two identities (see ``NavigationState``).
public struct EntryID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The counter value this identity was allocated from.
  package let rawValue: UInt64

  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `entry#7`.
  public var description: String { "entry#\(rawValue)" }

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
