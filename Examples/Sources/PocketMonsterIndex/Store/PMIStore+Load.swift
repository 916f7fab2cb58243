import Foundation
public import Waypoint

extension PMIStore {
  /// The last session, or a fresh one; damage becomes warnings, never a crash.
  ///
  /// A session that will save (`keepingDamaged`) holds the lock while it
  /// reads, moves damaged files aside, and removes the temporaries of a
  /// killed save. When the lock cannot be taken it says so in a warning and
  /// moves nothing: its saves will fail the same way. When another process
  /// holds it for longer than ``lockWait``, the session is refused.
  ///
  /// - Parameter keepingDamaged: Whether to move a damaged file aside, as a
  ///   session that will save must; a read-only look leaves files alone and
  ///   never throws.
  /// - Returns: The state and team to start from, and what was wrong with them.
  /// - Throws: When `keepingDamaged`, a ``StoreError`` that refuses the
  ///   session and changes nothing: a path holds something other than a
  ///   regular file, another process holds the lock, the session was saved
  ///   by a newer pmi, or a damaged file cannot be kept aside.
  public func load(keepingDamaged: Bool = true) throws(StoreError) -> (
    state: PMIState, data: PMIData, warnings: [String]
  ) {
    var warnings: [String] = []
    if keepingDamaged {
      // Before anything is moved or made: a refused session changes nothing.
      for path in [stateFile.url.path, dataURL.path] { try refuseWhatIsNotAFile(path) }
      try refuseNewerSession()
    }
    var lock: StoreLock?
    // No folder, no files: nothing to read or keep aside (a file where the
    // folder should be is for the save to report).
    if keepingDamaged, StoreFile.isFolder(folder) {
      do throws(StoreError) {
        lock = try StoreLock(at: lockURL.path, waitingAtMost: lockWait)
      } catch {
        // Held by a stuck process: none of this session's changes could be saved.
        if case .lockUnavailable(.lockHeld) = error { throw error }
        warnings.append("This session cannot be saved: \(error).")
      }
    }
    defer { lock?.release() }
    // Read first, under the lock: a session a newer pmi saved since the
    // check above refuses this one before anything, the team too, is moved.
    let snapshot = Result { () throws(RestorationError) in try stateFile.load() }
    if keepingDamaged, case .failure(let error) = snapshot, case .unsupportedFormat = error {
      throw storeError(error)
    }
    if lock != nil { StoreFile.removeTemporaries(of: dataURL.path) }
    let keepAside = lock != nil
    let data = try loadTeam(keepingAside: keepAside, refusing: keepingDamaged, &warnings)
    let state = try loadState(
      snapshot, keepingAside: keepAside, refusing: keepingDamaged, &warnings)
    return (state, data, warnings)
  }

  /// The folder of the state file, where the store's files live.
  var folder: String { stateFile.url.deletingLastPathComponent().path }

  /// Throws when something other than a regular file is at `path`.
  func refuseWhatIsNotAFile(_ path: String) throws(StoreError) {
    if let kind = try StoreFile.kind(at: path), kind != .regularFile {
      throw .notAFile(path: path, kind: kind)
    }
  }

  /// Throws when the session there was saved by a newer pmi.
  ///
  /// Only the snapshot's format is read, not the session; anything else the
  /// snapshot holds, damage too, is for the caller to handle.
  func refuseNewerSession() throws(StoreError) {
    let supported = SnapshotCoder<PMI>.format
    if let found = stateFile.savedFormat(), found > supported {
      throw .unsupportedFormat(path: stateFile.url.path, found: found, supported: supported)
    }
  }

  // MARK: - The team

  /// The team file's data, checked (see ``PMIData/validated()``), and what
  /// it held that was left out; nil when there is no file.
  func readTeam() throws(StoreError) -> (data: PMIData, issues: [PMIData.Issue])? {
    guard let bytes = try StoreFile.read(dataURL.path, limit: Self.dataSizeLimit) else {
      return nil
    }
    do {
      return try JSONDecoder().decode(PMIData.self, from: Data(bytes)).validated()
    } catch {
      throw .unreadable(path: dataURL.path, reason: Self.reason(error))
    }
  }

  private func loadTeam(keepingAside: Bool, refusing: Bool, _ warnings: inout [String])
    throws(StoreError) -> PMIData
  {
    let read: (data: PMIData, issues: [PMIData.Issue])?
    do throws(StoreError) {
      read = try readTeam()
    } catch {
      if refusing, case .notAFile = error { throw error }
      var warning = "Could not read the team (\(error)); starting with an empty team."
      if keepingAside { warning += " The damaged file is kept as \(try keepAside(dataURL))." }
      warnings.append(warning)
      return PMIData()
    }
    guard let read else { return PMIData() }
    guard !read.issues.isEmpty else { return read.data }
    warnings.append(Self.leftOutOfTeam(read.issues))
    if keepingAside {
      warnings.append("The team file as it was is kept as \(try keepAside(dataURL)).")
    }
    return read.data
  }

  /// One warning for everything a team file held that was left out.
  ///
  /// A file edited by hand may hold thousands of bad members, and a line
  /// each buried the screen; the first few are quoted, each cut short.
  static func leftOutOfTeam(_ issues: [PMIData.Issue]) -> String {
    let shown = issues.prefix(3).map { issue in
      let text = issue.description
      return text.count > 100 ? String(text.prefix(99)) + "…" : text
    }
    guard issues.count > 1 else { return "Left out of the team file: \(shown[0])." }
    let more = issues.count - shown.count
    let list = shown.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")
    return "Left out of the team file (\(issues.count) entries): \(list)."
  }

  // MARK: - The navigation

  private func loadState(
    _ snapshot: Result<RestoredState<PMI>?, RestorationError>, keepingAside: Bool,
    refusing: Bool, _ warnings: inout [String]
  ) throws(StoreError) -> PMIState {
    let restored: RestoredState<PMI>?
    do throws(RestorationError) {
      restored = try snapshot.get()
    } catch {
      let cause = storeError(error)
      if refusing, case .notAFile = cause { throw cause }
      var warning = "Could not restore the last session (\(cause)); starting fresh."
      if keepingAside { warning += " The damaged file is kept as \(try keepAside(stateFile.url))." }
      warnings.insert(warning, at: 0)
      return .initial
    }
    guard let restored else { return .initial }
    warnings += restored.issues.map { "Not restored: \($0)" }
    if !restored.issues.isEmpty, keepingAside {
      warnings.append("The session file as it was is kept as \(try keepAside(stateFile.url)).")
    }
    return restored.state
  }

  /// The library's reason, from a load, a save or a removal, in the
  /// store's words: a path that is not a regular file is named with its kind.
  func storeError(_ error: RestorationError) -> StoreError {
    let path = stateFile.url.path
    switch error {
    case .notARegularFile:
      let kind = (try? StoreFile.kind(at: path)) ?? nil
      return .notAFile(path: path, kind: kind ?? .symbolicLink)
    case .tooLarge(let bytes, let limit): return .tooLarge(path: path, size: bytes, limit: limit)
    case .notAFolder(_, let folder): return .notAFolder(path: path, folder: folder)
    case .unreadableFile(_, let code): return .failed(.read, path: path, code: code)
    case .writeFailed(_, let code): return .failed(.write, path: path, code: code)
    case .unsupportedFormat(let found, let supported),
      .newerFormatKept(_, let found, let supported):
      return .unsupportedFormat(path: path, found: found, supported: supported)
    case .empty, .notASnapshot:
      return .unreadable(path: path, reason: error.description)
    }
  }

  // MARK: - Helpers

  /// Moves the damaged file at `url` aside; where it went.
  private func keepAside(_ url: URL) throws(StoreError) -> String {
    try StoreFile.keepAside(url.path)
  }

  /// A decoder's explanation, without the coding path the user cannot use.
  static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      return key.isEmpty ? context.debugDescription : "\(key): \(context.debugDescription)"
    default:
      return error.localizedDescription
    }
  }
}
