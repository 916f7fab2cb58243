import Foundation
import Testing
import Waypoint

@testable import PocketMonsterIndex

/// The store and the user's files: what is not ours is never read,
/// replaced, moved or removed; damage is kept aside or nothing is written;
/// a save says exactly what it wrote.
@Suite struct PMIStoreSafetyTests {
  /// Something that is not a regular file, planted at a path in `folder`.
  enum Foreign: String, CaseIterable, CustomTestStringConvertible {
    case folder, fifo, linkToAFile, danglingLink, linkToDevNull, deviceNode

    var testDescription: String { rawValue }

    /// What lstat reports for it.
    var kind: FileKind {
      switch self {
      case .folder: .folder
      case .fifo: .fifo
      case .linkToAFile, .danglingLink, .linkToDevNull: .symbolicLink
      case .deviceNode: .device
      }
    }

    /// Plants it at `path`; false when this machine cannot (a device node
    /// needs root), and the case is then skipped.
    func plant(at path: String, in folder: URL) throws -> Bool {
      switch self {
      case .folder:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data("the user's".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
      case .fifo: #expect(mkfifo(path, 0o600) == 0)
      case .linkToAFile:
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("the user's file".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim.path)
      case .danglingLink:
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "nowhere")
      case .linkToDevNull:
        // Never the real /dev/null itself: a link to it.
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
      case .deviceNode:
        // A twin of /dev/null (character device 1, 3), made here, never the real one.
        guard getuid() == 0 else { return false }
        // glibc's makedev(1, 3), a macro Swift does not import.
        #expect(mknod(path, S_IFCHR | 0o600, (1 << 8) | 3) == 0)
      }
      return true
    }
  }

  static let states: [PMIState] = {
    var state = PMIState.initial
    _ = try? state.push(.pokemon(25))
    return [state]
  }()

  // MARK: - Not ours

  @Test(arguments: Foreign.allCases)
  func whatIsNotAFileAtTheStatePathRefusesTheSessionAndStays(_ foreign: Foreign) throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    guard try foreign.plant(at: folder.statePath, in: folder.url) else { return }
    let before = try folder.entries()
    #expect(throws: StoreError.notAFile(path: folder.statePath, kind: foreign.kind)) {
      _ = try folder.store.load()
    }
    // A read-only look warns and reads nothing.
    let (state, _, warnings) = try folder.store.load(keepingDamaged: false)
    #expect(state == .initial)
    #expect(
      warnings == [
        "Could not restore the last session (\(folder.statePath) is \(foreign.kind), not a file,"
          + " and is left alone); starting fresh."
      ])
    // A save that gets there anyway writes the team and leaves the path alone.
    #expect(
      throws: SaveError(
        saved: [.team], cause: .notAFile(path: folder.statePath, kind: foreign.kind))
    ) {
      try folder.store.save(Self.states[0], PMIData(team: [25]))
    }
    #expect(StoreFolder.kind(folder.statePath) == foreign.kind)
    #expect(
      try folder.entries()
        == (before + ["navigation.wpt.lock", "navigation.wpt.team.json"]).sorted())
  }

  @Test(arguments: Foreign.allCases)
  func whatIsNotAFileAtTheTeamPathRefusesTheSessionAndStays(_ foreign: Foreign) throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    guard try foreign.plant(at: folder.teamPath, in: folder.url) else { return }
    #expect(throws: StoreError.notAFile(path: folder.teamPath, kind: foreign.kind)) {
      _ = try folder.store.load()
    }
    #expect(
      throws: SaveError(
        saved: [.navigation], cause: .notAFile(path: folder.teamPath, kind: foreign.kind))
    ) {
      try folder.store.save(Self.states[0], PMIData(team: [25]))
    }
    #expect(StoreFolder.kind(folder.teamPath) == foreign.kind)
    #expect(!FileManager.default.fileExists(atPath: folder.teamPath + ".damaged"))
  }

  // MARK: - The lock

  /// Without the lock a save would merge blind and could undo another
  /// session's changes: it writes nothing, and says why.
  @Test(arguments: [Foreign.folder, .fifo, .linkToAFile, .danglingLink, .linkToDevNull])
  func aLockThatCannotBeTakenSavesNothingAndSaysSo(_ foreign: Foreign) throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    _ = try foreign.plant(at: folder.lockPath, in: folder.url)
    let cause = StoreError.lockUnavailable(
      cause: .notAFile(path: folder.lockPath, kind: foreign.kind))
    let (_, _, warnings) = try folder.store.load()
    #expect(warnings == ["This session cannot be saved: \(cause)."])
    #expect(throws: SaveError(cause: cause)) {
      try folder.store.save(Self.states[0], PMIData(team: [25]))
    }
    #expect(throws: cause) { try folder.store.reset() }
    #expect(StoreFolder.kind(folder.statePath) == nil && StoreFolder.kind(folder.teamPath) == nil)
    #expect(StoreFolder.kind(folder.lockPath) == foreign.kind)
  }

  /// Another user's lock, or one the user cannot open (as root, any file opens).
  @Test(.enabled(if: getuid() != 0, "root opens any file"))
  func anUnreadableLockSavesNothing() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    #expect(FileManager.default.createFile(atPath: folder.lockPath, contents: nil))
    #expect(chmod(folder.lockPath, 0) == 0)
    #expect(
      throws: SaveError(
        cause: .lockUnavailable(cause: .failed(.lock, path: folder.lockPath, code: EACCES)))
    ) {
      try folder.store.save(Self.states[0], PMIData(team: [25]))
    }
  }

  // MARK: - Damage

  /// With every `.damaged` name taken, the original is not saved over, and
  /// no warning claims a fresh start.
  @Test func damageThatCannotBeKeptAsideRefusesTheSession() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    try Data("not a snapshot".utf8).write(to: folder.store.stateFile.url)
    for copy in 1...StoreError.keptAsideLimit {
      let name = folder.statePath + (copy == 1 ? ".damaged" : ".damaged-\(copy)")
      try Data("an earlier copy".utf8).write(to: URL(fileURLWithPath: name))
    }
    #expect(throws: StoreError.notKeptAside(path: folder.statePath, code: nil)) {
      _ = try folder.store.load()
    }
    #expect(try Data(contentsOf: folder.store.stateFile.url) == Data("not a snapshot".utf8))
    try folder.writeTeam("{")
    try FileManager.default.removeItem(atPath: folder.statePath)
    for copy in 1...StoreError.keptAsideLimit {
      let name = folder.teamPath + (copy == 1 ? ".damaged" : ".damaged-\(copy)")
      try Data("an earlier copy".utf8).write(to: URL(fileURLWithPath: name))
    }
    #expect(throws: StoreError.notKeptAside(path: folder.teamPath, code: nil)) {
      _ = try folder.store.load()
    }
    // A save (another session's) does not write the team over it either.
    #expect(
      throws: SaveError(
        saved: [.navigation], cause: .notKeptAside(path: folder.teamPath, code: nil))
    ) {
      try folder.store.save(Self.states[0], PMIData(team: [25]))
    }
    #expect(try Data(contentsOf: folder.store.dataURL) == Data("{".utf8))
  }

  /// A dangling link at `.damaged` is someone's: it stays, and the copy
  /// takes the next name.
  @Test func aDanglingLinkAtTheDamagedNameStaysAndTheCopyGoesNext() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    try Data("not a snapshot".utf8).write(to: folder.store.stateFile.url)
    let damaged = folder.statePath + ".damaged"
    try FileManager.default.createSymbolicLink(atPath: damaged, withDestinationPath: "nowhere")
    let (_, _, warnings) = try folder.store.load()
    #expect(
      warnings == [
        "Could not restore the last session (\(folder.statePath) cannot be read: The data is not"
          + " a Waypoint snapshot.); starting fresh. The damaged file is kept as "
          + "\(folder.statePath).damaged-2."
      ])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: damaged) == "nowhere")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: damaged + "-2")) == Data("not a snapshot".utf8))
  }

  /// Members that are no Pokémon, twice, or past six, and rows past the
  /// list, are left out, said, and the file as it was is kept.
  @Test func aTeamFileIsCheckedAndKeptAsItWas() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let original =
      #"{"signedIn":true,"team":[-9223372036854775808,25,25,1,2,3,4,5,6],"#
      + #""lists":{"pokedex":{"row":-25,"top":0},"berries":{"row":3,"top":1}}}"#
    try folder.writeTeam(original)
    let (_, data, warnings) = try folder.store.load()
    #expect(
      data
        == PMIData(
          team: [25, 1, 2, 3, 4, 5], signedIn: true,
          lists: ["berries": ListPosition(row: 3, top: 1)]))
    let issues: [PMIData.Issue] = [
      .unknownMember(.min), .repeatedMember(25), .pastTeamLimit(6),
      .positionOutOfRange(list: "pokedex", ListPosition(row: -25, top: 0)),
    ]
    #expect(
      warnings == [
        "Left out of the team file (4 entries): \(issues[0]); \(issues[1]); \(issues[2]); and 1 more.",
        "The team file as it was is kept as \(folder.teamPath).damaged.",
      ])
    #expect(try String(contentsOfFile: folder.teamPath + ".damaged", encoding: .utf8) == original)
  }

  /// A team file of 5,000 members that are no Pokémon printed 5,000
  /// warnings; it is one, which quotes the first three, each cut short.
  @Test func thousandsOfBadMembersAreOneWarning() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let members = (2_000..<7_000).map(String.init).joined(separator: ",")
    let long = String(repeating: "x", count: 500)
    try folder.writeTeam(
      #"{"signedIn":false,"team":[\#(members)],"lists":{"\#(long)":{"row":0,"top":0}}}"#)
    let (_, data, warnings) = try folder.store.load(keepingDamaged: false)
    #expect(data == PMIData())
    let quoted = [2_000, 2_001, 2_002].map { PMIData.Issue.unknownMember($0).description }
    #expect(
      warnings == [
        "Left out of the team file (5001 entries): \(quoted.joined(separator: "; ")); and 4998 more."
      ])
    try folder.writeTeam(#"{"signedIn":false,"team":[],"lists":{"\#(long)":{"row":0,"top":0}}}"#)
    let cut = PMIData.Issue.unknownList(long).description.prefix(99)
    #expect(
      try folder.store.load(keepingDamaged: false).warnings == [
        "Left out of the team file: \(cut)…."
      ])
  }

  // MARK: - What a save wrote

  /// The team and the navigation are two files: a save that writes one and
  /// not the other says which.
  @Test func aSaveSaysExactlyWhatItWrote() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let full = StoreError.failed(.write, path: folder.teamPath, code: ENOSPC)
    var store = folder.store
    store.writers.team = { _, _ throws(StoreError) in throw full }
    #expect(throws: SaveError(saved: [.navigation], cause: full)) {
      try store.save(Self.states[0], PMIData(team: [25]))
    }
    #expect(try folder.store.load().state == Self.states[0])
    #expect(StoreFolder.kind(folder.teamPath) == nil)

    let refused = RestorationError.writeFailed(path: folder.statePath, code: EDQUOT)
    store = folder.store
    store.writers.navigation = { _, _ in throw refused }
    #expect(
      throws: SaveError(
        saved: [.team], cause: .failed(.write, path: folder.statePath, code: EDQUOT))
    ) {
      try store.save(.initial, PMIData(team: [6]))
    }
    let (state, data, _) = try folder.store.load()
    #expect(state == Self.states[0] && data.team == [6])

    store.writers.team = { _, _ throws(StoreError) in throw full }
    #expect(throws: SaveError(saved: [], cause: full)) {
      try store.save(.initial, PMIData(team: [7]))
    }
  }

  // MARK: - Modes and leftovers

  /// A 600 team file became 644 on save; a new one is 600 whatever the umask.
  @Test func theTeamFileKeepsItsModeAndANewOneIsPrivate() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    try folder.store.save(.initial, PMIData(team: [25]))
    #expect(StoreFolder.permissions(folder.teamPath) == 0o600)
    #expect(chmod(folder.teamPath, 0o640) == 0)
    try folder.store.save(.initial, PMIData(team: [6]), base: PMIData(team: [25]))
    #expect(StoreFolder.permissions(folder.teamPath) == 0o640)
  }

  /// A killed save leaves its temporary; the next session removes those
  /// that are ours, and nothing else.
  @Test func aKilledSavesTemporariesAreRemovedAndNothingElse() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let ours = [1, 2].map { _ in StoreFile.temporaryName(for: "navigation.wpt.team.json") }
    let others = [
      ".navigation.wpt.team.json.notours.tmp", "navigation.wpt.team.json.1234.tmp",
      StoreFile.temporaryName(for: "other.json"),
    ]
    for name in ours + others {
      try Data("half".utf8).write(to: folder.url.appendingPathComponent(name))
    }
    let folderNamedLikeOurs = StoreFile.temporaryName(for: "navigation.wpt.team.json")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent(folderNamedLikeOurs), withIntermediateDirectories: false
    )
    _ = try folder.store.load()
    #expect(
      try folder.entries() == (others + [folderNamedLikeOurs, "navigation.wpt.lock"]).sorted())
    let leftover = folder.url.appendingPathComponent(ours[0])
    try Data("half".utf8).write(to: leftover)
    try folder.store.save(.initial, PMIData())
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  // MARK: - Reset

  /// A folder at the state path went with everything in it.
  @Test(arguments: Foreign.allCases)
  func resetRemovesNothingThatIsNotOurs(_ foreign: Foreign) throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    try folder.store.save(.initial, PMIData(team: [25]))
    try FileManager.default.removeItem(atPath: folder.statePath)
    guard try foreign.plant(at: folder.statePath, in: folder.url) else { return }
    #expect(throws: StoreError.notAFile(path: folder.statePath, kind: foreign.kind)) {
      try folder.store.reset()
    }
    #expect(StoreFolder.kind(folder.statePath) == foreign.kind)
    #expect(try folder.store.load(keepingDamaged: false).data.team == [25])
  }

  @Test func resetLeavesAFileThatIsNotASessionAlone() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    try Data("the user's notes".utf8).write(to: folder.store.stateFile.url)
    #expect(
      throws: StoreError.unreadable(
        path: folder.statePath,
        reason: "it is not a pmi session (The data is not a Waypoint snapshot.)")
    ) {
      try folder.store.reset()
    }
    #expect(try Data(contentsOf: folder.store.stateFile.url) == Data("the user's notes".utf8))
  }

  /// A session still open after `--reset` wrote the old team back: it now
  /// merges its own unsaved changes into the empty team.
  @Test func aSessionStillOpenAdoptsAReset() throws {
    let folder = try StoreFolder()
    defer { folder.remove() }
    let base = try folder.store.save(Self.states[0], PMIData(team: [25, 6], signedIn: true))
    try folder.store.reset()
    #expect(StoreFolder.kind(folder.statePath) == nil)
    #expect(try folder.store.load().data == PMIData())
    // The open session released Charizard and added Squirtle since its last save.
    let saved = try folder.store.save(
      Self.states[0], PMIData(team: [25, 7], signedIn: true), base: base)
    #expect(saved == PMIData(team: [7]))
    #expect(try folder.store.load().data == PMIData(team: [7]))
  }

  // MARK: - Where

  @Test(arguments: [
    (["XDG_STATE_HOME": "/state", "HOME": "/home/ash"], "/state/pmi/navigation.wpt"),
    (["XDG_STATE_HOME": "", "HOME": "/home/ash"], "/home/ash/.local/state/pmi/navigation.wpt"),
    (
      ["XDG_STATE_HOME": "relative", "HOME": "/home/ash"],
      "/home/ash/.local/state/pmi/navigation.wpt"
    ),
    (["HOME": "/home/ash"], "/home/ash/.local/state/pmi/navigation.wpt"),
    (["HOME": "relative"], "/account/.local/state/pmi/navigation.wpt"),
    ([:], "/account/.local/state/pmi/navigation.wpt"),
  ])
  func aRelativeOrEmptyStateHomeIsIgnored(environment: [String: String], path: String) {
    let account = URL(fileURLWithPath: "/account")
    #expect(PMIStore.defaultURL(environment: environment, accountHome: account).path == path)
  }
}
