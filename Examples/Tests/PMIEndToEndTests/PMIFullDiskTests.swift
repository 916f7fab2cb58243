import Foundation
import Testing

/// A save on a nearly full disk, on a small tmpfs of its own: the team and
/// the navigation are two files, and the message says which was saved.
@Suite(.serialized) struct PMIFullDiskTests {
  /// Mounting a tmpfs needs root and mount(8); elsewhere the test is
  /// skipped, and PMIStoreSafetyTests' failing writers cover the same report.
  static let canMount =
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/mount")

  /// Runs `arguments` and returns the exit status.
  static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Free bytes on the file system at `path`.
  static func free(_ path: String) -> Int {
    var info = statvfs()
    guard statvfs(path, &info) == 0 else { return -1 }
    return Int(info.f_bavail) * Int(info.f_frsize)
  }

  /// The old pmi wrote the navigation first: on a disk too full for it,
  /// nothing was saved.
  ///
  /// Now the team goes first, and on a disk with room
  /// for the small team file and not for the long navigation, the team is
  /// saved and the message says that the navigation was not.
  @Test(.enabled(if: canMount, "mounting a tmpfs needs root and /usr/bin/mount"))
  func aNearlyFullDiskSavesTheTeamAndSaysTheNavigationWasNot() throws {
    let mount = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-tmpfs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: mount) }
    try #require(
      try Self.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", mount.path]) == 0)
    defer { _ = try? Self.run("/usr/bin/umount", [mount.path]) }
    let state = mount.appendingPathComponent("navigation.wpt")
    let team = state.appendingPathExtension("team.json")
    // A long navigation: 100 screens pushed one after another.
    let deep = "open pmi://pokedex/2\n" + String(repeating: "tap 2\n", count: 100) + "quit\n"
    let first = try PMIProcess.run(["--state-file", state.path], input: deep)
    try #require(first.status == 0)
    let navigation = try Data(contentsOf: state)
    try #require(navigation.count > 3 * 4096, "the navigation must need more pages than are left")
    // Fill the disk to one free page: the team fits, the navigation does not.
    let filler = Self.free(mount.path) - 4096
    try Data(count: filler).write(to: mount.appendingPathComponent("filler"))
    try #require(Self.free(mount.path) == 4096)
    // Adding #102 Exeggcute, on top of the long stack, changes both files.
    let second = try PMIProcess.run(
      ["--state-file", state.path], input: "tap \(Pokedex.addChoice(102))\nquit\n")
    #expect(second.status == 1)
    #expect(
      second.errors
        == "pmi: Saved the team but not the navigation: cannot write \(state.path): "
        + "No space left on device.\n")
    #expect(try Data(contentsOf: team) == Data(#"{"lists":{},"signedIn":false,"team":[102]}"#.utf8))
    #expect(try Data(contentsOf: state) == navigation)
  }
}
