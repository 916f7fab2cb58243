// Every sentence restoration says about what it could not read, in one
// place: descriptions say what and where, recovery suggestions what to do.
// Names of other modules' types are plain text here, as in the docs.
//
// A snapshot is untrusted: a tab name, a key, a case name or a decoder's
// detail (which quotes the value it could not read) goes through `quoted(_:)`
// or `described(_:)`, so a hostile snapshot cannot put a control character
// into a warning, and a file path goes through `quotedPath(_:)`.

import WaypointCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

// MARK: - Errors

extension RestorationError: LocalizedError {
  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .empty:
      "The snapshot is empty."
    case .tooLarge(let bytes, let limit):
      "The snapshot has \(bytes) bytes; the limit is \(limit)."
    case .unreadable(let cause):
      "The snapshot cannot be read: \(cause)"
    case .unsupportedFormat(let found, let supported):
      "The snapshot has format \(found); this version reads formats up to \(supported)."
    }
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// What to do about it, when there is something; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .tooLarge:
      "Raise RestorationLimits.maximumBytes if snapshots this large are expected."
    case .unsupportedFormat:
      "Update the app: a newer version of it wrote this snapshot."
    case .empty, .unreadable:
      nil
    }
  }
}

extension RestorationError.Cause {
  /// The cause, as a clause: `the data is not a Waypoint snapshot`.
  public var description: String {
    switch self {
    case .notASnapshot:
      "the data is not a Waypoint snapshot"
    case .damaged(let failure):
      "\(failure)"
    case .fileUnreadable(let path, let code):
      "cannot read '\(quotedPath(path))': \(CocoaError(code).localizedDescription)"
    case .notARegularFile(let path, let kind):
      "'\(quotedPath(path))' is \(kind), not a regular file"
    }
  }
}

// MARK: - Files

extension FileKind {
  /// With its article, as a complement: `a symbolic link`, `a FIFO`.
  public var description: String {
    switch self {
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .unknown: "of an unknown kind"
    }
  }
}

extension SnapshotFileError {
  /// A sentence saying what could not be saved where, and the system's reason.
  public var description: String {
    switch self {
    case .notARegularFile(let path, let kind):
      "Cannot save to '\(quotedPath(path))': it is \(kind), not a regular file, and is left alone."
    case .temporaryNotCreated(let folder, let code):
      "Cannot create a temporary file in '\(quotedPath(folder))': \(systemMessage(code))."
    case .temporaryNotWritten(let path, let code):
      "Cannot write the temporary file '\(quotedPath(path))': \(systemMessage(code))."
    case .notReplaced(let path, let code):
      "Cannot replace '\(quotedPath(path))': \(systemMessage(code))."
    }
  }
}

/// The system's message for an `errno` value, as `strerror` words it.
private func systemMessage(_ code: Int32) -> String {
  String(cString: strerror(code))
}

// MARK: - Issues

extension RestorationIssue {
  /// The part, the cut's position, what was dropped and why: `tab 'pokedex' at 3:
  /// dropped 2 entries: the route cannot be read: …`.
  public var description: String {
    let at = position.map { " at \($0)" } ?? ""
    return "\(part)\(at): dropped \(droppedPart): \(reason)"
  }

  /// What to change so that the part is restored next time, when the issue
  /// points at the app rather than at damaged data; `nil` otherwise.
  public var recoverySuggestion: String? { reason.recoverySuggestion }

  /// `2 entries`, or `2 presentations and 3 entries`.
  private var droppedPart: String {
    let entries = droppedEntries == 1 ? "1 entry" : "\(droppedEntries) entries"
    guard droppedPresentations > 0 else { return entries }
    let presentations =
      droppedPresentations == 1 ? "1 presentation" : "\(droppedPresentations) presentations"
    return "\(presentations) and \(entries)"
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
    case .cutShort(let bytes):
      "the snapshot is cut short after \(bytes) bytes; what followed is lost"
    case .unreadableTabs(let failure):
      "the tabs cannot be read: \(failure)"
    case .unreadablePresentations(let failure):
      "the presentations cannot be read: \(failure)"
    case .identityCounterOutOfRange(let saved, let replacement):
      "identity counter \(saved) is out of range; \(replacement) is used"
    case .unreadableTab(let failure):
      "the tab cannot be read: \(failure)"
    case .unknownTab:
      "the tab is not one of the app's tabs"
    case .repeatedTab:
      "the tab appears twice; the first one is kept"
    case .unknownSelectedTab(let tab, let fallback):
      "'\(quoted(tab))' is not one of the app's tabs; '\(described(fallback))' is selected"
    case .unreadableSelectedTab(let failure, let fallback):
      "the selected tab cannot be read: \(failure); '\(described(fallback))' is selected"
    case .unreadableStack(let failure):
      "the stack cannot be read: \(failure)"
    case .stackTooDeep(let limit):
      "deeper than the limit of \(limit) entries"
    case .unreadableEntry(let failure):
      "the entry cannot be read: \(failure)"
    case .entryCutShort:
      "the entry is cut short"
    case .unreadableRoute(let failure):
      "the route cannot be read: \(failure)"
    case .routeRemoved(let version):
      "the route no longer exists (migration from \(version))"
    case .unreadableRouteRecord(let error):
      "the route record cannot be read: \(error)"
    case .unexpectedRouteRecord(let routeType):
      "the route is a record, but \(routeType) is not a SnapshotRecord"
    case .identityUsedTwice(let raw):
      "identity \(raw) is used twice"
    case .identityOutOfRange(let raw):
      "identity \(raw) is out of range (2^53 or more)"
    case .optionsReset(let id, let failure):
      "the options of \(id) cannot be read and are reset: \(failure)"
    case .unreadablePresentation(let failure):
      "the presentation cannot be read: \(failure)"
    case .tooManyPresentations(let limit):
      "more than \(limit) presentations"
    }
  }

  /// What to change in the app so that the part is restored next time, when
  /// the reason points at the app rather than at damaged data; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch self {
    case .cutShort:
      "Save through SnapshotFile, which replaces the file in one rename, so a crash mid-write leaves the old snapshot whole."
    case .unknownTab, .unknownSelectedTab:
      "Keep the tab in SnapshotCoder.tabs while saved snapshots may still name it."
    case .unreadableRoute:
      "If the route type changed, raise SnapshotCoder.routeVersion and add a RouteMigration that reads the old type."
    case .unreadableRouteRecord(let error):
      error.recoverySuggestion
    case .unexpectedRouteRecord:
      "Keep the SnapshotRecord adoption of the route type that wrote the snapshot, and of the old type its RouteMigration reads."
    case .stackTooDeep:
      "Raise RestorationLimits.maximumDepth if stacks this deep are expected."
    case .tooManyPresentations:
      "Raise RestorationLimits.maximumPresentations if this many presentations are expected."
    case .unreadableTabs, .unreadablePresentations, .identityCounterOutOfRange, .unreadableTab,
      .repeatedTab, .unreadableSelectedTab, .unreadableStack, .unreadableEntry, .entryCutShort,
      .routeRemoved, .identityUsedTwice, .identityOutOfRange, .optionsReset,
      .unreadablePresentation:
      nil
    }
  }
}

extension SnapshotDecodingFailure {
  /// `expected Int at state.tabs[0].stack[1].id: found a string`.
  public var description: String {
    let path = codingPathDescription
    return switch problem {
    case .typeMismatch(let expected): "expected \(described(expected)) at \(path): \(quotedDetail)"
    case .valueNotFound(let expected): "missing \(described(expected)) at \(path)"
    case .keyNotFound(let key): "missing key '\(quoted(key))' at \(path)"
    case .dataCorrupted: "\(quotedDetail) at \(path)"
    case .otherError(let type): "\(described(type)) at \(path): \(quotedDetail)"
    }
  }

  /// The decoder's detail, which may quote the value it could not read:
  /// escaped, and cut at three times a quoted value's length, as it is a
  /// sentence around the value rather than the value alone.
  private var quotedDetail: String {
    MessageText.quoting(detail, limit: 3 * MessageText.quoteLimit)
  }

  /// `state.tabs[0].stack[3].route`, or `top level`.
  private var codingPathDescription: String {
    guard let first = codingPath.first else { return "top level" }
    let rest = codingPath.dropFirst().map { step in
      switch step {
      case .key: ".\(step)"
      case .index: "\(step)"
      }
    }
    return "\(first)" + rest.joined()
  }
}

extension SnapshotDecodingFailure.PathComponent {
  /// `route` or `[3]`.
  public var description: String {
    switch self {
    case .key(let key): quoted(key)
    case .index(let index): "[\(index)]"
    }
  }
}

// MARK: - Records

extension SnapshotRecordError: LocalizedError {
  /// `field 1: expected Int, found a string`.
  public var description: String { "field \(field): \(reason)" }

  /// The same clause, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// What to change in the record's code, when the error points at it; `nil` otherwise.
  public var recoverySuggestion: String? {
    switch reason {
    case .noMoreFields:
      "Check isAtEnd before reading a field added later: older snapshots end before it."
    case .typeMismatch:
      "Read the fields in the order write(to:) writes them, with the same types."
    case .numberOutOfRange:
      "Read the field as Int64 or UInt64, the widest types a record holds."
    case .nested(_, let error):
      error.recoverySuggestion
    case .damagedField, .unknownCase, .invalidValue:
      nil
    }
  }
}

extension SnapshotRecordError.Reason {
  /// The problem, as a clause: `expected Int, found a string`.
  public var description: String {
    switch self {
    case .noMoreFields: "the record has no more fields"
    case .damagedField: "the field is damaged or cut short"
    case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
    case .numberOutOfRange(let type): "the number does not fit \(type)"
    case .unknownCase(let name): "there is no case '\(quoted(name))'"
    case .invalidValue(let explanation): described(explanation)
    case .nested(let record, let error): "in \(record), \(error)"
    }
  }
}

extension SnapshotRecordError.FieldKind {
  /// The kind with its article, as in `found a string`.
  public var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a Boolean"
    case .integer: "an integer"
    case .unsignedInteger: "an unsigned integer"
    case .floatingPoint: "a floating-point number"
    case .string: "a string"
    case .list: "a list"
    case .object: "an object"
    case .record: "a record"
    }
  }
}

// MARK: - Compact decoding

extension CompactDamage: CustomStringConvertible {
  /// The damage, as a `DecodingError`'s debug description.
  var description: String {
    switch self {
    case .unknownTag(let tag, let offset): "unknown value tag \(tag) at byte \(offset)"
    case .numberOverflows: "a number overflows 64 bits"
    case .lengthOverflows: "a length overflows"
    case .lengthTooLarge(let length): "a length of \(length) is too large"
    case .endsInsideValue(let count): "the snapshot ends at byte \(count), in the middle of a value"
    case .numberOutOfRange(let type): "the number does not fit \(type)"
    case .found(let kind): "found \(kind)"
    case .noValue(let key): "no value for '\(quoted(key))'"
    case .noMoreItems: "the list has no more items"
    case .fewerItemsThanDeclared: "the list holds fewer items than it says"
    case .itemRunsPastList: "an item runs past its list"
    }
  }
}

// MARK: - Untrusted text

/// Text from a snapshot, safe to quote: see `MessageText`.
private func quoted(_ text: String) -> String {
  MessageText.quoting(text)
}

/// A file path, safe to quote. Paths are the app's and the user's, and longer
/// than a quoted value may be, so the cap is `PATH_MAX`'s: only the control
/// characters matter.
private func quotedPath(_ path: String) -> String {
  MessageText.quoting(path, limit: 4_096)
}

/// An app's value or sentence that may carry a snapshot's text: see `MessageText`.
private func described(_ value: Any) -> String {
  MessageText.describing(value)
}
