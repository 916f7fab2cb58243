import Foundation
import Testing

/// Ten sessions at once on one state file whose lock cannot be taken.
///
/// The old pmi saved unlocked without a word, and concurrent sessions lost 6 of
/// 9 kept members; now a session without the lock saves nothing and says
/// so, and what was saved before is all still there.
@Suite(.serialized) struct PMIBrokenLockTests {
  /// How the lock's path is broken.
  enum BrokenLock: String, CaseIterable, CustomTestStringConvertible {
    case folder, link, danglingLink, unreadableFile

    var testDescription: String { rawValue }

    /// Breaks the lock at `lock`; a file the user cannot open needs a user
    /// who is not root, so as root the sessions run as nobody.
    func plant(at lock: URL) throws {
      switch self {
      case .folder:
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
      case .link:
        let target = lock.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try Data().write(to: target)
        try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
      case .danglingLink:
        try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: "gone")
      case .unreadableFile:
        #expect(FileManager.default.createFile(atPath: lock.path, contents: nil))
        #expect(chown(lock.path, PMIBrokenLockTests.user ?? getuid(), getgid()) == 0)
        #expect(chmod(lock.path, 0) == 0)
      }
    }

    /// The cause pmi gives for `lock`.
    func cause(_ lock: URL) -> String {
      switch self {
      case .folder: "\(lock.path) is a folder, not a file, and is left alone"
      case .link, .danglingLink: "\(lock.path) is a symbolic link, not a file, and is left alone"
      case .unreadableFile: "cannot lock \(lock.path): Permission denied"
      }
    }
  }

  /// The user the sessions run as: nobody when the tests run as root, for
  /// whom every file opens.
  static let user: UInt32? = getuid() == 0 ? 65534 : nil

  @Test(arguments: BrokenLock.allCases)
  func tenSessionsWithABrokenLockLoseNothingAndSaySo(_ broken: BrokenLock) throws {
    let state = PMIProcess.stateFile()
    let folder = state.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let team = state.appendingPathExtension("team.json")
    let kept = Data(#"{"lists":{},"signedIn":false,"team":[1,4,7]}"#.utf8)
    try kept.write(to: team)
    if let user = Self.user {
      #expect(chown(folder.path, user, getgid()) == 0 && chown(team.path, user, getgid()) == 0)
    }
    let lock = state.appendingPathExtension("lock")
    try broken.plant(at: lock)
    let sessions = try (0..<10).map { _ in
      try PipedSession(["--state-file", state.path], asUser: Self.user)
    }
    DispatchQueue.concurrentPerform(iterations: sessions.count) { index in
      let session = sessions[index]
      let number = 10 + index * 7
      let name = Pokedex.catalogue.monster(number)?.name ?? ""
      session.run("open pmi://pokedex/\(number)", expecting: name)
      session.run("tap \(Pokedex.addChoice(number))", expecting: "\(name) joined your team.")
      guard index.isMultiple(of: 2) else { return }
      // Adding keeps the user on the Pokémon; the release is on the Team tab.
      session.run("open pmi://team/\(number)", expecting: "Team: \(name)")
      session.run("tap 2", expecting: "Release \(name)?")
      session.run("tap 1", expecting: "Released \(name).")
    }
    let refusal =
      "cannot take the lock, and saving without it could undo another session's changes: "
      + broken.cause(lock)
    for session in sessions {
      #expect(session.quit() == 1)
      #expect(
        session.errors()
          == "pmi: warning: This session cannot be saved: \(refusal).\n"
          + "pmi: Could not save the session: \(refusal).\n")
    }
    #expect(try Data(contentsOf: team) == kept)
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }
}
