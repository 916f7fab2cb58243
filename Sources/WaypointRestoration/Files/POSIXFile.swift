import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few system calls ``SnapshotFile`` needs, spelled so that none of them
/// follows a symbolic link or opens something other than a regular file.
///
/// Foundation's `Data.write(to:)` and `FileManager` follow links and accept
/// FIFOs, which is how a planted link or node could redirect a save, so the
/// snapshot's own file goes through here instead.
enum POSIXFile {
  /// What `lstat` says is at `path`: `nil` when nothing is, the kind when it
  /// is not a regular file, and the permission bits when it is one.
  enum Node: Equatable {
    case regular(permissions: mode_t)
    case other(FileKind)
  }

  /// The node at `path`, without following a link; `nil` when there is none.
  ///
  /// - Throws: The `errno` of a failure other than the path being absent.
  static func node(at path: String) throws(POSIXCode) -> Node? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw POSIXCode(errno)
    }
    return node(status)
  }

  static func node(_ status: stat) -> Node {
    switch status.st_mode & S_IFMT {
    case S_IFREG: .regular(permissions: status.st_mode & 0o7777)
    case S_IFDIR: .other(.directory)
    case S_IFLNK: .other(.symbolicLink)
    case S_IFIFO: .other(.fifo)
    case S_IFCHR: .other(.characterDevice)
    case S_IFBLK: .other(.blockDevice)
    case S_IFSOCK: .other(.socket)
    default: .other(.unknown)
    }
  }

  /// Reads a regular file, at most `limit + 1` bytes, so a caller can tell a
  /// file over the limit without reading all of it.
  ///
  /// The file is opened without following a link and without blocking, then
  /// checked through its descriptor, so nothing swapped in between a check
  /// and the read is read.
  static func readRegularFile(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // A link refused by O_NOFOLLOW reports ELOOP.
      if errno == ELOOP { throw .notARegularFile(.symbolicLink) }
      throw .system(POSIXCode(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(POSIXCode(errno)) }
    if case .other(let kind) = node(status) { throw .notARegularFile(kind) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(POSIXCode(errno))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  enum ReadFailure: Error {
    case notARegularFile(FileKind)
    case system(POSIXCode)
  }

  /// Creates a new file in `folder` under a name no one can guess, and only
  /// if nothing is there: `O_EXCL` fails on any existing entry, a link too,
  /// so a link planted at the name is never followed.
  ///
  /// - Returns: The open descriptor and the file's path.
  static func createTemporary(
    in folder: String, for name: String, naming: (String) -> String = temporaryName(for:)
  ) throws(POSIXCode) -> (descriptor: Int32, path: String) {
    // A clash with another temporary is astronomically rare but not an
    // error: try another name, a few times.
    var code = EEXIST
    for _ in 0..<8 {
      let path = folder + "/" + naming(name)
      let descriptor = open(
        path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (descriptor, path) }
      code = errno
      guard code == EEXIST else { break }
    }
    throw POSIXCode(code)
  }

  /// `.state.json.3f9c…e1.tmp`: hidden, after the file it replaces, with 128
  /// random bits.
  static func temporaryName(for name: String) -> String {
    var random = SystemRandomNumberGenerator()
    let bits = (0..<2).map { _ in
      let hex = String(random.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
    return "." + name + "." + bits.joined() + ".tmp"
  }

  /// Whether `entry` is a name ``temporaryName(for:)`` gives for `name`.
  static func isTemporaryName(_ entry: String, for name: String) -> Bool {
    let prefix = "." + name + "."
    guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
    let middle = entry.dropFirst(prefix.count).dropLast(4)
    return middle.count == 32 && middle.allSatisfy(\.isHexDigit)
  }

  /// Writes all of `bytes`, gives the file `permissions`, and flushes it.
  static func writeAll(_ bytes: [UInt8], permissions: mode_t?, to descriptor: Int32)
    throws(POSIXCode)
  {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw POSIXCode(errno)
      }
      offset += count
    }
    if let permissions, fchmod(descriptor, permissions) != 0 { throw POSIXCode(errno) }
    guard fsync(descriptor) == 0 else { throw POSIXCode(errno) }
  }

  /// Removes temporaries for `name` in `folder` older than `age` seconds:
  /// those a killed process left. A younger one may be another process's
  /// save in progress, so it stays.
  static func removeStaleTemporaries(in folder: String, for name: String, olderThan age: Double) {
    // Listing a folder follows nothing; each entry is then checked with lstat.
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    for entryName in entries where isTemporaryName(entryName, for: name) {
      let path = folder + "/" + entryName
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      // A regular file or a link (removing a link never touches its target);
      // anything else was not made by a save.
      let kind = status.st_mode & S_IFMT
      guard kind == S_IFREG || kind == S_IFLNK else { continue }
      #if canImport(Darwin)
        let modified = status.st_mtimespec.tv_sec
      #else
        let modified = status.st_mtim.tv_sec
      #endif
      if Double(now.tv_sec - modified) > age { unlink(path) }
    }
  }

  /// Flushes a folder's entries, so a rename in it survives a power cut;
  /// best effort, as some file systems refuse it.
  static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

/// An `errno` value, as an error.
struct POSIXCode: Error, Equatable {
  var rawValue: Int32
  init(_ rawValue: Int32) { self.rawValue = rawValue }
}
