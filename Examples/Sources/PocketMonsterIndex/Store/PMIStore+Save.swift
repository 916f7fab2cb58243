import Foundation
public import Waypoint

extension PMIStore {
  /// Saves the team, then the navigation, under the lock, merging the team
  /// with what another session saved since `base`.
  ///
  /// The team goes first, as what the user would miss most. Each file is
  /// replaced in one rename; when one cannot be written the other still is,
  /// and the error says which was saved.
  ///
  /// - Parameters:
  ///   - state: The navigation to save.
  ///   - data: This session's team and lists.
  ///   - base: The data this session last loaded or saved; nil saves `data` as it is.
  /// - Returns: The data saved, which the session shows from now on.
  /// - Throws: A ``SaveError`` saying what was saved, if anything, and why
  ///   the rest was not; nothing is saved over a session a newer pmi saved.
  @discardableResult
  public func save(_ state: PMIState, _ data: PMIData, base: PMIData? = nil) throws(SaveError)
    -> PMIData
  {
    try save(state, data, base: base, hiddenTabsBase: nil).data
  }

  /// Saves as ``save(_:_:base:)`` does, and merges the tabs Settings hides
  /// as the team's sign-in is merged: they follow whichever session changed
  /// them since `hiddenTabsBase`, so another session's save does not show a
  /// hidden tab again.
  ///
  /// - Parameters:
  ///   - state: The navigation to save.
  ///   - data: This session's team and lists.
  ///   - base: The data this session last loaded or saved; nil saves `data` as it is.
  ///   - hiddenTabsBase: The hidden tabs of the navigation this session last
  ///     loaded or saved; nil saves `state`'s as they are.
  /// - Returns: The navigation and the data saved, which the session shows from now on.
  /// - Throws: A ``SaveError``, as ``save(_:_:base:)`` does.
  public func save(
    _ state: PMIState, _ data: PMIData, base: PMIData?, hiddenTabsBase: Set<PMI.Tab>?
  ) throws(SaveError) -> (state: PMIState, data: PMIData) {
    let lock: StoreLock
    do throws(StoreError) {
      try StoreFile.makeFolders(folder, for: stateFile.url.path)
      lock = try StoreLock(at: lockURL.path, waitingAtMost: lockWait)
    } catch {
      throw SaveError(cause: error)
    }
    defer { lock.release() }
    // A newer pmi's files are its own, the team too, whatever its shape now.
    do throws(StoreError) {
      try refuseNewerSession()
    } catch {
      throw SaveError(cause: error)
    }
    StoreFile.removeTemporaries(of: dataURL.path)
    var saved: [SaveError.Part] = []
    var failure: StoreError?
    var result = data
    do throws(StoreError) {
      result = try mergedTeam(data, base: base)
      try writers.team(dataURL.path, try encoded(result))
      saved.append(.team)
    } catch {
      failure = error
    }
    let navigation = mergedNavigation(state, hiddenTabsBase: hiddenTabsBase)
    do throws(StoreError) {
      try saveNavigation(navigation)
      saved.append(.navigation)
    } catch {
      failure = failure ?? error
    }
    if let failure { throw SaveError(saved: saved, cause: failure) }
    return (navigation, result)
  }

  /// Forgets the last session and the team: removes the snapshot and leaves
  /// an empty team, under the lock.
  ///
  /// Both files are checked before either changes, and only files of ours
  /// change: a regular file holding a snapshot, and one holding a team.
  /// The team file is emptied rather than removed, so that a session still
  /// open merges into the empty team instead of writing the old one back.
  ///
  /// - Throws: A ``StoreError``, and nothing is forgotten, when a path holds
  ///   something other than such a file, or the lock cannot be taken.
  public func reset() throws(StoreError) {
    guard StoreFile.isFolder(folder) else { return }
    // Before the lock file is made: a refused reset leaves no trace.
    for path in [stateFile.url.path, dataURL.path] { try refuseWhatIsNotAFile(path) }
    let lock = try StoreLock(at: lockURL.path, waitingAtMost: lockWait)
    defer { lock.release() }
    let hasSession = try checkSnapshotIsOurs()
    let hasTeam = try readTeam() != nil
    guard hasSession || hasTeam else { return }
    do throws(RestorationError) {
      try stateFile.remove()
    } catch {
      throw storeError(error)
    }
    try writers.team(dataURL.path, try encoded(PMIData()))
  }

  // MARK: - Steps

  /// The team to write: `data`, with the changes since `base` replayed on
  /// what another session saved meanwhile.
  ///
  /// A damaged team file is moved aside first, and when it cannot be, the
  /// team is not saved over it.
  private func mergedTeam(_ data: PMIData, base: PMIData?) throws(StoreError) -> PMIData {
    let theirs: PMIData?
    do throws(StoreError) {
      theirs = try readTeam()?.data
    } catch {
      switch error {
      case .tooLarge, .unreadable:
        _ = try StoreFile.keepAside(dataURL.path)
        theirs = nil
      default: throw error
      }
    }
    guard let base, let theirs, theirs != base else { return data }
    return data.merged(since: base, into: theirs)
  }

  /// The navigation to write: `state`, with the tabs another session hid
  /// or showed meanwhile, unless this one changed them since `hiddenTabsBase`.
  ///
  /// Their choice is read from the snapshot on disk; a missing or damaged
  /// one has none, and this session's stands.
  private func mergedNavigation(_ state: PMIState, hiddenTabsBase: Set<PMI.Tab>?) -> PMIState {
    guard let hiddenTabsBase, state.hiddenTabs == hiddenTabsBase,
      let theirs = (try? stateFile.load())??.state.hiddenTabs, theirs != state.hiddenTabs
    else { return state }
    var merged = state
    do {
      try merged.showTabs(hiding: theirs)
    } catch {
      return state  // their choice hides every tab: no state can
    }
    return merged
  }

  private func saveNavigation(_ state: PMIState) throws(StoreError) {
    do {
      try writers.navigation(stateFile, state)
    } catch let error as RestorationError {
      throw storeError(error)
    } catch {
      // The coder encodes plain enums and numbers; nothing else can fail.
      throw .unreadable(path: stateFile.url.path, reason: "\(error)")
    }
  }

  /// Whether there is a snapshot, which must be ours: a regular file that
  /// restores as a snapshot, damaged or not, of a format this pmi reads.
  private func checkSnapshotIsOurs() throws(StoreError) -> Bool {
    let path = stateFile.url.path
    guard let kind = try StoreFile.kind(at: path) else { return false }
    guard kind == .regularFile else { throw .notAFile(path: path, kind: kind) }
    do throws(RestorationError) {
      _ = try stateFile.load()
    } catch {
      if case .unsupportedFormat = error { throw storeError(error) }
      throw .unreadable(path: path, reason: "it is not a pmi session (\(error))")
    }
    return true
  }

  /// The team file's bytes: sorted keys, so equal data is equal bytes.
  private func encoded(_ data: PMIData) throws(StoreError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      return [UInt8](try encoder.encode(data))
    } catch {
      // Numbers, strings and a flag always encode.
      throw .unreadable(path: dataURL.path, reason: "\(error)")
    }
  }
}
