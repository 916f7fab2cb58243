import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The app's saved session: routes saved as records, and sessions saved by
/// the previous version (routes through `Codable`) still restored.
@Suite struct PMIStoreTests {
  /// A session the previous version saved (format 2, `Codable` routes): Eevee
  /// then Jolteon on the Pokédex, the Razz Berry, and the export sheet over
  /// Settings.
  static let previousVersionSnapshot =
    "V1BUCAPQAgZmb3JtYXQDBANhcHADAgVzdGF0ZQgEtwIEdGFicwcExQEIAloDdGFiBgdwb2tlZGV4BXN0YWNrBwJECAIfAmlkBAEFcm91dGUIAREHcG9rZW1vbggBBgJfMAOKAggCHwJpZAQCBXJvdXRlCAERB3Bva2Vtb24IAQYCXzADjgIIAjUDdGFiBgdiZXJyaWVzBXN0YWNrBwEfCAIcAmlkBAMFcm91dGUIAQ4FYmVycnkIAQUCXzADIAgCEwN0YWIGBHRlYW0Fc3RhY2sHAAAIAhcDdGFiBghzZXR0aW5ncwVzdGFjawcAAAhzZWxlY3RlZAYIc2V0dGluZ3MNcHJlc2VudGF0aW9ucwcBPggEOwJpZAQEBXN0eWxlBgVzaGVldARyb290CAIYAmlkBAUFcm91dGUIAQoGZXhwb3J0CAAABXN0YWNrBwAABG5leHQEBg=="

  func temporaryStore() throws -> PMIStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pmi-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return PMIStore(stateURL: folder.appendingPathComponent("navigation.wpt"))
  }

  @Test func aSessionSavedByThePreviousVersionIsRestored() throws {
    let store = try temporaryStore()
    let data = try #require(Data(base64Encoded: Self.previousVersionSnapshot))
    try data.write(to: store.stateFile.url)
    let (state, _, warnings) = store.load()
    #expect(warnings.isEmpty)
    #expect(state.stack(for: .pokedex)?.map(\.route) == [.pokemon(133), .pokemon(135)])
    #expect(state.stack(for: .berries)?.map(\.route) == [.berry(16)])
    #expect(state.selectedTab == .settings)
    #expect(state.presentations.map(\.root.route) == [.export])
  }

  @Test func aLinkPlantedAtTheLockIsNotFollowed() throws {
    let store = try temporaryStore()
    let target = store.lockURL.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try FileManager.default.createSymbolicLink(at: store.lockURL, withDestinationURL: target)
    var state = PMIState.initial
    try state.push(.pokemon(25), in: .tab(.pokedex))
    try store.save(state, PMIData())
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(store.load().state == state)
  }

  @Test(.timeLimit(.minutes(1))) func aFIFOAtTheTeamFileIsKeptAsideUnread() throws {
    let store = try temporaryStore()
    #expect(mkfifo(store.dataURL.path, 0o600) == 0)
    let (_, data, warnings) = store.load()
    #expect(data == PMIData())
    let kept = store.dataURL.appendingPathExtension("damaged")
    #expect(
      warnings == [
        "Could not read the team (\(StoreError.notARegularFile)); starting with an empty team."
          + " The damaged file is kept as \(kept.path)."
      ])
  }

  @Test func everyScreenSurvivesASaveAsARecord() throws {
    let store = try temporaryStore()
    var state = PMIState.initial
    try state.push(contentsOf: [.pokemon(25), .about, .trainerProfile], in: .tab(.pokedex))
    try state.push(.berry(64), in: .tab(.berries))
    try state.push(.teamMember(6), in: .tab(.team))
    try state.present(.export)
    try store.save(state, PMIData())
    let saved = try Data(contentsOf: store.stateFile.url)
    // The envelope's "format" key holds 3 (zigzag 6): routes were written as records.
    let formatThree: [UInt8] = [6] + Array("format".utf8) + [3, 6]
    #expect(saved.prefix(24).firstRange(of: formatThree) != nil)
    let (restored, _, warnings) = store.load()
    #expect(warnings.isEmpty)
    #expect(restored == state)
  }

  @Test func flowsThatMustNotComeBackAreLeftOut() throws {
    let store = try temporaryStore()
    var state = PMIState.initial
    try state.present(.export, path: [PathElement(.exportProgress), PathElement(.exportFinished)])
    try state.present(.signIn)
    try store.save(state, PMIData())
    let (restored, _, warnings) = store.load()
    #expect(warnings.isEmpty)
    #expect(restored.presentations.map(\.root.route) == [.export])
    #expect(restored.presentations.first?.stack.isEmpty == true)
  }
}
