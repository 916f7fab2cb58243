/// Why ``SnapshotFile/save(_:)`` wrote nothing; the old snapshot, if any, is
/// then untouched.
///
/// Every case names the path it is about, and `code` is the `errno` the
/// system gave, shown by its message in ``description``.
public enum SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot's path holds something other than a regular file, which
  /// saving would replace or write through.
  case notARegularFile(path: String, kind: FileKind)
  /// No temporary file could be created in the snapshot's folder.
  case temporaryNotCreated(folder: String, code: Int32)
  /// The temporary file could not be written, or flushed to disk.
  case temporaryNotWritten(path: String, code: Int32)
  /// The temporary file could not replace the snapshot.
  case notReplaced(path: String, code: Int32)
}
