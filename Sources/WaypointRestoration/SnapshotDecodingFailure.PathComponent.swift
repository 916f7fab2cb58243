import WaypointCore

extension SnapshotDecodingFailure {
  /// One step of a coding path: a key of an object, or an index in a list.
  public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
    /// The value under this key.
    case key(String)
    /// The value at this index.
    case index(Int)

    /// The step a coding key takes; a key with an integer value is an index.
    init(_ key: any CodingKey) {
      self = key.intValue.map(Self.index) ?? .key(key.stringValue)
    }
  }
}
