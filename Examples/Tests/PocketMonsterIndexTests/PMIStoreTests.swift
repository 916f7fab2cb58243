import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The app's saved session: every screen that may come back survives a save,
/// and a session file written as the app writes it today is restored.
@Suite struct PMIStoreTests {
  /// A session as pmi saves it: Eevee then Jolteon on the Pokédex, the Razz
  /// Berry, and the export sheet over Settings.
  ///
  /// It pins the JSON that
  /// PMI.Route and PMI.Tab encode to, which saved sessions depend on.
  static let savedSession = """
    {
      "app" : 1,
      "format" : 1,
      "state" : {
        "next" : 6,
        "presentations" : [
          { "id" : 4, "kind" : "sheet", "root" : { "id" : 5, "route" : { "export" : { } } } }
        ],
        "selected" : "settings",
        "tabs" : [
          { "name" : "pokedex", "stack" : [
            { "id" : 1, "route" : { "pokemon" : { "_0" : 133 } } },
            { "id" : 2, "route" : { "pokemon" : { "_0" : 135 } } } ] },
          { "name" : "berries", "stack" : [ { "id" : 3, "route" : { "berry" : { "_0" : 16 } } } ] },
          { "name" : "team", "stack" : [ ] },
          { "name" : "settings", "stack" : [ ] }
        ]
      }
    }
    """

  func temporaryStore() throws -> PMIStore {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pmi-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return PMIStore(stateURL: folder.appendingPathComponent("navigation.wpt"))
  }

  @Test func aSavedSessionIsRestored() throws {
    let store = try temporaryStore()
    try Data(Self.savedSession.utf8).write(to: store.stateFile.url)
    let (state, _, warnings) = try store.load()
    #expect(warnings.isEmpty)
    #expect(state.stack(at: .tab(.pokedex))?.map(\.route) == [.pokemon(133), .pokemon(135)])
    #expect(state.stack(at: .tab(.berries))?.map(\.route) == [.berry(16)])
    #expect(state.selectedTab == .settings)
    #expect(state.presentations.map(\.root.route) == [.export])
  }

  /// A link planted at the lock's name is neither followed nor a reason to
  /// save unlocked.
  @Test func aLinkPlantedAtTheLockIsNotFollowed() throws {
    let store = try temporaryStore()
    let target = store.lockURL.deletingLastPathComponent().appendingPathComponent("elsewhere")
    try FileManager.default.createSymbolicLink(at: store.lockURL, withDestinationURL: target)
    var state = PMIState.initial
    try state.push(.pokemon(25), in: .tab(.pokedex))
    #expect(
      throws: SaveError(
        cause: .lockUnavailable(cause: .notAFile(path: store.lockURL.path, kind: .symbolicLink)))
    ) {
      try store.save(state, PMIData())
    }
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(try store.load().state == .initial)
  }

  /// A FIFO is someone else's: it is neither read (which would wait for a
  /// writer forever) nor moved aside.
  @Test(.timeLimit(.minutes(1))) func aFIFOAtTheTeamFileRefusesTheSessionAndStays() throws {
    let store = try temporaryStore()
    #expect(mkfifo(store.dataURL.path, 0o600) == 0)
    #expect(throws: StoreError.notAFile(path: store.dataURL.path, kind: .fifo)) {
      _ = try store.load()
    }
    let (_, data, warnings) = try store.load(keepingDamaged: false)
    #expect(data == PMIData())
    #expect(
      warnings == [
        "Could not read the team (\(store.dataURL.path) is a FIFO, not a file, and is left alone);"
          + " starting with an empty team."
      ])
    #expect(StoreFolder.kind(store.dataURL.path) == .fifo)
    #expect(!FileManager.default.fileExists(atPath: store.dataURL.path + ".damaged"))
  }

  @Test func everyScreenSurvivesASave() throws {
    let store = try temporaryStore()
    var state = PMIState.initial
    try state.push(contentsOf: [.pokemon(25), .about, .trainerProfile], in: .tab(.pokedex))
    try state.push(.berry(64), in: .tab(.berries))
    try state.push(.teamMember(6), in: .tab(.team))
    try state.present(.export)
    try store.save(state, PMIData())
    let (restored, _, warnings) = try store.load()
    #expect(warnings.isEmpty)
    #expect(restored == state)
  }

  /// The export's progress and result and the sign-in belong to the run that
  /// showed them: a relaunch leaves them out, keeping the export sheet.
  @Test func screensThatMustNotComeBackAreLeftOut() throws {
    let store = try temporaryStore()
    var state = PMIState.initial
    try state.present(
      .export, stack: [StackElement(.exportProgress), StackElement(.exportFinished)])
    try state.present(.signIn)
    try store.save(state, PMIData())
    let (restored, _, warnings) = try store.load()
    #expect(warnings.isEmpty)
    #expect(restored.presentations.map(\.root.route) == [.export])
    #expect(restored.presentations.first?.stack.isEmpty == true)
  }
}
