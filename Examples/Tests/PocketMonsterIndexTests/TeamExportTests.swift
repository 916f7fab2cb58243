import Foundation
import Testing

@testable import PocketMonsterIndex

/// The export replaces a regular file only, and its failures name the path
/// and the cause.
///
/// By default it writes in the shared temporary folder, where someone else
/// may have planted a link.
@Suite struct TeamExportTests {
  static let export: TeamExport = {
    do {
      let catalogue = try Catalogue.bundled()
      return TeamExport(
        team: [25], catalogue: catalogue, router: PMILinks.router(catalogue: catalogue))
    } catch { fatalError("\(error)") }
  }()

  @Test func aLinkAtTheExportPathIsNotWrittenThrough() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let victim = folder.url.appendingPathComponent("victim.txt")
    try Data("the user's file".utf8).write(to: victim)
    let path = folder.url.appendingPathComponent("team.txt")
    try FileManager.default.createSymbolicLink(at: path, withDestinationURL: victim)
    #expect(throws: StoreError.notAFile(path: path.path, kind: .symbolicLink)) {
      try Self.export.write(to: path)
    }
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
  }

  /// Foundation said "A file with the same name already exists".
  @Test func aFileWhereTheFolderShouldBeIsNamed() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let path = blocker.appendingPathComponent("team.txt")
    #expect(throws: StoreError.notAFolder(path: path.path, folder: blocker.path)) {
      try Self.export.write(to: path)
    }
    #expect(
      StoreError.notAFolder(path: path.path, folder: blocker.path).localizedDescription
        == "cannot create \(path.path): \(blocker.path) is not a folder")
  }

  @Test func theExportIsWritten() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("nested/team.txt")
    try Self.export.write(to: path)
    #expect(try String(contentsOf: path, encoding: .utf8) == Self.export.text)
  }
}
