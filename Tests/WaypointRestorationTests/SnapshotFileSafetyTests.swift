import Foundation
import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointRestoration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Someone who can write to the snapshot's folder cannot turn a save against
/// the user: no link is followed, nothing but a regular file is read or
/// replaced, permissions stay, and a killed save's leftovers go.
@Suite struct SnapshotFileSafetyTests {
  let folder: URL
  let url: URL
  let file: SnapshotFile<TestApp>
  /// A file of the user's that a planted link points at.
  let victim: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent("state.json")
    file = SnapshotFile(url: url, coder: SnapshotFixtures.coder)
    victim = folder.appendingPathComponent("victim.txt")
    try Data("the user's file".utf8).write(to: victim)
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  func victimIsUntouched() throws -> Bool {
    try Data(contentsOf: victim) == Data("the user's file".utf8)
  }

  @Test func aLinkAtTheSnapshotIsNeitherReadNorReplaced() throws {
    defer { removeFolder() }
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      try file.save(SnapshotFixtures.richState)
    }
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      _ = try file.load()
    }
    #expect(try victimIsUntouched())
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == victim.path)
  }

  /// The probe's attack: a link at the name the temporary used to have.
  @Test func aLinkAtTheOldPredictableTemporaryNameIsNotFollowed() throws {
    defer { removeFolder() }
    let old = folder.appendingPathComponent(".state.json.\(getpid()).tmp")
    try FileManager.default.createSymbolicLink(at: old, withDestinationURL: victim)
    try file.save(SnapshotFixtures.richState)
    #expect(try victimIsUntouched())
    #expect(try file.load()?.state == SnapshotFixtures.richState)
  }

  /// Whatever the name, the temporary is created only where nothing is.
  @Test func aLinkAtTheTemporaryNameIsNeverOpened() throws {
    defer { removeFolder() }
    let planted = folder.appendingPathComponent(".state.json.planted.tmp")
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
    #expect(throws: POSIXFile.Failure.system(EEXIST, path: folder.path)) {
      _ = try POSIXFile.createTemporary(in: folder.path, for: "state.json") { _ in
        ".state.json.planted.tmp"
      }
    }
    #expect(try victimIsUntouched())
  }

  @Test func temporaryNamesAreUnpredictableAndRecognised() {
    let names = (0..<100).map { _ in POSIXFile.temporaryName(for: "state.json") }
    #expect(Set(names).count == 100)
    #expect(names.allSatisfy { POSIXFile.isTemporaryName($0, for: "state.json") })
    #expect(!POSIXFile.isTemporaryName(".state.json.123.tmp", for: "state.json"))
    #expect(
      !POSIXFile.isTemporaryName(
        ".other.json.\(String(repeating: "a", count: 32)).tmp", for: "state.json"))
  }

  @Test func aFIFOAtTheSnapshotIsNeitherReadNorReplaced() throws {
    defer { removeFolder() }
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      try file.save(SnapshotFixtures.richState)
    }
    // Opened without blocking, so no writer is waited for.
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      _ = try file.load()
    }
    #expect(throws: POSIXFile.Failure.notARegularFile) {
      _ = try POSIXFile.permissions(at: url.path)
    }
  }

  @Test func aFolderOrADeviceAtTheSnapshotIsLeftAlone() throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      try file.save(SnapshotFixtures.richState)
    }
    #expect(throws: RestorationError.notARegularFile(path: url.path)) {
      _ = try file.load()
    }
    let device = SnapshotFile(url: URL(fileURLWithPath: "/dev/null"), coder: SnapshotFixtures.coder)
    #expect(throws: RestorationError.notARegularFile(path: "/dev/null")) {
      try device.save(SnapshotFixtures.richState)
    }
    #expect(throws: RestorationError.notARegularFile(path: "/dev/null")) {
      _ = try device.load()
    }
  }

  /// FileManager said "a file with the same name already exists", naming
  /// neither the file nor the folder it blocks.
  @Test func aFileWhereAFolderShouldBeIsNamed() throws {
    defer { removeFolder() }
    let nested = SnapshotFile(
      url: victim.appendingPathComponent("deeper/state.json"), coder: SnapshotFixtures.coder)
    #expect(
      throws: RestorationError.notAFolder(path: nested.url.path, folder: victim.path)
    ) {
      try nested.save(SnapshotFixtures.richState)
    }
    #expect(try victimIsUntouched())
  }

  /// Removing deletes the snapshot, a regular file, and nothing else: a
  /// folder used to go with everything in it.
  @Test func removingLeavesAnythingButARegularFileAlone() throws {
    defer { removeFolder() }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    try Data("the user's".utf8).write(to: url.appendingPathComponent("notes.txt"))
    #expect(throws: RestorationError.notARegularFile(path: url.path)) { try file.remove() }
    #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("notes.txt").path))
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) { try file.remove() }
    #expect(try victimIsUntouched())
    try FileManager.default.removeItem(at: url)
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect(throws: RestorationError.notARegularFile(path: url.path)) { try file.remove() }
    try FileManager.default.removeItem(at: url)
    try file.save(SnapshotFixtures.richState)
    try file.remove()
    #expect(try file.load() == nil)
  }

  @Test func aReplacedSnapshotKeepsItsPermissions() throws {
    defer { removeFolder() }
    try file.save(SnapshotFixtures.richState)
    #expect(chmod(url.path, 0o640) == 0)
    try file.save(SnapshotFixtures.richState)
    #expect(try POSIXFile.permissions(at: url.path) == 0o640)
  }

  @Test func aNewSnapshotGetsTheUsualPermissions() throws {
    defer { removeFolder() }
    let mask = umask(0o022)
    defer { umask(mask) }
    try file.save(SnapshotFixtures.richState)
    #expect(try POSIXFile.permissions(at: url.path) == 0o644)
  }

  @Test func aKilledSavesTemporaryIsRemovedOnceStale() throws {
    defer { removeFolder() }
    let stale = folder.appendingPathComponent(POSIXFile.temporaryName(for: "state.json"))
    let fresh = folder.appendingPathComponent(POSIXFile.temporaryName(for: "state.json"))
    let unrelated = folder.appendingPathComponent(".state.json.notours.tmp")
    for leftover in [stale, fresh, unrelated] { try Data("half".utf8).write(to: leftover) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: stale.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: unrelated.path)
    try file.save(SnapshotFixtures.richState)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(
      left == ["state.json", "victim.txt", fresh.lastPathComponent, unrelated.lastPathComponent])
  }
}
