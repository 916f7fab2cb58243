import WaypointCore

/// Why a snapshot could not be restored at all.
///
/// Damage inside a readable snapshot is not an error: it is cut out and listed
/// in ``RestoredState/issues``. These cases are for data with nothing to save.
///
/// ```swift
/// do throws(RestorationError) {
///   restored = try coder.restore(from: data)
/// } catch {
///   print(error)                           // The snapshot has format 4; this version reads formats up to 3.
///   print(error.recoverySuggestion ?? "")  // Update the app: a newer version of it wrote this snapshot.
/// }
/// ```
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot has no bytes.
  case empty
  /// The snapshot is larger than ``RestorationLimits/maximumBytes``.
  case tooLarge(bytes: Int, limit: Int)
  /// The bytes are not a snapshot, or its envelope cannot be read.
  case unreadable(Cause)
  /// The snapshot was written by a newer, unknown format.
  case unsupportedFormat(found: Int, supported: Int)
}
