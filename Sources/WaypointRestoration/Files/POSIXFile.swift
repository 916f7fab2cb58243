#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls ``SnapshotFile`` makes, spelled so that none of them follows a symbolic link or
/// opens something other than a regular file.
///
/// Foundation's `Data.write(to:)` and `FileManager` follow links and accept FIFOs, which is how a
/// planted link or node could redirect a save, so the snapshot's own file goes through here
/// instead.
enum POSIXFile {
  /// Why a call failed: the path holds something other than a regular file, a folder on the way to
  /// it is not a folder, or the system refused a call on `path` with an `errno`.
  enum Failure: Error, Equatable {
    case notARegularFile
    case notAFolder(String)
    case system(Int32, path: String)
  }

  /// How old a leftover temporary must be, in seconds, for a save to remove it: far longer than any
  /// save takes, so a save in progress elsewhere is never disturbed.
  static var staleTemporaryAge: Int { 600 }

  /// Reads a regular file, at most `limit + 1` bytes, so a caller can tell a file over the limit
  /// without reading all of it; `nil` when nothing is there, or a file stands where a folder on the
  /// path should.
  ///
  /// The file is opened without following a link and without blocking (on a FIFO), then checked
  /// through its descriptor, so nothing swapped in between a check and the read is read.
  static func readRegularFile(_ path: String, limit: Int) throws(Failure) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      // A link refused by O_NOFOLLOW reports ELOOP.
      throw errno == ELOOP ? .notARegularFile : .system(errno, path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(errno, path: path) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .system(errno, path: path) }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  /// Replaces the regular file at `path`, or creates it, with `bytes`: they go to a new temporary
  /// file beside it, which then takes its place in one rename (see ``SnapshotFile``'s "Safety").
  static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    removeStaleTemporaries(in: folder, for: name)
    let permissions = try self.permissions(at: path) ?? defaultPermissions
    let (descriptor, temporary) = try createTemporary(in: folder, for: name)
    do throws(Failure) {
      defer { close(descriptor) }
      try writeAll(bytes, permissions: permissions, to: descriptor, at: temporary)
      // rename replaces the entry itself: a link swapped in since the check above is replaced,
      // never followed.
      guard rename(temporary, path) == 0 else { throw .system(errno, path: path) }
    } catch {
      unlink(temporary)
      throw error
    }
    // Flushes the folder's entries, so the rename survives a power cut; best effort, as some file
    // systems refuse it.
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Creates the folder at `path` and any missing folder above it, each with `0o777` less the
  /// umask; a link to a folder counts as one.
  ///
  /// `FileManager` reports a file where a folder should be as "a file with the same name already
  /// exists", which names neither; this names it.
  static func makeFolders(_ path: String) throws(Failure) {
    guard !path.isEmpty, !isFolder(path) else { return }
    let slash = path.lastIndex(of: "/")
    if let slash, slash != path.startIndex { try makeFolders(String(path[..<slash])) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw .system(errno, path: path) }
    // EEXIST: something is there, a folder made meanwhile or not a folder at all.
    guard isFolder(path) else { throw .notAFolder(path) }
  }

  /// Whether `path` is a folder, or a link to one.
  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Removes the regular file at `path`, and nothing else: a folder, a link, a FIFO or a device
  /// there is someone else's, and is left alone.
  static func removeRegularFile(_ path: String) throws(Failure) {
    guard try permissions(at: path) != nil else { return }
    // unlink removes an entry, never what a link swapped in meanwhile points at.
    guard unlink(path) == 0 || errno == ENOENT else { throw .system(errno, path: path) }
  }

  /// The permission bits of the regular file at `path`, without following a link; `nil` when
  /// nothing is there.
  static func permissions(at path: String) throws(Failure) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw .system(errno, path: path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
    return status.st_mode & 0o7777
  }

  /// `0o666` less the process's umask, as `Data.write` would give a new file; the mask is read by
  /// setting it, and is put back at once.
  private static var defaultPermissions: mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  /// Creates a new file in `folder` under a name no one can guess, and only if nothing is there:
  /// `O_EXCL` fails on any existing entry, a link too, so a link planted at the name is never
  /// followed.
  ///
  /// - Returns: The open descriptor and the file's path.
  static func createTemporary(
    in folder: String, for name: String, naming: (String) -> String = temporaryName(for:)
  ) throws(Failure) -> (descriptor: Int32, path: String) {
    let path = folder + "/" + naming(name)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .system(errno, path: folder) }
    return (descriptor, path)
  }

  /// `.state.json.1F5C…E1.tmp`: hidden, after the file it replaces, with a random UUID's 122 random
  /// bits.
  static func temporaryName(for name: String) -> String {
    "." + name + "." + UUID().uuidString + ".tmp"
  }

  /// Whether `entry` is a name ``temporaryName(for:)`` gives for `name`.
  static func isTemporaryName(_ entry: String, for name: String) -> Bool {
    let prefix = "." + name + "."
    guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
    return UUID(uuidString: String(entry.dropFirst(prefix.count).dropLast(4))) != nil
  }

  /// Writes all of `bytes` to the file at `path`, gives it `permissions`, and flushes it.
  private static func writeAll(
    _ bytes: [UInt8], permissions: mode_t, to descriptor: Int32, at path: String
  ) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .system(errno, path: path) }
      offset += count
    }
    guard fchmod(descriptor, permissions) == 0, fsync(descriptor) == 0 else {
      throw .system(errno, path: path)
    }
  }

  /// Removes temporaries for `name` in `folder` that a killed process left: those older than
  /// ``staleTemporaryAge``.
  ///
  /// A younger one may be another process's save in progress, so it stays.
  private static func removeStaleTemporaries(in folder: String, for name: String) {
    // Listing a folder follows nothing; each entry is then checked with lstat.
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where isTemporaryName(entry, for: name) {
      let path = folder + "/" + entry
      var status = stat()
      // A regular file or a link (removing a link never touches its target); anything else was not
      // made by a save.
      guard lstat(path, &status) == 0, [S_IFREG, S_IFLNK].contains(status.st_mode & S_IFMT)
      else { continue }
      #if canImport(Darwin)
        let modified = status.st_mtimespec.tv_sec
      #else
        let modified = status.st_mtim.tv_sec
      #endif
      if time(nil) - modified > staleTemporaryAge { unlink(path) }
    }
  }

  /// The system's message for an `errno` value, as `strerror` words it.
  static func message(for code: Int32) -> String {
    String(cString: strerror(code))
  }
}
