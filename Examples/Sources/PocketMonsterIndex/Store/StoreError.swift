public import Foundation

/// Why the store did not read, write or remove one of its files, naming the
/// path and the cause.
///
/// The description is a clause for a longer message, such as
/// `cannot create /x/y/navigation.wpt: /x/y is not a folder`; ``SaveError``
/// and the app's warnings put it in a sentence.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// What the store was doing when the system refused.
  public enum Action: String, Hashable, Sendable {
    /// Reading a file.
    case read
    /// Writing a file, or its temporary.
    case write
    /// Removing a file.
    case remove
    /// Opening or locking the lock file.
    case lock
    /// Creating the folders on the way to a file.
    case create = "create a folder for"
  }

  /// Something other than a regular file stands where the store keeps a
  /// file: it is left alone, never read, replaced, moved or removed.
  case notAFile(path: String, kind: FileKind)
  /// `folder`, on the way to `path`, is not a folder.
  case notAFolder(path: String, folder: String)
  /// The file is larger than anything the app writes there.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The file is not what the app writes there: `reason` says what is wrong.
  case unreadable(path: String, reason: String)
  /// The system refused `action` on `path` with `code`, its `errno`.
  case failed(Action, path: String, code: Int32)
  /// The damaged file at `path` could not be moved aside, so it is not
  /// replaced: every `.damaged` name is taken (`code` is nil) or the system
  /// refused with `code`.
  case notKeptAside(path: String, code: Int32?)
  /// The lock beside the state file could not be taken, for `cause`; saving
  /// without it could lose what another session saved meanwhile.
  indirect case lockUnavailable(cause: StoreError)
  /// Another process held the lock at `path` for longer than the store
  /// waits, `waited`; `holder` is that process, when the system says which.
  case lockHeld(path: String, holder: LockHolder?, waited: Duration)
  /// The session at `path` was saved by a newer pmi, in snapshot format
  /// `found`, which this one, reading format `supported`, cannot read: it is
  /// not damage, and is left as it is for that pmi.
  case unsupportedFormat(path: String, found: Int, supported: Int)

  /// How many `.damaged` names a damaged file may take.
  public static let keptAsideLimit = 100

  /// A clause naming the path and the cause.
  public var description: String {
    switch self {
    case .notAFile(let path, let kind):
      "\(path) is \(kind), not a file, and is left alone"
    case .notAFolder(let path, let folder):
      "cannot create \(path): \(folder) is not a folder"
    case .tooLarge(let path, let size, let limit):
      "\(path) has \(size) bytes, over the \(limit)-byte limit"
    case .unreadable(let path, let reason):
      "\(path) cannot be read: \(reason)"
    case .failed(let action, let path, let code):
      "cannot \(action.rawValue) \(path): \(String(cString: strerror(code)))"
    case .notKeptAside(let path, nil):
      "\(path) is damaged and cannot be kept aside, as \(path).damaged to "
        + "\(path).damaged-\(Self.keptAsideLimit) are all taken, so it is left as it is"
    case .notKeptAside(let path, let code?):
      "\(path) is damaged and cannot be kept aside (\(String(cString: strerror(code)))), "
        + "so it is left as it is"
    case .lockUnavailable(let cause):
      "cannot take the lock, and saving without it could undo another session's changes: \(cause)"
    case .lockHeld(let path, let holder, let waited):
      "\(path) is held by \(holder?.description ?? "another process"), still after "
        + "\(Self.seconds(waited)) s"
    case .unsupportedFormat(let path, let found, let supported):
      "\(path) was saved by a newer pmi (snapshot format \(found); this one reads format "
        + "\(supported)) and is left as it is; update pmi to go on from it"
    }
  }

  /// `10`, or `0.25`: a wait in seconds, as a person writes it.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds)" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18)"
  }

  /// The same clause, for `localizedDescription`.
  public var errorDescription: String? { description }
}
