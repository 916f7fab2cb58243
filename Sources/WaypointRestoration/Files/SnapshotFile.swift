public import WaypointCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Keeps one snapshot in a file, written atomically: the bytes go to a temporary file beside it,
/// which then replaces the old file in one rename, so a crash mid-write leaves either the old
/// snapshot or the new one.
///
/// # Safety
/// The folder may be shared with someone who should not be able to make the app overwrite their
/// choice of file. So the temporary file is created only if nothing is at its name, under a name
/// with 122 random bits, and no link is ever followed; the snapshot is read and replaced only when
/// it is a regular file, not a link, a folder, a FIFO or a device. A replaced snapshot keeps its
/// permission bits; a new one gets `0o666` less the umask. Temporaries a killed process left behind
/// are removed by the next save once they are ten minutes old.
public struct SnapshotFile<Schema: NavigationSchema>: Sendable {
  /// Where the snapshot lives.
  public let url: URL
  let coder: SnapshotCoder<Schema>

  /// Creates a snapshot file; nothing is read or written yet.
  public init(url: URL, coder: SnapshotCoder<Schema>) {
    self.url = url
    self.coder = coder
  }

  /// Writes `state`, creating the folder if needed, replacing the old snapshot atomically.
  ///
  /// - Throws: An encoding error, or a ``RestorationError`` naming the snapshot and the cause,
  ///   such as a snapshot of a newer format there; the old snapshot is then untouched.
  public func save(_ state: NavigationState<Schema>) throws {
    let data = try coder.encode(state)
    if let found = savedFormat(), found > SnapshotCoder<Schema>.format {
      throw RestorationError.newerFormatKept(
        path: url.path, found: found, supported: SnapshotCoder<Schema>.format)
    }
    do throws(POSIXFile.Failure) {
      try POSIXFile.makeFolders(url.deletingLastPathComponent().path)
      try POSIXFile.replace(url.path, with: [UInt8](data))
    } catch {
      throw fileError(error, reading: false)
    }
  }

  /// The format of the snapshot saved there, read from the file's readable part even if the rest is
  /// damaged, without restoring it.
  ///
  /// A snapshot of a format newer than ``SnapshotCoder/format`` is a newer version's: ``save(_:)``
  /// never replaces it, and an app that saves other files beside it can ask first.
  ///
  /// - Returns: The format, or `nil` when there is no snapshot, it cannot be read, it is not a
  ///   regular file, or its readable part names no format.
  public func savedFormat() -> Int? {
    guard let bytes = try? POSIXFile.readRegularFile(url.path, limit: coder.maximumBytes)
    else { return nil }
    return coder.format(of: Data(bytes))
  }

  /// Reads and restores the snapshot.
  ///
  /// - Returns: The restored state with its issues, or `nil` when there is no file yet.
  /// - Throws: ``RestorationError`` when the file is empty, too large, unreadable, not a regular
  ///   file, or of a newer format.
  public func load() throws(RestorationError) -> RestoredState<Schema>? {
    let limit = coder.maximumBytes
    let read: [UInt8]?
    do throws(POSIXFile.Failure) {
      read = try POSIXFile.readRegularFile(url.path, limit: limit)
    } catch {
      throw fileError(error, reading: true)
    }
    guard let bytes = read else { return nil }
    guard bytes.count <= limit else {
      // Only limit + 1 bytes were read: say how large the file is.
      let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
      throw .tooLarge(bytes: size ?? bytes.count, limit: limit)
    }
    return try coder.restore(from: Data(bytes))
  }

  /// Deletes the snapshot, if there is one; only a regular file is deleted.
  ///
  /// - Throws: ``RestorationError/notARegularFile(path:)`` for a folder, a link, a FIFO or a
  ///   device at the snapshot's path, which is left alone;
  ///   ``RestorationError/writeFailed(path:code:)`` when the system refuses.
  public func remove() throws(RestorationError) {
    do throws(POSIXFile.Failure) {
      try POSIXFile.removeRegularFile(url.path)
    } catch {
      throw fileError(error, reading: false)
    }
  }

  /// The error a caller sees: about the snapshot, whichever file or folder the failed call was on
  /// (a temporary's name means nothing to a user).
  private func fileError(_ failure: POSIXFile.Failure, reading: Bool) -> RestorationError {
    switch failure {
    case .notARegularFile: .notARegularFile(path: url.path)
    case .notAFolder(let folder): .notAFolder(path: url.path, folder: folder)
    case .system(let code, _):
      reading
        ? .unreadableFile(path: url.path, code: code) : .writeFailed(path: url.path, code: code)
    }
  }
}
