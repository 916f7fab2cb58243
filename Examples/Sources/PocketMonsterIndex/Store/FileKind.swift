import Foundation

/// What stands at a path, as `lstat` sees it: a link is a link, whatever it
/// points at (a folder, `/dev/null`, or nothing).
///
/// pmi reads, replaces and removes only regular files; every other kind is
/// someone else's, and is named in the error that leaves it alone.
public enum FileKind: Hashable, Sendable, CustomStringConvertible {
  /// A regular file: the only kind the store reads or writes.
  case regularFile
  /// A folder (a directory).
  case folder
  /// A symbolic link, dangling or not: never followed.
  case symbolicLink
  /// A named pipe, which would block a reader until someone writes.
  case fifo
  /// A character or block device, such as `/dev/null`.
  case device
  /// A Unix domain socket.
  case socket

  /// `a folder`, `a symbolic link`, …, for a sentence such as "… is a folder, not a file".
  public var description: String {
    switch self {
    case .regularFile: "a file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO"
    case .device: "a device"
    case .socket: "a socket"
    }
  }

  /// The kind of a `stat` mode's file type bits.
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .device  // S_IFCHR, S_IFBLK
    }
  }
}
