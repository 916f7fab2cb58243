import Foundation

/// The exclusive `flock` on the `.lock` file beside the state file, which
/// every session holds while it reads, merges and writes the team.
///
/// A lock that cannot be taken is an error, never a reason to go on
/// unlocked: two sessions merging blind lost each other's members.
///
/// ```swift
/// let lock = try StoreLock(at: lockURL.path)
/// defer { lock.release() }
/// ```
struct StoreLock {
  private let descriptor: Int32

  /// Waits for the lock at `path`, creating the file (600) if it is missing.
  ///
  /// - Throws: ``StoreError/lockUnavailable(cause:)`` when a folder, a link
  ///   (even a dangling one), a FIFO or a device stands at `path`, or the
  ///   system refuses (another user's file, a read-only folder).
  init(at path: String) throws(StoreError) {
    do throws(StoreError) {
      // Checked first, so no device or FIFO is ever opened.
      if let kind = try StoreFile.kind(at: path), kind != .regularFile {
        throw .notAFile(path: path, kind: kind)
      }
      descriptor = try Self.open(path)
    } catch {
      throw .lockUnavailable(cause: error)
    }
  }

  /// Lets the next session in; call it once.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Opens and locks the regular file at `path`.
  ///
  /// `O_NOFOLLOW`: a link planted since the check must not make pmi create
  /// a file wherever it points.
  private static func open(_ path: String) throws(StoreError) -> Int32 {
    let flags = O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
    let descriptor = Foundation.open(path, flags, 0o600)
    guard descriptor >= 0 else {
      switch errno {
      case ELOOP: throw .notAFile(path: path, kind: .symbolicLink)
      case EISDIR: throw .notAFile(path: path, kind: .folder)
      default: throw .failed(.lock, path: path, code: errno)
      }
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regularFile else {
      close(descriptor)
      throw .notAFile(path: path, kind: FileKind(mode: status.st_mode))
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw .failed(.lock, path: path, code: code)
      }
    }
    return descriptor
  }
}
