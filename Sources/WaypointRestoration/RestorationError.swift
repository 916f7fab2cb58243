import WaypointCore

/// Why a snapshot could not be restored at all.
///
/// Damage inside a readable snapshot is not an error: it is cut out and listed
/// in ``RestoredState/issues``. These cases are for data with nothing to save.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot has no bytes.
  case empty
  /// The snapshot is larger than the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not a snapshot (not JSON, truncated, or the wrong shape).
  case unreadable(String)
  /// The snapshot was written by a newer, unknown format.
  case unsupportedFormat(found: Int, supported: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .empty:
      "The snapshot is empty."
    case .tooLarge(let bytes, let limit):
      "The snapshot has \(bytes) bytes; the limit is \(limit)."
    case .unreadable(let reason):
      "The snapshot cannot be read: \(reason)"
    case .unsupportedFormat(let found, let supported):
      "The snapshot has format \(found); this version reads formats up to \(supported)."
    }
  }
}
