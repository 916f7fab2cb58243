public import Foundation
public import Waypoint

/// Where the app keeps its last session: the navigation snapshot (JSON,
/// written by Waypoint's ``SnapshotFile``) and the team file beside it, each
/// replaced in one rename.
///
/// # Files that are not ours
/// The store reads, replaces, moves and removes regular files only. A
/// folder, a link, a FIFO or a device at the state file's or the team
/// file's path is someone else's: a session refuses to start
/// (``StoreError/notAFile(path:kind:)``) and leaves it where it is.
///
/// # Several sessions
/// Sessions on one state file take an exclusive lock (`flock` on the `.lock`
/// file beside it) to read, merge and write the team (see
/// ``PMIData/merged(since:into:)``), and the tabs Settings hides (see
/// ``save(_:_:base:hiddenTabsBase:)``); the rest of the navigation is the
/// last saver's. A lock that cannot be taken fails the save, which never
/// merges blind. A session holds the lock for milliseconds; one another process holds for
/// longer than ``lockWait`` is stuck, and refuses a session at its start and
/// fails a save, naming the holder where the system says
/// (``StoreError/lockHeld(path:holder:waited:)``).
///
/// # Newer sessions
/// A session a newer pmi saved, in a snapshot format this one cannot read,
/// is not damage: a session refuses to start, and saves and resets refuse,
/// leaving both files as they are
/// (``StoreError/unsupportedFormat(path:found:supported:)``).
///
/// # Damage
/// A damaged file is moved aside to `NAME.damaged` (then `-2`, … `-100`)
/// before anything can save over it, and the warning says where; when it
/// cannot be, the session refuses to start rather than overwrite it.
///
/// # Reset
/// ``reset()`` removes the snapshot and leaves an empty team in the team
/// file, instead of removing it: a session still open then merges its own
/// unsaved changes into the empty team, as into any other session's save,
/// and cannot write the old team back.
public struct PMIStore: Sendable {
  /// The navigation snapshot.
  public let stateFile: SnapshotFile<PMI>
  /// The team and sign-in, as JSON.
  public let dataURL: URL
  /// Held while a session reads and saves.
  public let lockURL: URL
  /// The two writes of a save; tests put a failing one in place.
  var writers = Writers()
  /// How long to wait for a lock another process holds before giving up.
  public var lockWait = PMIStore.defaultLockWait

  /// Ten seconds: a session holds the lock for milliseconds, so a lock held
  /// this long is stuck, and a wait this long is still one a user sits through.
  public static let defaultLockWait = Duration.seconds(10)

  /// The largest team file read: a real one is a few hundred bytes, and a
  /// huge one must not be read whole into memory.
  public static let dataSizeLimit = 64 * 1024

  /// Screens that must not come back on the next launch: a half-done sign-in or export.
  public static let coder = SnapshotCoder<PMI>(
    tabs: PMI.Tab.allCases,
    isRestorable: { ![.signIn, .exportProgress, .exportFinished].contains($0) })

  /// A store at `stateURL`; the team goes to `stateURL` + `.team.json`.
  public init(stateURL: URL) {
    stateFile = SnapshotFile(url: stateURL, coder: Self.coder)
    dataURL = stateURL.appendingPathExtension("team.json")
    lockURL = stateURL.appendingPathExtension("lock")
  }

  /// `$XDG_STATE_HOME/pmi/navigation.wpt`, or `$HOME/.local/state/pmi/navigation.wpt`.
  public static var defaultURL: URL {
    defaultURL(environment: ProcessInfo.processInfo.environment, accountHome: accountHome)
  }

  /// The account's home folder; on iOS and its kin, which have no account
  /// home (`homeDirectoryForCurrentUser` is unavailable there), the app's own.
  private static var accountHome: URL {
    #if os(macOS) || os(Linux)
      FileManager.default.homeDirectoryForCurrentUser
    #else
      URL.homeDirectory
    #endif
  }

  /// The default state file for `environment`, as the XDG specification
  /// says: `$XDG_STATE_HOME/pmi/navigation.wpt`, else under
  /// `$HOME/.local/state`, else under the account's home folder.
  ///
  /// A relative path is invalid there, to be ignored, and an empty one means
  /// unset: either would put the session wherever pmi happens to be started.
  /// (Foundation's home folder on Linux is the account's, whatever `HOME` says.)
  static func defaultURL(environment: [String: String], accountHome: URL) -> URL {
    func absolute(_ name: String) -> URL? {
      environment[name].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
    }
    let base =
      absolute("XDG_STATE_HOME")
      ?? (absolute("HOME") ?? accountHome).appendingPathComponent(".local/state")
    return base.appendingPathComponent("pmi/navigation.wpt")
  }

  /// The writes a save makes, one per file.
  struct Writers: Sendable {
    /// Replaces the team file at a path with bytes.
    var team: @Sendable (String, [UInt8]) throws(StoreError) -> Void = {
      try StoreFile.replace($0, with: $1)
    }
    /// Saves the navigation.
    var navigation: @Sendable (SnapshotFile<PMI>, PMIState) throws -> Void = { try $0.save($1) }
  }
}
