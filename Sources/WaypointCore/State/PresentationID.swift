/// The stable identity of one presentation (a sheet or a full-screen cover).
///
/// Allocated from the same counter as ``EntryID``, so no presentation and no
/// entry of one state ever share a number.
public struct PresentationID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The counter value this identity was allocated from.
  public let rawValue: UInt64

  /// Creates an identity from a counter value; used by decoding and tests.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders identities by allocation: a later presentation has a larger identity.
  public static func < (lhs: PresentationID, rhs: PresentationID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `presentation#3` for the identity allocated from 3.
  public var description: String { "presentation#\(rawValue)" }

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
