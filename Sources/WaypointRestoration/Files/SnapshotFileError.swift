/// Why ``SnapshotFile/save(_:)`` or ``SnapshotFile/remove()`` changed nothing; the old snapshot, if
/// any, is then untouched.
///
/// Each case names the snapshot's path; its description says why, in a sentence: `Cannot save the
/// snapshot '/x/y/state.json': '/x/y' is not a folder.`
public enum SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot's path holds something other than a regular file (a link, a folder, a FIFO or a
  /// device), which saving would replace or write through, and removing would delete: it is left
  /// alone.
  case notARegularFile(path: String)
  /// `folder`, on the way to the snapshot at `path`, is a file or something else that is not a
  /// folder, so the snapshot cannot be created there.
  case notAFolder(path: String, folder: String)
  /// A system call failed with `code`, the system's `errno`, while the snapshot at `path` was
  /// written or removed: its temporary file could not be created or written, or could not replace
  /// the snapshot.
  case writeFailed(path: String, code: Int32)
  /// The snapshot at `path` has format `found`, newer than the `supported` one this version writes:
  /// a newer version of the app wrote it, and saving would lose it for that version, so it is left
  /// alone.
  case unsupportedFormat(path: String, found: Int, supported: Int)
}
