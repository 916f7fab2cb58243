import Foundation
import PocketMonsterIndex
import Testing

/// pmi copied without its resource bundle: the old pmi stopped with a
/// backtrace from SwiftPM's `Bundle.module` once the build folder was gone,
/// and ran from the build folder while it was there; now it says where the
/// bundle should be and exits 2, as the README says, wherever it was built.
@Suite struct PMIMissingBundleTests {
  /// A copy of the pmi binary alone in a fresh folder.
  ///
  /// Written by `cp`, never through a descriptor of this process: a pmi
  /// another test forks meanwhile would inherit such a descriptor open for
  /// writing until it execs, and the copy could not run while it was open
  /// ("Text file busy"), even with the descriptor closed on exec.
  static func copyAlone() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pmi-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let copy = folder.appendingPathComponent("pmi")
    let cp = Process()
    cp.executableURL = URL(fileURLWithPath: "/bin/cp")
    cp.arguments = [PMIProcess.binary.path, copy.path]
    try cp.run()
    cp.waitUntilExit()
    guard cp.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    return copy
  }

  #if canImport(Darwin)
    static let bundle = "WaypointExamples_PocketMonsterIndex.bundle"
  #else
    static let bundle = "WaypointExamples_PocketMonsterIndex.resources"
  #endif

  @Test(arguments: [
    ["open", "pmi://pokedex/25", "--print"], [], ["--line-mode"],
  ])
  func withoutItsBundlePMISaysWhereItShouldBeAndExits2(_ arguments: [String]) throws {
    let copy = try Self.copyAlone()
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let state = PMIProcess.stateFile()
    let result = try PMIProcess.run(
      arguments + ["--state-file", state.path], input: "quit\n", executable: copy)
    let missing = CatalogueError.missingBundle(
      Self.bundle, folder: copy.deletingLastPathComponent().path)
    #expect(result.status == 2)
    #expect(result.errors == "pmi: \(missing)\n")
    #expect(!FileManager.default.fileExists(atPath: state.deletingLastPathComponent().path))
  }

  @Test func withoutItsBundleMapSaysWhereItShouldBeAndExits2() throws {
    let copy = try Self.copyAlone()
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let result = try PMIProcess.run(["map"], executable: copy)
    let missing = CatalogueError.missingBundle(
      Self.bundle, folder: copy.deletingLastPathComponent().path)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors == "pmi: \(missing)\n")
  }
}
