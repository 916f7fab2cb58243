public import WaypointCore

extension RestorationIssue {
  /// Why restoration left a part of a snapshot out, or reset it.
  ///
  /// Cases about values that could not be decoded carry the decoding failure:
  /// where decoding stopped, and what it expected.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    // MARK: The snapshot

    /// The compact snapshot ends after this many bytes, before the end it
    /// declares; what followed is lost.
    case cutShort(afterBytes: Int)
    /// The list of tabs cannot be read; every tab starts empty.
    case unreadableTabs(SnapshotDecodingFailure)
    /// The list of presentations cannot be read; none is restored.
    case unreadablePresentations(SnapshotDecodingFailure)
    /// The saved identity counter is not above every identity restored, or is
    /// above 2⁵³; `replacement`, one past the largest identity restored, is used.
    case identityCounterOutOfRange(UInt64, replacement: UInt64)

    // MARK: Tabs

    /// The tab does not decode as the app's tab type (a tab the type no
    /// longer has, or not a tab at all); its stack is dropped.
    case unreadableTab(SnapshotDecodingFailure)
    /// The tab decodes, but is not one of the coder's tabs; its stack is dropped.
    case unknownTab
    /// The tab appears twice; the first is kept.
    case repeatedTab
    /// The selected tab decodes, but is not one of the coder's tabs;
    /// `fallback` is selected.
    case unknownSelectedTab(String, fallback: String)
    /// The selected tab is missing or does not decode as the app's tab type;
    /// `fallback` is selected.
    case unreadableSelectedTab(SnapshotDecodingFailure, fallback: String)

    // MARK: Stacks and entries

    /// The stack is not a readable list; it is cut where reading stopped.
    case unreadableStack(SnapshotDecodingFailure)
    /// The stack holds more entries than ``RestorationLimits/maximumDepth``.
    case stackTooDeep(limit: Int)
    /// An entry cannot be read (its identity or its shape).
    case unreadableEntry(SnapshotDecodingFailure)
    /// An entry is cut short, so whatever it held after the cut is unknown.
    case entryCutShort
    /// An entry's route cannot be decoded as the route type.
    case unreadableRoute(SnapshotDecodingFailure)
    /// The ``RouteMigration`` from this route version removed the route.
    case routeRemoved(byMigrationFrom: Int)
    /// An entry's route was written as a ``SnapshotRecord`` and cannot be read.
    case unreadableRouteRecord(SnapshotRecordError)
    /// An entry's route was written as a ``SnapshotRecord``, but the route
    /// type that reads it (named here) does not adopt ``SnapshotRecord``.
    case unexpectedRouteRecord(routeType: String)
    /// An identity appears twice; only its first use is kept.
    case identityUsedTwice(UInt64)
    /// An identity is 2⁵³ or more, beyond what an identity counter hands out.
    case identityOutOfRange(UInt64)
    /// The entry's options cannot be read; the entry is kept with default options.
    case optionsReset(EntryID, SnapshotDecodingFailure)

    // MARK: Presentations

    /// A presentation's own fields (identity, style, root) cannot be read.
    case unreadablePresentation(SnapshotDecodingFailure)
    /// The snapshot holds more presentations than
    /// ``RestorationLimits/maximumPresentations``.
    case tooManyPresentations(limit: Int)
  }
}
