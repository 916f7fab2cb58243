public import Foundation
public import Waypoint

/// Where the app keeps its last session: the navigation snapshot (JSON,
/// written by Waypoint's ``SnapshotFile``, atomically) and the team beside it.
///
/// Several sessions may share one state file. Every save holds an exclusive
/// lock (`flock` on the `.lock` file beside it) while it re-reads the team
/// and merges this session's changes into what another session saved (see
/// ``PMIData/merged(since:into:)``); the navigation itself is the last
/// saver's. A damaged file is moved aside to `NAME.damaged` before anything
/// can save over it, and the warning says where.
public struct PMIStore: Sendable {
  /// The navigation snapshot.
  public let stateFile: SnapshotFile<PMI>
  /// The team and sign-in, as JSON.
  public let dataURL: URL
  /// Held while a session saves.
  public let lockURL: URL

  /// The largest team file read: a real one is a few hundred bytes, and a
  /// huge one must not be read whole into memory.
  public static let dataSizeLimit = 64 * 1024

  /// Flows that must not come back on the next launch: a half-done sign-in or export.
  static let coder = SnapshotCoder<PMI>(
    tabs: PMI.Tab.allCases,
    isRestorable: { ![.signIn, .exportProgress, .exportFinished].contains($0) })

  /// A store at `stateURL`; the team goes to `stateURL` + `.team.json`.
  public init(stateURL: URL) {
    stateFile = SnapshotFile(url: stateURL, coder: Self.coder)
    dataURL = stateURL.appendingPathExtension("team.json")
    lockURL = stateURL.appendingPathExtension("lock")
  }

  /// `$XDG_STATE_HOME/pmi/navigation.wpt`, or `~/.local/state/pmi/navigation.wpt`.
  public static var defaultURL: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
    return base.appendingPathComponent("pmi/navigation.wpt")
  }

  /// The last session, or a fresh one; damage is never fatal, it becomes warnings.
  ///
  /// - Parameter keepingDamaged: Whether to move a damaged file aside, as a
  ///   session that will save must; a read-only look leaves files alone.
  /// - Returns: The state and team to start from, and what was wrong with them.
  public func load(keepingDamaged: Bool = true) -> (
    state: PMIState, data: PMIData, warnings: [String]
  ) {
    var warnings: [String] = []
    let data = loadData(keepingDamaged: keepingDamaged, warnings: &warnings)
    do {
      guard let restored = try stateFile.load() else { return (.initial, data, warnings) }
      warnings += restored.issues.map { "Not restored: \($0)" }
      if !restored.issues.isEmpty, keepingDamaged,
        let kept = keepAside(stateFile.url, warnings: &warnings)
      {
        warnings.append("The session file as it was is kept as \(kept.path).")
      }
      return (restored.state, data, warnings)
    } catch {
      var warning = "Could not restore the last session (\(error)); starting fresh."
      if keepingDamaged, let kept = keepAside(stateFile.url, warnings: &warnings) {
        warning += " The damaged file is kept as \(kept.path)."
      }
      warnings.insert(warning, at: 0)
      return (.initial, data, warnings)
    }
  }

  /// Saves both files under the lock, merging the team with what another
  /// session saved since `base`.
  ///
  /// - Parameters:
  ///   - state: The navigation to save.
  ///   - data: This session's team and lists.
  ///   - base: The data this session last loaded or saved; nil saves `data` as it is.
  /// - Returns: The data saved, which the session shows from now on.
  /// - Throws: What the file system says when a file cannot be written.
  @discardableResult
  public func save(_ state: PMIState, _ data: PMIData, base: PMIData? = nil) throws -> PMIData {
    try FileManager.default.createDirectory(
      at: dataURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    return try withLock {
      var saved = data
      if let base, let theirs = try? readData(), theirs != base {
        saved = data.merged(since: base, into: theirs)
      }
      try stateFile.save(state)
      try JSONEncoder().encode(saved).write(to: dataURL, options: .atomic)
      return saved
    }
  }

  /// Forgets the last session and the team.
  public func reset() throws {
    try withLock {
      try stateFile.remove()
      if FileManager.default.fileExists(atPath: dataURL.path) {
        try FileManager.default.removeItem(at: dataURL)
      }
    }
  }

  // MARK: - The team file

  private func loadData(keepingDamaged: Bool, warnings: inout [String]) -> PMIData {
    guard FileManager.default.fileExists(atPath: dataURL.path) else { return PMIData() }
    do {
      return try readData() ?? PMIData()
    } catch {
      var warning =
        "Could not read the team (\(Self.describe(error))); starting with an empty team."
      if keepingDamaged, let kept = keepAside(dataURL, warnings: &warnings) {
        warning += " The damaged file is kept as \(kept.path)."
      }
      warnings.append(warning)
      return PMIData()
    }
  }

  /// The team on disk; nil when there is none.
  private func readData() throws -> PMIData? {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: dataURL.path)
    } catch {
      return nil
    }
    // attributesOfItem does not follow a link, so a link is seen as one.
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw StoreError.notARegularFile
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= Self.dataSizeLimit else {
      throw StoreError.tooLarge(size, limit: Self.dataSizeLimit)
    }
    return try JSONDecoder().decode(PMIData.self, from: Data(contentsOf: dataURL))
  }

  private static func describe(_ error: any Error) -> String {
    (error as? StoreError)?.description ?? error.localizedDescription
  }

  // MARK: - Damaged files and the lock

  /// Moves a damaged file to a free `NAME.damaged` (then `.damaged-2`, …)
  /// beside it, so the next save cannot overwrite what it held.
  private func keepAside(_ url: URL, warnings: inout [String]) -> URL? {
    let manager = FileManager.default
    for attempt in 1...100 {
      let suffix = attempt == 1 ? "damaged" : "damaged-\(attempt)"
      let destination = url.appendingPathExtension(suffix)
      guard !manager.fileExists(atPath: destination.path) else { continue }
      do {
        try manager.moveItem(at: url, to: destination)
        return destination
      } catch {
        warnings.append(
          "Could not keep the damaged \(url.lastPathComponent) aside: \(error.localizedDescription)"
        )
        return nil
      }
    }
    return nil
  }

  /// Runs `body` holding the exclusive lock beside the state file.
  ///
  /// `O_NOFOLLOW`: a link planted at the lock's name must not make pmi create
  /// a file wherever it points. Then, as in a read-only folder, the session
  /// saves without the lock; the snapshot itself refuses links on its own.
  private func withLock<Result>(_ body: () throws -> Result) throws -> Result {
    let descriptor = open(lockURL.path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
