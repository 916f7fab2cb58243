import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// A session a newer pmi saved is not damage: the store refuses it whole,
/// moves nothing, and saves over neither of its files.
@Suite struct PMIStoreNewerSessionTests {
  // Computed: LeakSanitizer cannot see a static `Data`'s buffer (its address
  // carries an enum tag) and calls it leaked.
  /// A snapshot of format 2, as a newer pmi might write it.
  static var newer: Data { Data(#"{"app":3,"format":2,"state":{"windows":[]}}"#.utf8) }
  /// A team file this pmi cannot read, as a newer one might write it.
  static var newerTeam: Data { Data(#"{"teams":[[25,6]]}"#.utf8) }

  static func folderWithANewerSession() throws -> StoreFolder {
    let folder = try StoreFolder()
    try newer.write(to: folder.store.stateFile.url)
    try newerTeam.write(to: folder.store.dataURL)
    return folder
  }

  static func expectUntouched(_ folder: StoreFolder) throws {
    #expect(try Data(contentsOf: folder.store.stateFile.url) == newer)
    #expect(try Data(contentsOf: folder.store.dataURL) == newerTeam)
    #expect(
      try folder.entries().filter { !$0.hasSuffix(".lock") }
        == ["navigation.wpt", "navigation.wpt.team.json"])
  }

  static func refusal(_ folder: StoreFolder) -> StoreError {
    .unsupportedFormat(path: folder.statePath, found: 2, supported: 1)
  }

  @Test func aSessionANewerPMISavedRefusesTheSessionAndMovesNothing() throws {
    let folder = try Self.folderWithANewerSession()
    defer { folder.remove() }
    #expect(throws: Self.refusal(folder)) { _ = try folder.store.load() }
    try Self.expectUntouched(folder)
  }

  /// `open --print` reads without saving: it starts fresh, says why, and
  /// leaves both files.
  @Test func aReadOnlyLookStartsFreshAndSaysWhy() throws {
    let folder = try Self.folderWithANewerSession()
    defer { folder.remove() }
    let (state, _, warnings) = try folder.store.load(keepingDamaged: false)
    #expect(state == .initial)
    #expect(
      warnings.first
        == "Could not restore the last session (\(Self.refusal(folder))); starting fresh.")
    try Self.expectUntouched(folder)
  }

  /// A newer pmi that saved while this one ran: this one's save writes
  /// neither file.
  @Test func aSaveWritesNothingOverANewerSession() throws {
    let folder = try Self.folderWithANewerSession()
    defer { folder.remove() }
    var state = PMIState.initial
    try state.push(.pokemon(25))
    #expect(throws: SaveError(cause: Self.refusal(folder))) {
      try folder.store.save(state, PMIData(team: [25]), base: PMIData())
    }
    try Self.expectUntouched(folder)
  }

  @Test func aResetForgetsNothingOfANewerSession() throws {
    let folder = try Self.folderWithANewerSession()
    defer { folder.remove() }
    #expect(throws: Self.refusal(folder)) { try folder.store.reset() }
    try Self.expectUntouched(folder)
  }
}
