/// The stable identity of one screen on a stack.
///
/// Two pushes of the same route make two entries with two identities. Identities
/// come from a counter inside ``NavigationState``, so the same operations always
/// produce the same identities: tests and restored states are reproducible.
public struct EntryID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The counter value this identity was allocated from.
  public let rawValue: UInt64

  /// Creates an identity from a counter value; used by decoding and tests.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders identities by allocation: a later push has a larger identity.
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `entry#7` for the identity allocated from 7.
  public var description: String { "entry#\(rawValue)" }

  /// Encodes as a bare number to keep snapshots small.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes as a bare number to keep snapshots small.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
