import Foundation

/// The system calls behind the store's own files (the team, the lock, the
/// copies kept aside), spelled so that none follows a link or touches
/// anything but a regular file.
///
/// Foundation's `Data.write(to:options: .atomic)` widened a 600 team file to
/// 644, left its temporaries behind when killed, and `FileManager` follows
/// links and removes folders whole; the store's files go through here.
enum StoreFile {
  /// What is at `path`, without following a link; nil when nothing is (or a
  /// file stands where a folder on the way should be, which saving reports).
  static func kind(at path: String) throws(StoreError) -> FileKind? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .failed(.read, path: path, code: errno)
    }
    return FileKind(mode: status.st_mode)
  }

  /// The bytes of the regular file at `path`, at most `limit`; nil when
  /// nothing is there.
  ///
  /// Checked with lstat, then opened without following a link and without
  /// blocking (on a FIFO swapped in since the check), and checked again
  /// through its descriptor.
  static func read(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
    // Checked first, so no device is ever opened.
    guard let kind = try kind(at: path) else { return nil }
    guard kind == .regularFile else { throw .notAFile(path: path, kind: kind) }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      if errno == ELOOP { throw .notAFile(path: path, kind: .symbolicLink) }
      throw .failed(.read, path: path, code: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .failed(.read, path: path, code: errno) }
    guard FileKind(mode: status.st_mode) == .regularFile else {
      throw .notAFile(path: path, kind: FileKind(mode: status.st_mode))
    }
    guard status.st_size <= limit else {
      throw .tooLarge(path: path, size: Int(status.st_size), limit: limit)
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress.map { $0 + count }, $0.count - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw .failed(.read, path: path, code: errno) }
      if got == 0 { break }  // cut short since fstat: what was read is what there is
      count += got
    }
    return Array(bytes.prefix(count))
  }

  // MARK: - Writing

  /// Replaces the regular file at `path`, or creates it, with `bytes`, in
  /// one rename of a temporary written beside it.
  ///
  /// A replaced file keeps its permission bits; a new one gets
  /// `permissions`: 600 by default, as the team is the user's own business.
  static func replace(_ path: String, with bytes: [UInt8], creating permissions: mode_t = 0o600)
    throws(StoreError)
  {
    let (folder, name) = split(path)
    let existing = try kind(at: path)
    guard existing == nil || existing == .regularFile else {
      throw .notAFile(path: path, kind: existing ?? .regularFile)
    }
    let permissions = try existing == nil ? permissions : self.permissions(path)
    let temporary = folder + "/" + temporaryName(for: name)
    // O_EXCL: created only where nothing is, so a link planted there is never followed.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .failed(.write, path: path, code: errno) }
    do throws(StoreError) {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, path: path)
      guard fchmod(descriptor, permissions) == 0, fsync(descriptor) == 0,
        rename(temporary, path) == 0
      else { throw .failed(.write, path: path, code: errno) }
    } catch {
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
  }

  /// Creates the folder at `path` and any missing one above it, each 700:
  /// the session is nobody else's.
  static func makeFolders(_ path: String, for file: String) throws(StoreError) {
    guard !path.isEmpty, !isFolder(path) else { return }
    let (parent, _) = split(path)
    if parent != path, !parent.isEmpty { try makeFolders(parent, for: file) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .failed(.create, path: file, code: errno)
    }
    // EEXIST: a folder made meanwhile, or something that is not a folder.
    guard isFolder(path) else { throw .notAFolder(path: file, folder: path) }
  }

  /// `0o666` less the process's umask, as a new file usually gets; the mask
  /// is read by setting it, and is put back at once.
  static var usualPermissions: mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  /// Removes the regular file at `path`; anything else there is left alone.
  static func remove(_ path: String) throws(StoreError) {
    guard let kind = try kind(at: path) else { return }
    guard kind == .regularFile else { throw .notAFile(path: path, kind: kind) }
    // unlink removes the entry: a link swapped in meanwhile goes, never its target.
    guard unlink(path) == 0 || errno == ENOENT else {
      throw .failed(.remove, path: path, code: errno)
    }
  }

  // MARK: - Damaged files and leftovers

  /// Moves the damaged regular file at `path` to the first free
  /// `NAME.damaged`, `NAME.damaged-2`, … beside it, and returns where.
  ///
  /// `link` never replaces anything at the new name, not even a dangling
  /// link, so no earlier copy is lost; only then is the old name removed.
  static func keepAside(_ path: String) throws(StoreError) -> String {
    for attempt in 1...StoreError.keptAsideLimit {
      let destination = path + (attempt == 1 ? ".damaged" : ".damaged-\(attempt)")
      if link(path, destination) == 0 {
        unlink(path)
        return destination
      }
      guard errno == EEXIST else { throw .notKeptAside(path: path, code: errno) }
    }
    throw .notKeptAside(path: path, code: nil)
  }

  /// `.navigation.wpt.team.json.1F5C…E1.tmp`: hidden, after the file it
  /// replaces, with a random UUID, so that a leftover is known to be ours.
  static func temporaryName(for name: String) -> String {
    "." + name + "." + UUID().uuidString + ".tmp"
  }

  /// Whether `entry` is a name ``temporaryName(for:)`` gives for `name`.
  static func isTemporaryName(_ entry: String, for name: String) -> Bool {
    let prefix = "." + name + "."
    guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
    return UUID(uuidString: String(entry.dropFirst(prefix.count).dropLast(4))) != nil
  }

  /// Removes the temporaries of `path` that a killed save left, and nothing
  /// else: a regular file under a name only ``temporaryName(for:)`` gives.
  ///
  /// Called under the lock, which every writer of the file holds, so no
  /// save in progress can own one.
  static func removeTemporaries(of path: String) {
    let (folder, name) = split(path)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where isTemporaryName(entry, for: name) {
      let leftover = folder + "/" + entry
      if (try? kind(at: leftover)) == .regularFile { unlink(leftover) }
    }
  }

  // MARK: - Helpers

  /// The folder and the name of `path`.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// Whether `path` is a folder, or a link to one.
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    // stat, not lstat: a link to a folder on the way is the user's choice.
    return stat(path, &status) == 0 && FileKind(mode: status.st_mode) == .folder
  }

  private static func permissions(_ path: String) throws(StoreError) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { throw .failed(.write, path: path, code: errno) }
    return status.st_mode & 0o7777
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(StoreError)
  {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .failed(.write, path: path, code: count < 0 ? errno : EIO) }
      offset += count
    }
  }

  /// Flushes the folder's entries so a rename survives a power cut; best
  /// effort, as some file systems refuse it.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
