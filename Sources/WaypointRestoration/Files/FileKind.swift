/// What is at a snapshot file's path when it is not a regular file.
///
/// ``SnapshotFile`` reads and replaces regular files only: writing into a
/// FIFO blocks or feeds another process, a device node is not the user's
/// data, and a symbolic link may have been planted to redirect the write to
/// a file the app can write but was never meant to.
public enum FileKind: Hashable, Sendable, CustomStringConvertible {
  case directory
  case symbolicLink
  case fifo
  case characterDevice
  case blockDevice
  case socket
  /// A kind the file system reports that none of the others names.
  case unknown
}
