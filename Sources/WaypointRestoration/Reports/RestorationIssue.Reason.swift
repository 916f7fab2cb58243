public import WaypointCore

extension RestorationIssue {
  /// Why restoration left a part of a snapshot out, or reset it.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    // MARK: The snapshot

    /// The snapshot is cut short, or damaged, at this byte: what precedes it was read, and what
    /// follows is lost.
    case cutShort(atByte: Int)
    /// The state is missing or is not an object; every tab starts empty.
    case unreadableState
    /// The list of tabs cannot be read; every tab starts empty.
    case unreadableTabs
    /// The list of presentations cannot be read; none is restored.
    case unreadablePresentations
    /// The saved identity counter is not above every identity restored, or is above 2⁵³;
    /// `replacement`, one past the largest identity restored, is used.
    case identityCounterOutOfRange(UInt64, replacement: UInt64)
    /// The saved identity counter is not a whole number from 0 to 2⁶⁴ − 1; `replacement`, one past
    /// the largest identity restored, is used.
    case unreadableIdentityCounter(replacement: UInt64)

    // MARK: Tabs

    /// The tab does not decode as the app's tab type (a tab the type no longer has, or not a tab at
    /// all); its stack is dropped.
    case unreadableTab
    /// The tab decodes, but is not one of the coder's tabs; its stack is dropped.
    case unknownTab
    /// The tab appears twice; the first is kept.
    case repeatedTab
    /// A tab's hidden flag or section, or the search query, does not decode or hides every tab; it
    /// is left out, the tab and its stack kept.
    case unreadableTabBar
    /// The selected tab decodes, but is not one of the coder's tabs; `fallback` is selected.
    case unknownSelectedTab(String, fallback: String)
    /// The selected tab is missing or does not decode as the app's tab type; `fallback` is
    /// selected.
    case unreadableSelectedTab(fallback: String)

    // MARK: Stacks and entries

    /// The stack is missing or is not a list.
    case unreadableStack
    /// The stack holds more entries than `NavigationLimits.maximumDepth`.
    case stackTooDeep(limit: Int)
    /// An entry's identity, or the entry itself, cannot be read.
    case unreadableEntry
    /// An entry's route cannot be decoded as the route type.
    case unreadableRoute
    /// The ``RouteMigration`` from this route version removed the route.
    case routeRemoved(byMigrationFrom: Int)
    /// An identity appears twice; only its first use is kept.
    case identityUsedTwice(UInt64)
    /// An identity is 2⁵³ or more, beyond what an identity counter hands out.
    case identityOutOfRange(UInt64)
    /// The entry's options cannot be read; the entry is kept with default options.
    case optionsReset(EntryID)

    // MARK: Presentations

    /// A presentation's own fields (identity, style) cannot be read.
    case unreadablePresentation
    /// The snapshot holds more presentations than `NavigationLimits.maximumPresentations`.
    case tooManyPresentations(limit: Int)
    /// A presentation's option (its detents, selected detent, dismissal or anchor) cannot be read
    /// or does not fit its style; the presentation is kept without it.
    case optionDropped(String)
    /// A dialog holds a stack or has presentations over it, which no state can hold; it is dropped
    /// with those above it.
    case misplacedDialog
    /// A value waiting at a return point does not decode as the app's `ReturnValue`, or its entry
    /// was not restored; `nil` when even its entry's identity cannot be read. The value is dropped.
    case returnValueDropped(EntryID?)
    /// A key no snapshot writes, at this byte, such as a damaged name: what it held is left out.
    case unknownKey(String, atByte: Int)
    /// A key written twice in one object, at this byte: one of the two is read, what the other
    /// held is lost.
    case repeatedKey(String, atByte: Int)
  }
}
