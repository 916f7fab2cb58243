import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state file through the real binary, as another user who can write to
/// its folder, or bad luck, would leave it: pmi never writes through a
/// planted link, never blocks on a FIFO, and never moves, replaces or
/// removes what is not its own file.
@Suite(.serialized) struct PMIStateFileSafetyTests {
  /// A state path in a fresh folder, and a file of the user's beside it.
  static func folder() throws -> (state: URL, victim: URL) {
    let state = PMIProcess.stateFile()
    try FileManager.default.createDirectory(
      at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    let victim = state.deletingLastPathComponent().appendingPathComponent("victim.txt")
    try Data("the user's file".utf8).write(to: victim)
    return (state, victim)
  }

  static func kind(_ url: URL) -> mode_t {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  static func entries(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// Something that is not a regular file, at the state path.
  enum Foreign: String, CaseIterable, CustomTestStringConvertible {
    case folder, fifo, linkToAFile, linkToDevNull, deviceNode

    var testDescription: String { rawValue }

    /// How pmi names it.
    var name: String {
      switch self {
      case .folder: "a folder"
      case .fifo: "a FIFO"
      case .linkToAFile, .linkToDevNull: "a symbolic link"
      case .deviceNode: "a device"
      }
    }

    /// Plants it at `state`, beside `victim`; false where the machine cannot
    /// (a device node needs root).
    func plant(at state: URL, victim: URL) throws -> Bool {
      switch self {
      case .folder:
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: false)
        try Data("the user's".utf8).write(to: state.appendingPathComponent("notes.txt"))
      case .fifo: #expect(mkfifo(state.path, 0o600) == 0)
      case .linkToAFile:
        try FileManager.default.createSymbolicLink(at: state, withDestinationURL: victim)
      case .linkToDevNull:
        // As root, the old pmi would have renamed the real /dev/null: a link to it stands in.
        try FileManager.default.createSymbolicLink(
          atPath: state.path, withDestinationPath: "/dev/null")
      case .deviceNode:
        // A twin of /dev/null (character device 1, 3), never the real one.
        guard getuid() == 0 else { return false }
        #expect(mknod(state.path, S_IFCHR | 0o600, (1 << 8) | 3) == 0)
      }
      return true
    }
  }

  /// The old pmi renamed it to `.damaged` and saved a file in its place,
  /// exit 0; reading the FIFO would have waited for a writer forever.
  @Test(arguments: Foreign.allCases)
  func whatIsNotAFileAtTheStatePathIsRefusedAndLeftAlone(_ foreign: Foreign) throws {
    let (state, victim) = try Self.folder()
    guard try foreign.plant(at: state, victim: victim) else { return }
    let kind = Self.kind(state)
    let before = try Self.entries(state.deletingLastPathComponent())
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: cannot use the saved session: \(state.path) is \(foreign.name), not a file, "
        + "and is left alone. Nothing was changed.\n")
    #expect(Self.kind(state) == kind)
    #expect(try Self.entries(state.deletingLastPathComponent()) == before)
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
  }

  @Test func printingThroughAPlantedLinkReadsAndWritesNothing() throws {
    let (state, victim) = try Self.folder()
    try FileManager.default.createSymbolicLink(at: state, withDestinationURL: victim)
    let result = try PMIProcess.run([
      "open", "pmi://pokedex/25", "--print", "--state-file", state.path,
    ])
    #expect(result.status == 0)
    #expect(
      result.errors
        == "pmi: warning: Could not restore the last session (\(state.path) is a symbolic link, "
        + "not a file, and is left alone); starting fresh.\n")
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
    #expect(Self.kind(state) == S_IFLNK)
  }

  /// `pmi --reset --yes --state-file DIR` deleted DIR and everything in it, exit 0.
  @Test(arguments: Foreign.allCases)
  func resetRemovesOnlyFilesOfOurs(_ foreign: Foreign) throws {
    let (state, victim) = try Self.folder()
    guard try foreign.plant(at: state, victim: victim) else { return }
    let before = try Self.entries(state.deletingLastPathComponent())
    let result = try PMIProcess.run(["--reset", "--yes", "--state-file", state.path])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: nothing was forgotten: \(state.path) is \(foreign.name), not a file, "
        + "and is left alone.\n")
    #expect(try Self.entries(state.deletingLastPathComponent()) == before)
    if foreign == .folder {
      #expect(try Self.entries(state) == ["notes.txt"])
    }
  }

  @Test func resetLeavesAFileThatIsNotASessionAlone() throws {
    let (_, victim) = try Self.folder()
    let result = try PMIProcess.run(["--reset", "--yes", "--state-file", victim.path])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: nothing was forgotten: \(victim.path) cannot be read: it is not a pmi session "
        + "(The data is not a Waypoint snapshot.).\n")
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
  }

  /// With every `.damaged` name taken, the old pmi saved over the damaged
  /// original, while its warning said "starting fresh".
  @Test func damageThatCannotBeKeptAsideIsNeverOverwritten() throws {
    let (state, _) = try Self.folder()
    try Data("not a snapshot".utf8).write(to: state)
    for copy in 1...100 {
      let name = state.path + (copy == 1 ? ".damaged" : ".damaged-\(copy)")
      try Data("an earlier copy".utf8).write(to: URL(fileURLWithPath: name))
    }
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: cannot use the saved session: \(state.path) is damaged and cannot be kept aside, "
        + "as \(state.path).damaged to \(state.path).damaged-100 are all taken, so it is left as "
        + "it is. Nothing was changed.\n")
    #expect(try Data(contentsOf: state) == Data("not a snapshot".utf8))
  }

  /// A dangling link at `.damaged` made the old pmi give up keeping the
  /// copy, and then save over the original.
  @Test func aDanglingLinkAtTheDamagedNameStaysAndTheCopyGoesNext() throws {
    let (state, _) = try Self.folder()
    try Data("not a snapshot".utf8).write(to: state)
    let damaged = state.appendingPathExtension("damaged")
    try FileManager.default.createSymbolicLink(atPath: damaged.path, withDestinationPath: "gone")
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 0)
    #expect(result.errors.hasSuffix(" The damaged file is kept as \(state.path).damaged-2.\n"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: damaged.path) == "gone")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: damaged.path + "-2")) == Data("not a snapshot".utf8)
    )
  }

  /// The team file was written with Foundation, which widened 600 to 644.
  @Test func theTeamFileKeepsItsMode() throws {
    let (state, _) = try Self.folder()
    let team = state.appendingPathExtension("team.json")
    _ = try PMIProcess.run(["--state-file", state.path], input: "open pmi://pokedex/25\ntap 5\n")
    #expect(chmod(team.path, 0o600) == 0)
    _ = try PMIProcess.run(["--state-file", state.path], input: "open pmi://pokedex/6\ntap 4\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: team.path)[.posixPermissions] as? Int
        == 0o600)
    #expect(
      try Data(contentsOf: team) == Data(#"{"lists":{},"signedIn":false,"team":[25,6]}"#.utf8))
  }

  /// kill -9 during a save left Foundation's temporaries, which nothing removed.
  @Test func aKilledSavesTemporariesOfOursAreRemovedAndNothingElse() throws {
    let (state, _) = try Self.folder()
    let folder = state.deletingLastPathComponent()
    let ours = ".navigation.wpt.team.json.\(UUID().uuidString).tmp"
    let notOurs = ".navigation.wpt.team.json.mine.tmp"
    for name in [ours, notOurs] {
      try Data("half".utf8).write(to: folder.appendingPathComponent(name))
    }
    _ = try PMIProcess.run(["--state-file", state.path], input: "quit\n")
    let left = try Self.entries(folder)
    #expect(!left.contains(ours))
    #expect(left.contains(notOurs) && left.contains("victim.txt"))
  }
}
