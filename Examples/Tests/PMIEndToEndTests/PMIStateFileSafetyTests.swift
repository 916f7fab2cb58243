import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state file through the real binary, as another user who can write to
/// its folder would attack it: pmi never writes through a planted link and
/// never blocks on, or writes into, a FIFO.
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

  @Test func aLinkPlantedAtTheStatePathIsNeverWrittenThrough() throws {
    let (state, victim) = try Self.folder()
    try FileManager.default.createSymbolicLink(at: state, withDestinationURL: victim)
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.errors
        == "pmi: warning: Could not restore the last session (Cannot read the snapshot '\(state.path)': it is not a regular file.); starting fresh. The damaged file is kept as \(state.path).damaged.\n"
    )
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
    // The link itself was moved aside, and the session saved as a file of its own.
    #expect(Self.kind(state.appendingPathExtension("damaged")) == S_IFLNK)
    #expect(Self.kind(state) == S_IFREG)
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
        == "pmi: warning: Could not restore the last session (Cannot read the snapshot '\(state.path)': it is not a regular file.); starting fresh.\n"
    )
    #expect(try Data(contentsOf: victim) == Data("the user's file".utf8))
    #expect(Self.kind(state) == S_IFLNK)
  }

  /// Reading a FIFO would wait for a writer forever; writing into one would
  /// feed whoever reads it.
  ///
  /// The FIFO is moved aside whole instead.
  @Test func aFIFOAtTheStatePathNeitherBlocksNorIsWrittenInto() throws {
    let (state, _) = try Self.folder()
    #expect(mkfifo(state.path, 0o600) == 0)
    let result = try PMIProcess.run(
      ["--state-file", state.path], input: "open pmi://pokedex/25\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.errors
        == "pmi: warning: Could not restore the last session (Cannot read the snapshot '\(state.path)': it is not a regular file.); starting fresh. The damaged file is kept as \(state.path).damaged.\n"
    )
    #expect(Self.kind(state.appendingPathExtension("damaged")) == S_IFIFO)
    #expect(Self.kind(state) == S_IFREG)
  }
}
