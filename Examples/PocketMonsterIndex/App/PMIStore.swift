public import Foundation
public import Waypoint

/// Where the app keeps its last session: the navigation snapshot (written by
/// Waypoint's ``SnapshotFile``, atomically) and the team beside it.
public struct PMIStore: Sendable {
  /// The navigation snapshot.
  public let stateFile: SnapshotFile<PMI>
  /// The team and sign-in, as JSON.
  public let dataURL: URL

  /// Flows that must not come back on the next launch: a half-done sign-in or export.
  static let coder = SnapshotCoder<PMI>(
    tabs: PMI.Tab.allCases,
    isRestorable: { ![.signIn, .exportProgress, .exportFinished].contains($0) })

  /// A store at `stateURL`; the team goes to `stateURL` + `.team.json`.
  public init(stateURL: URL) {
    stateFile = SnapshotFile(url: stateURL, coder: Self.coder)
    dataURL = stateURL.appendingPathExtension("team.json")
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
  public func load() -> (state: PMIState, data: PMIData, warnings: [String]) {
    var warnings: [String] = []
    var data = PMIData()
    if FileManager.default.fileExists(atPath: dataURL.path) {
      do {
        data = try JSONDecoder().decode(PMIData.self, from: Data(contentsOf: dataURL))
      } catch {
        warnings.append(
          "Could not read the team (\(error.localizedDescription)); starting with an empty team.")
      }
    }
    do {
      guard let restored = try stateFile.load() else { return (.initial, data, warnings) }
      warnings += restored.issues.map { "Not restored: \($0)" }
      return (restored.state, data, warnings)
    } catch {
      warnings.append("Could not restore the last session (\(error)); starting fresh.")
      return (.initial, data, warnings)
    }
  }

  /// Saves both files; the snapshot atomically.
  public func save(_ state: PMIState, _ data: PMIData) throws {
    try stateFile.save(state)
    try JSONEncoder().encode(data).write(to: dataURL, options: .atomic)
  }

  /// Forgets the last session.
  public func reset() throws {
    try stateFile.remove()
    if FileManager.default.fileExists(atPath: dataURL.path) {
      try FileManager.default.removeItem(at: dataURL)
    }
  }
}
