// Every sentence restoration says about what it could not read, in one place: descriptions say what
// and where, recovery suggestions what to do.
//
// A snapshot is untrusted: a tab name or a decoder's detail (which quotes the value it could not
// read) goes through `MessageText`, so a hostile snapshot cannot put a control character into a
// warning; so does a file path.

import WaypointCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// MARK: - Errors

extension RestorationError: LocalizedError {
  /// A sentence saying what is wrong, naming the snapshot's file when there is one.
  public var description: String {
    switch self {
    case .empty: "The snapshot is empty."
    case .tooLarge(let bytes, let limit): "The snapshot has \(bytes) bytes; the limit is \(limit)."
    case .notASnapshot: "The data is not a Waypoint snapshot."
    case .unsupportedFormat(let found, let supported):
      "The snapshot has format \(found); this version reads format \(supported)."
    case .unreadableFile(let path, let code):
      "Cannot read the snapshot '\(quotedPath(path))': \(POSIXFile.message(for: code))."
    case .notARegularFile(let path):
      "Cannot use the snapshot '\(quotedPath(path))': it is not a regular file, and is left alone."
    case .notAFolder(let path, let folder):
      "Cannot save the snapshot '\(quotedPath(path))': '\(quotedPath(folder))' is not a folder."
    case .writeFailed(let path, let code):
      "Cannot write the snapshot '\(quotedPath(path))': \(POSIXFile.message(for: code))."
    case .newerFormatKept(let path, let found, let supported):
      "Cannot write the snapshot '\(quotedPath(path))': a newer version of the app wrote it in "
        + "format \(found) (this version writes format \(supported)), and it is left alone."
    }
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// What to do about it, when there is something; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .tooLarge:
      "Raise the SnapshotCoder's maximumBytes if snapshots this large are expected."
    case .unsupportedFormat:
      "Update the app: a newer version of it wrote this snapshot."
    case .notARegularFile:
      "Remove what is at the path, or save the snapshot elsewhere."
    case .newerFormatKept: "Update the app to keep the snapshot, or remove it to start over."
    case .empty, .notASnapshot, .unreadableFile, .notAFolder, .writeFailed: nil
    }
  }
}

// MARK: - Issues

extension RestorationIssue {
  /// The part, the cut's position, what was dropped (if anything), why, and the decoder's words if
  /// any: `tab 'pokedex' at 3: dropped 2 entries: the route cannot be read: …`.
  public var description: String {
    let at = position.map { " at \($0)" } ?? ""
    let words = detail.map { ": " + MessageText.quoting($0, limit: 3 * MessageText.quoteLimit) }
    let dropped = droppedEntries + droppedPresentations == 0 ? "" : "dropped \(droppedPart): "
    return "\(part)\(at): \(dropped)\(reason)" + (words ?? "")
  }

  /// What to change so that the part is restored next time, when the issue points at the app rather
  /// than at damaged data; `nil` otherwise.
  public var recoverySuggestion: String? { reason.recoverySuggestion }

  /// `2 entries`, or `2 presentations and 3 entries`.
  private var droppedPart: String {
    let entries = droppedEntries == 1 ? "1 entry" : "\(droppedEntries) entries"
    guard droppedPresentations > 0 else { return entries }
    let presentations = droppedPresentations == 1 ? "1" : "\(droppedPresentations)"
    return "\(presentations) presentation\(droppedPresentations == 1 ? "" : "s") and \(entries)"
  }
}

extension RestorationIssue.Part {
  /// `tab 'pokedex'`, `presentation 1`, `selected tab` or `snapshot`.
  public var description: String {
    switch self {
    case .snapshot: "snapshot"
    case .selectedTab: "selected tab"
    case .tab(let name): "tab '\(quoted(name))'"
    case .presentation(let index): "presentation \(index)"
    }
  }
}

extension RestorationIssue.Reason {
  /// The reason, as a clause: `the route no longer exists (migration from 1)`.
  public var description: String {
    switch self {
    case .cutShort(let byte):
      "the snapshot is cut short or damaged at byte \(byte); what follows is lost"
    case .unreadableState: "the state cannot be read; every tab starts empty"
    case .unreadableTabs: "the tabs cannot be read"
    case .unreadablePresentations: "the presentations cannot be read"
    case .identityCounterOutOfRange(let saved, let replacement):
      "identity counter \(saved) is out of range; \(replacement) is used"
    case .unreadableIdentityCounter(let replacement):
      "the identity counter cannot be read; \(replacement) is used"
    case .unreadableTab: "the tab cannot be read"
    case .unknownTab: "the tab is not one of the app's tabs"
    case .repeatedTab: "the tab appears twice; the first one is kept"
    case .unreadableTabBar: "the tab bar's hidden tabs, section or search query is left out"
    case .unknownSelectedTab(let tab, let fallback):
      "'\(quoted(tab))' is not one of the app's tabs; '\(quoted(fallback))' is selected"
    case .unreadableSelectedTab(let fallback):
      "the selected tab cannot be read; '\(quoted(fallback))' is selected"
    case .unreadableStack: "the stack cannot be read"
    case .stackTooDeep(let limit): "deeper than the limit of \(limit) entries"
    case .unreadableEntry: "the entry cannot be read"
    case .unreadableRoute: "the route cannot be read"
    case .routeRemoved(let version): "the route no longer exists (migration from \(version))"
    case .identityUsedTwice(let raw): "identity \(raw) is used twice"
    case .identityOutOfRange(let raw): "identity \(raw) is out of range (2^53 or more)"
    case .optionsReset(let id): "the options of \(id) cannot be read and are reset"
    case .unreadablePresentation: "the presentation cannot be read"
    case .tooManyPresentations(let limit): "more than \(limit) presentations"
    case .misplacedDialog: "a dialog holds a stack or has presentations over it"
    case .returnValueDropped(let id):
      "the return value \(id.map { "for \($0) " } ?? "")cannot be read or its entry is gone"
    case .optionDropped(let option):
      "its \(quoted(option)) cannot be read or does not fit its style and is left out"
    case .unknownKey(let key, let byte):
      "the key '\(quoted(key))' at byte \(byte) is not one a snapshot has and is left out"
    case .repeatedKey(let key, let byte):
      "the key '\(quoted(key))' is written again at byte \(byte); one of the two is lost"
    }
  }

  /// What to change in the app so that the part is restored next time, when the reason points at
  /// the app rather than at damaged data; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .cutShort:
      "Save through SnapshotFile, which replaces the file in one rename, so a crash mid-write leaves the old snapshot whole."
    case .unknownTab, .unknownSelectedTab:
      "Keep the tab in the SnapshotCoder's tabs while saved snapshots may still name it."
    case .unreadableRoute:
      "If the route type changed, raise the SnapshotCoder's routeVersion and add a RouteMigration that reads the old type."
    case .stackTooDeep:
      "Raise NavigationLimits.maximumDepth if stacks this deep are expected."
    case .tooManyPresentations:
      "Raise NavigationLimits.maximumPresentations if this many presentations are expected."
    default: nil  // damaged data: nothing the app can change
    }
  }
}

// MARK: - Untrusted text

/// Text from a snapshot, safe to quote: see `MessageText`.
private func quoted(_ text: String) -> String {
  MessageText.quoting(text)
}

/// A file path, safe to quote.
///
/// Paths are the app's and the user's, and longer than a quoted value may be, so the cap is
/// `PATH_MAX`'s: only the control characters matter.
private func quotedPath(_ path: String) -> String {
  MessageText.quoting(path, limit: 4_096)
}
