public import Foundation
public import WaypointCore

/// Keeps one snapshot in a file, written atomically: the bytes go to a
/// temporary file beside it, which then replaces the old file in one rename,
/// so a crash mid-write leaves either the old snapshot or the new one.
///
/// ```swift
/// let file = SnapshotFile(url: stateURL, coder: coder)
/// if let restored = try file.load() { start(from: restored.state) }
/// try file.save(navigator.state)
/// ```
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

  /// Writes `state`, creating the folder if needed, replacing the old snapshot atomically.
  ///
  /// - Parameter state: The state to save.
  /// - Throws: An encoding or file-system error; the old snapshot is then untouched.
  public func save(_ state: NavigationState<Schema>) throws {
    let data = try coder.encode(state)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Reads and restores the snapshot.
  ///
  /// - Returns: The restored state with its issues, or `nil` when there is no file yet.
  /// - Throws: ``RestorationError`` when the file is empty, too large, unreadable
  ///   or of a newer format.
  public func load() throws(RestorationError) -> RestoredState<Schema>? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    guard size <= coder.limits.maximumBytes else {
      throw .tooLarge(bytes: size, limit: coder.limits.maximumBytes)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let code = (error as? CocoaError)?.code ?? .fileReadUnknown
      throw .unreadable(.fileUnreadable(path: url.path, code: code))
    }
    return try coder.restore(from: data)
  }

  /// Deletes the snapshot, if there is one.
  ///
  /// - Throws: A file-system error other than the file being absent.
  public func remove() throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
