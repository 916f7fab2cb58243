/// Why ``SnapshotFile/save(_:)`` wrote nothing; the old snapshot, if any, is
/// then untouched.
public enum SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot's path holds something other than a regular file (a link,
  /// a folder, a FIFO or a device), which saving would replace or write through.
  case notARegularFile(path: String)
  /// A system call on `path` failed with `code`, the system's `errno`: the
  /// temporary file could not be created or written, or could not replace
  /// the snapshot.
  case writeFailed(path: String, code: Int32)
}
