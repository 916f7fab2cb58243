import Foundation

/// The exclusive `flock` on the `.lock` file beside the state file, which
/// every session holds while it reads, merges and writes the team.
///
/// A lock that cannot be taken is an error, never a reason to go on
/// unlocked: two sessions merging blind lost each other's members. Nor is
/// it waited for forever: a session holds it for milliseconds, so one held
/// for longer than the wait is stuck (a process stopped mid-save, or another
/// program), and the error names its holder.
///
/// ```swift
/// let lock = try StoreLock(at: lockURL.path, waitingAtMost: .seconds(10))
/// defer { lock.release() }
/// ```
struct StoreLock {
  private let descriptor: Int32

  /// Takes the lock at `path`, creating the file (600) if it is missing,
  /// waiting at most `wait` for another process to let it go.
  ///
  /// - Throws: ``StoreError/lockUnavailable(cause:)`` when a folder, a link
  ///   (even a dangling one), a FIFO or a device stands at `path`, the
  ///   system refuses (another user's file, a read-only folder), or another
  ///   process holds the lock for longer than `wait`
  ///   (``StoreError/lockHeld(path:holder:waited:)``).
  init(at path: String, waitingAtMost wait: Duration) throws(StoreError) {
    do throws(StoreError) {
      // Checked first, so no device or FIFO is ever opened.
      if let kind = try StoreFile.kind(at: path), kind != .regularFile {
        throw .notAFile(path: path, kind: kind)
      }
      descriptor = try Self.open(path)
      do throws(StoreError) {
        try Self.lock(descriptor, at: path, waitingAtMost: wait)
      } catch {
        close(descriptor)
        throw error
      }
    } catch {
      throw .lockUnavailable(cause: error)
    }
  }

  /// Lets the next session in; call it once.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Opens the regular file at `path`.
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
    return descriptor
  }

  /// Locks the file open at `descriptor`, trying again for `wait` while
  /// another process holds it.
  ///
  /// `flock` has no timeout, so the lock is tried without blocking, with
  /// pauses from 1 ms up to 50 ms between tries.
  private static func lock(_ descriptor: Int32, at path: String, waitingAtMost wait: Duration)
    throws(StoreError)
  {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: wait)
    var pause = Duration.milliseconds(1)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        let left = deadline - clock.now
        guard left > .zero else {
          throw .lockHeld(path: path, holder: LockHolder.of(descriptor), waited: wait)
        }
        sleep(for: min(pause, left))
        pause = min(pause * 2, .milliseconds(50))
      default: throw .failed(.lock, path: path, code: errno)
      }
    }
  }

  /// Blocks the thread for `duration`: the store is synchronous, and its
  /// callers wait for it anyway.
  private static func sleep(for duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var left = timespec()
    // Interrupted by a signal: sleeps what was left.
    while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
  }
}
