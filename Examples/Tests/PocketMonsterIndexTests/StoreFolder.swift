import Foundation

@testable import PocketMonsterIndex

/// A fresh folder with a store in it, for one test; removed with the test's end.
struct StoreFolder {
  let url: URL
  let store: PMIStore

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pmi-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    store = PMIStore(stateURL: url.appendingPathComponent("navigation.wpt"))
  }

  var statePath: String { store.stateFile.url.path }
  var teamPath: String { store.dataURL.path }
  var lockPath: String { store.lockURL.path }

  /// The folder's entries, sorted.
  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// What is at `path`, as lstat sees it; nil when nothing is.
  static func kind(_ path: String) -> FileKind? {
    (try? StoreFile.kind(at: path)) ?? nil
  }

  /// The permission bits of the file at `path`.
  static func permissions(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  /// Writes `text` as the team file.
  func writeTeam(_ text: String) throws {
    try Data(text.utf8).write(to: store.dataURL)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
