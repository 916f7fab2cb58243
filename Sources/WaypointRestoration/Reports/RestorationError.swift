/// Why a snapshot could not be restored at all, or why ``SnapshotFile`` could not save or remove it;
/// a snapshot file that was not saved or removed is then untouched.
///
/// Damage inside a readable snapshot is not an error: it is cut out and listed in
/// ``RestoredState/issues``. These cases are for data with nothing to restore, and for a file that
/// cannot be read or written. Each case about the file names its path; the description says why, in
/// a sentence: `Cannot save the snapshot '/x/y/pmi.json': '/x/y' is not a folder.`
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
  /// The snapshot's path holds something other than a regular file (a link, a folder, a FIFO or a
  /// device), which reading would read through, saving would replace or write through, and
  /// removing would delete: it is left alone.
  case notARegularFile(path: String)
  /// `folder`, on the way to the snapshot at `path`, is a file or something else that is not a
  /// folder, so the snapshot cannot be saved there.
  case notAFolder(path: String, folder: String)
  /// A system call failed with `code`, the system's `errno`, while the snapshot at `path` was
  /// written or removed: its temporary file could not be created or written, or could not replace
  /// the snapshot.
  case writeFailed(path: String, code: Int32)
  /// ``SnapshotFile/save(_:)`` found a snapshot at `path` of format `found`, newer than the
  /// `supported` one this version writes: a newer version of the app wrote it, and saving would
  /// lose it for that version, so it is left alone.
  case newerFormatKept(path: String, found: Int, supported: Int)
}
