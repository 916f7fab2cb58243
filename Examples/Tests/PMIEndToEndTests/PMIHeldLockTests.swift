import Foundation
import PocketMonsterIndex
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock another process holds, through the real binary.
///
/// The old pmi waited for it forever without a word, at its start and at
/// every save. Now it waits `PMI_LOCK_SECONDS`, names the lock and who holds
/// it, and exits 1 with nothing lost.
///
/// The test itself holds the lock, for as long as the test runs, so what pmi
/// meets does not depend on how fast either runs.
@Suite(.serialized) struct PMIHeldLockTests {
  /// The wait the tests give pmi, in seconds; its length changes nothing
  /// but how long each test takes.
  static let wait = "0.2"
  static let waited = Duration.seconds(0.2)

  /// A lock file beside a fresh state path, locked by this process until
  /// `release` is called.
  struct HeldLock {
    let state: URL
    let lock: URL
    let descriptor: Int32

    init() throws {
      state = PMIProcess.stateFile()
      try FileManager.default.createDirectory(
        at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
      lock = state.appendingPathExtension("lock")
      descriptor = open(lock.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
      #expect(descriptor >= 0)
      #expect(flock(descriptor, LOCK_EX) == 0)
    }

    func release() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }

    /// The refusal pmi gives: this process holds the lock, and Linux says so.
    var refusal: StoreError {
      .lockUnavailable(
        cause: .lockHeld(path: lock.path, holder: Self.holder, waited: PMIHeldLockTests.waited))
    }

    /// This process, as `/proc` names it; unknown where there is no `/proc/locks`.
    static var holder: LockHolder? {
      guard FileManager.default.fileExists(atPath: "/proc/locks"),
        let name = try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)
      else { return nil }
      return LockHolder(pid: getpid(), command: name.trimmingCharacters(in: .newlines))
    }

    func entries() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
        .sorted()
    }
  }

  @Test func aLockHeldAtTheStartRefusesTheSessionAndSaysWhoHoldsIt() throws {
    let held = try HeldLock()
    defer { held.release() }
    let result = try PMIProcess.run(
      ["--state-file", held.state.path], input: "open pmi://pokedex/25\nquit\n",
      environment: ["PMI_LOCK_SECONDS": Self.wait])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "pmi: cannot use the saved session: \(held.refusal). Nothing was changed.\n")
    #expect(try held.entries() == ["navigation.wpt.lock"])
  }

  @Test func aLockHeldAtAResetForgetsNothingAndSaysWhoHoldsIt() throws {
    let held = try HeldLock()
    defer { held.release() }
    let team = held.state.appendingPathExtension("team.json")
    try Data(#"{"signedIn":false,"team":[25]}"#.utf8).write(to: team)
    let result = try PMIProcess.run(
      ["--reset", "--yes", "--state-file", held.state.path],
      environment: ["PMI_LOCK_SECONDS": Self.wait])
    #expect(result.status == 1)
    #expect(result.errors == "pmi: nothing was forgotten: \(held.refusal).\n")
    #expect(try Data(contentsOf: team) == Data(#"{"signedIn":false,"team":[25]}"#.utf8))
  }

  /// The lock is free when the session starts and held when it saves: the
  /// save says so, the session goes on, and pmi exits 1; what was saved
  /// before is all there.
  @Test func aLockHeldAtASaveFailsItAndSaysWhoHoldsIt() throws {
    let state = PMIProcess.stateFile()
    let session = try PipedSession(
      ["--state-file", state.path], environment: ["PMI_LOCK_SECONDS": Self.wait])
    session.run("open pmi://pokedex/25", expecting: "Pikachu")
    session.run("tap \(Pokedex.addChoice(25))", expecting: "Pikachu joined your team.")
    // Line mode saves after each command, before it reads the next.
    session.run("print", expecting: "Pikachu")
    let saved = try Data(contentsOf: state.appendingPathExtension("team.json"))
    let lock = state.appendingPathExtension("lock")
    let descriptor = open(lock.path, O_RDWR | O_CLOEXEC)
    #expect(flock(descriptor, LOCK_EX) == 0)
    defer { close(descriptor) }
    let refusal = SaveError(
      cause: .lockUnavailable(
        cause: .lockHeld(
          path: lock.path, holder: HeldLock.holder, waited: Self.waited)))
    session.run("open pmi://pokedex/6", expecting: "Charizard")
    #expect(session.quit() == 1)
    #expect(session.errors() == "pmi: \(refusal)\n")
    #expect(try Data(contentsOf: state.appendingPathExtension("team.json")) == saved)
  }
}
