import WaypointCore

/// How a ``SnapshotCoder`` writes snapshots.
///
/// Restoring reads either, whichever the coder writes.
public enum SnapshotEncoding: String, Hashable, Sendable, CaseIterable {
  /// Length-prefixed binary behind the bytes `WPT`: small, fast, and a file cut
  /// short still restores what precedes the cut.
  case compact
  /// JSON, for state files people want to read; slower and larger.
  case json

  /// The first bytes of a compact snapshot.
  static let compactMagic: [UInt8] = Array("WPT".utf8)
}
