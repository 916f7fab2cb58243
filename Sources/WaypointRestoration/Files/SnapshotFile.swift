public import Foundation
public import WaypointCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps one snapshot in a file, written atomically: the bytes go to a
/// temporary file beside it, which then replaces the old file in one rename,
/// so a crash mid-write leaves either the old snapshot or the new one.
///
/// ```swift
/// let file = SnapshotFile(url: stateURL, coder: coder)
/// if let restored = try file.load() { start(from: restored.state) }
/// try file.save(navigator.state)
/// ```
///
/// # Safety
/// The folder may be shared with someone who should not be able to make the
/// app overwrite their choice of file. So the temporary file is created only
/// if nothing is at its name, under a name with 128 random bits, and no link
/// is ever followed; the snapshot is read and replaced only when it is a
/// regular file, not a link, a folder, a FIFO or a device, which
/// ``SnapshotFileError/notARegularFile(path:kind:)`` and
/// ``RestorationError/Cause/notARegularFile(path:kind:)`` name. A replaced
/// snapshot keeps its permission bits; a new one gets `0o666` less the umask.
/// Temporaries a killed process left behind are removed by the next save once
/// they are ten minutes old.
public struct SnapshotFile<Schema: NavigationSchema>: Sendable {
  /// Where the snapshot lives.
  public let url: URL
  /// How it is encoded and restored.
  public let coder: SnapshotCoder<Schema>

  /// Creates a snapshot file; nothing is read or written yet.
  public init(url: URL, coder: SnapshotCoder<Schema>) {
    self.url = url
    self.coder = coder
  }

  /// How old a leftover temporary must be for a save to remove it: far longer
  /// than any save takes, so a save in progress elsewhere is never disturbed.
  static var staleTemporaryAge: Double { 600 }

  /// Writes `state`, creating the folder if needed, replacing the old snapshot atomically.
  ///
  /// - Parameter state: The state to save.
  /// - Throws: An encoding error, a ``SnapshotFileError``, or the folder's
  ///   creation error; the old snapshot is then untouched.
  public func save(_ state: NavigationState<Schema>) throws {
    let data = try coder.encode(state)
    let folderURL = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
    let folder = folderURL.path
    let name = url.lastPathComponent
    POSIXFile.removeStaleTemporaries(in: folder, for: name, olderThan: Self.staleTemporaryAge)

    let existing: POSIXFile.Node?
    do throws(POSIXCode) {
      existing = try POSIXFile.node(at: url.path)
    } catch {
      throw SnapshotFileError.notReplaced(path: url.path, code: error.rawValue)
    }
    var permissions: mode_t?
    switch existing {
    case .other(let kind): throw SnapshotFileError.notARegularFile(path: url.path, kind: kind)
    case .regular(let bits): permissions = bits
    case nil: break
    }

    let temporary: (descriptor: Int32, path: String)
    do throws(POSIXCode) {
      temporary = try POSIXFile.createTemporary(in: folder, for: name)
    } catch {
      throw SnapshotFileError.temporaryNotCreated(folder: folder, code: error.rawValue)
    }
    do {
      defer { close(temporary.descriptor) }
      do throws(POSIXCode) {
        // A new file gets what `Data.write` would give it: 0o666 less the umask.
        try POSIXFile.writeAll(
          [UInt8](data), permissions: permissions ?? Self.defaultPermissions,
          to: temporary.descriptor)
      } catch {
        throw SnapshotFileError.temporaryNotWritten(path: temporary.path, code: error.rawValue)
      }
      // rename replaces the entry itself: a link swapped in since the check
      // above is replaced, never followed.
      guard rename(temporary.path, url.path) == 0 else {
        throw SnapshotFileError.notReplaced(path: url.path, code: errno)
      }
    } catch {
      unlink(temporary.path)
      throw error
    }
    POSIXFile.syncFolder(folder)
  }

  /// `0o666` less the process's umask, read without changing it for long.
  private static var defaultPermissions: mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  /// Reads and restores the snapshot.
  ///
  /// - Returns: The restored state with its issues, or `nil` when there is no file yet.
  /// - Throws: ``RestorationError`` when the file is empty, too large,
  ///   unreadable, not a regular file, or of a newer format.
  public func load() throws(RestorationError) -> RestoredState<Schema>? {
    let limit = coder.limits.maximumBytes
    let bytes: [UInt8]
    do throws(POSIXFile.ReadFailure) {
      bytes = try POSIXFile.readRegularFile(url.path, limit: limit)
    } catch {
      switch error {
      // Nothing there: the path, or a folder on it, does not exist (ENOTDIR:
      // a file stands where a folder should, so no snapshot can be inside).
      case .system(let code) where code.rawValue == ENOENT || code.rawValue == ENOTDIR:
        return nil
      case .system(let code):
        throw .unreadable(.fileUnreadable(path: url.path, code: Self.cocoaCode(code)))
      case .notARegularFile(let kind):
        throw .unreadable(.notARegularFile(path: url.path, kind: kind))
      }
    }
    guard bytes.count <= limit else {
      // Only limit + 1 bytes were read: say how large the file is.
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
      throw .tooLarge(bytes: size ?? bytes.count, limit: limit)
    }
    return try coder.restore(from: Data(bytes))
  }

  /// The Cocoa code that says what `code` says, as Foundation's reads report it.
  private static func cocoaCode(_ code: POSIXCode) -> CocoaError.Code {
    switch code.rawValue {
    case EACCES, EPERM: .fileReadNoPermission
    case ENOENT: .fileReadNoSuchFile
    default: .fileReadUnknown
    }
  }

  /// Deletes the snapshot, if there is one.
  ///
  /// - Throws: A file-system error other than the file being absent.
  public func remove() throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
