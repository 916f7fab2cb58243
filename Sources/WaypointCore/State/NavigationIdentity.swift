/// The stable identity of one screen on a stack.
///
/// Two pushes of the same route make two entries with two identities.
public typealias EntryID = NavigationIdentity<EntryIdentity>

/// The stable identity of one presentation (a sheet or a full-screen cover).
public typealias PresentationID = NavigationIdentity<PresentationIdentity>

/// An identity handed out by a ``NavigationState``: ``EntryID`` for entries,
/// ``PresentationID`` for presentations.
///
/// Identities come from one counter inside the state, so the same operations
/// always produce the same identities (tests and restored states are
/// reproducible), and no entry and no presentation of one state ever share a
/// number. Only operations and restoration create identities.
///
/// # Order
/// Identities order by allocation: a later push or presentation has a larger
/// identity.
public struct NavigationIdentity<Kind: NavigationIdentityKind>: Hashable, Comparable, Codable,
  Sendable, CustomStringConvertible
{
  /// The counter value this identity was allocated from.
  public let rawValue: UInt64

  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `entry#7` or `presentation#3`.
  public var description: String { "\(Kind.label)#\(rawValue)" }

  /// Decodes a bare number, the form snapshots use to stay small.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(UInt64.self)
  }

  /// Encodes a bare number, the form snapshots use to stay small.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// What a ``NavigationIdentity`` identifies; it keeps entry and presentation
/// identities apart at compile time.
public protocol NavigationIdentityKind: Sendable {
  /// The word an identity's description starts with.
  static var label: String { get }
}

/// Marks the identities of entries: see ``EntryID``.
public enum EntryIdentity: NavigationIdentityKind {
  public static var label: String { "entry" }
}

/// Marks the identities of presentations: see ``PresentationID``.
public enum PresentationIdentity: NavigationIdentityKind {
  public static var label: String { "presentation" }
}
