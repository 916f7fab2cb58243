import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

/// A snapshot a newer version of the app wrote is not damage: it is refused
/// with its format, and never saved over, whole or cut short.
@Suite struct NewerSnapshotFileTests {
  let folder: URL
  let file: SnapshotFile<TestApp>

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = SnapshotFile(
      url: folder.appendingPathComponent("state.json"), coder: SnapshotFixtures.coder)
  }

  // Fixtures are computed, not stored: a `Data` kept in a static stores its
  // buffer's address with an enum tag in the spare bits, so LeakSanitizer
  // cannot see it and reports it leaked at exit.

  /// What a version that writes format 2 might write: keys this version
  /// does not know, and a state of another shape.
  static var newer: Data {
    Data(
      #"{"app":4,"format":2,"state":{"windows":[{"tabs":[{"name":"home"}]}]},"zone":"x"}"#.utf8)
  }

  static var newerFiles: [(name: String, bytes: Data)] {
    [
      ("whole", newer),
      ("cut short", newer.prefix(40)),
      ("damaged after its format", newer.prefix(30) + Data("\u{0}garbage".utf8)),
    ]
  }

  @Test(arguments: newerFiles.map(\.name))
  func aSnapshotOfANewerFormatIsNeitherRestoredNorSavedOver(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = try #require(Self.newerFiles.first { $0.name == name }).bytes
    try bytes.write(to: file.url)
    #expect(throws: RestorationError.unsupportedFormat(found: 2, supported: 1)) {
      _ = try file.load()
    }
    #expect(
      throws: RestorationError.newerFormatKept(path: file.url.path, found: 2, supported: 1)
    ) {
      try file.save(SnapshotFixtures.richState)
    }
    #expect(try Data(contentsOf: file.url) == bytes)
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(entries == ["state.json"], "no temporary is left")
  }

  /// The saved format is read without restoring the snapshot: from a whole
  /// file, a cut one, or one damaged after its format; no file, or one that
  /// names no format, has none.
  @Test func theSavedFormatIsReadFromWhatNamesIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(file.savedFormat() == nil)
    for (_, bytes) in Self.newerFiles {
      try bytes.write(to: file.url)
      #expect(file.savedFormat() == 2)
    }
    try FileManager.default.removeItem(at: file.url)
    try file.save(SnapshotFixtures.richState)
    #expect(file.savedFormat() == SnapshotCoder<TestApp>.format)
    for text in ["not a snapshot", #"{"format":"2"}"#, ""] {
      try Data(text.utf8).write(to: file.url)
      #expect(file.savedFormat() == nil)
    }
  }

  /// Damage of this version's format, or data that is no snapshot at all,
  /// is still saved over: only a newer format is kept.
  @Test(arguments: [
    #"{"app":1,"format":1,"state":{"tabs":[{"na"#, "not a snapshot", #"{"format":"2"}"#,
  ])
  func aDamagedSnapshotOfThisFormatIsSavedOver(_ text: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(text.utf8).write(to: file.url)
    try file.save(SnapshotFixtures.richState)
    #expect(try file.load()?.state == SnapshotFixtures.richState)
  }

  @Test func theRefusalSaysWhatToDo() {
    let error = RestorationError.newerFormatKept(path: "/s/state.json", found: 2, supported: 1)
    #expect(
      error.description
        == "Cannot write the snapshot '/s/state.json': a newer version of the app wrote it in format 2 (this version writes format 1), and it is left alone."
    )
    #expect(
      error.recoverySuggestion
        == "Update the app to keep the snapshot, or remove it to start over.")
  }
}
