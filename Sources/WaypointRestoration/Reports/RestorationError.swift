/// Why a snapshot could not be restored at all.
///
/// Damage inside a readable snapshot is not an error: it is cut out and listed in
/// ``RestoredState/issues``. These cases are for data with nothing to restore.
///
/// ```swift
/// do throws(RestorationError) {
///   restored = try coder.restore(from: data)
/// } catch {
///   print(error)                           // The snapshot has format 4; this version reads format 1.
///   print(error.recoverySuggestion ?? "")  // Update the app: a newer version of it wrote this snapshot.
/// }
/// ```
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot has no bytes.
  case empty
  /// The snapshot is larger than the coder's `maximumBytes`.
  case tooLarge(bytes: Int, limit: Int)
  /// The data is not a snapshot: not a JSON object with a snapshot format, or damaged before any of
  /// it can be read.
  case notASnapshot
  /// The snapshot was written by a newer, unknown format.
  case unsupportedFormat(found: Int, supported: Int)
  /// ``SnapshotFile`` found the file but could not read it; `code` is the system's `errno`.
  case unreadableFile(path: String, code: Int32)
  /// ``SnapshotFile`` found something other than a regular file at `path` (a link, a folder, a FIFO
  /// or a device) and read nothing.
  case notARegularFile(path: String)
}
