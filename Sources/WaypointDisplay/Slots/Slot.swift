import Observation
import WaypointCore

/// One binding SwiftUI reads: the tab selection, a stack's path, the presentation at one index, a
/// link's value.
///
/// Observed on its own, so a change invalidates only the views reading it; it keeps what its getter
/// last returned (what writes are read against) and what the user did there that the display does
/// not show yet.
@Observable @MainActor class Slot {
  private var generation = 0

  required init() {}

  /// Makes the view reading this slot depend on it alone.
  func track() { _ = generation }

  /// Has SwiftUI read this slot again.
  func invalidate() { generation &+= 1 }
}

/// The selection of `TabView(selection:)`.
final class TabSlot<Tab: Hashable & Sendable>: Slot, HoldsPendingChange {
  var pending: PendingChange<Tab>?
}

/// The path of one `NavigationStack(path:)`, and the identities its links gave the entries they
/// pushed.
final class StackSlot<Schema: NavigationSchema>: Slot, HoldsPendingChange {
  /// The displayed entries as path items, built once, then kept up to date.
  var displayed: [PathItem<Schema>]?
  /// The path SwiftUI was last shown: the first `sharedCount` displayed items, then `rest`.
  ///
  /// A count, not the array SwiftUI was given: holding that made the next push or pop copy the
  /// whole path (73 instructions an entry at depth 1,000, scripts/benchmark-display).
  private var shown: (sharedCount: Int, rest: [PathItem<Schema>])?
  var pending: PendingChange<[PathItem<Schema>]>?
  /// The identity of the request that pushed each entry, and back.
  var aliases: [EntryID: PathItem<Schema>.Key] = [:]
  var aliasedEntries: [PathItem<Schema>.Key: EntryID] = [:]
  /// The link requests already reported: each is pushed once.
  var reported: Set<PathItem<Schema>.Key> = []

  /// The path SwiftUI was last shown, or `nil` when it has not read this stack.
  var shownItems: [PathItem<Schema>]? {
    guard let shown else { return nil }
    guard shown.sharedCount > 0, let displayed else { return shown.rest }
    if shown.rest.isEmpty, shown.sharedCount == displayed.count { return displayed }
    return Array(displayed.prefix(shown.sharedCount)) + shown.rest
  }

  /// Records that SwiftUI was shown the displayed items.
  func showDisplayed() { shown = (displayed?.count ?? 0, []) }

  /// Records that SwiftUI was shown `items`, a path of the display's own (an overlay).
  func show(_ items: [PathItem<Schema>]) { shown = (0, items) }

  /// Keeps what SwiftUI was shown from `index` on before the displayed items change there: a cost
  /// of what changes, never of the whole path.
  func keepShown(from index: Int) {
    guard let displayed, var kept = shown, kept.sharedCount > index else { return }
    kept.rest = Array(displayed[index..<kept.sharedCount]) + kept.rest
    kept.sharedCount = index
    shown = kept
  }
}

/// The presentation at one index of the chain, and what its host animates.
final class PresentationSlot: Slot, HoldsPendingChange {
  var shown: PresentationID?
  /// The user's dismissal here, hiding it and those above until displayed.
  var pending: PendingChange<PresentationID>?
  /// Presentations taken away here while shown, whose `onDismiss` has not run, oldest first: a late
  /// `nil` (a pull-down that raced the app's dismissal) through the binding of their successor is
  /// theirs.
  var leaving: [PresentationID] = []
  /// How many of those a late `nil` already took off `leaving`: their `onDismiss` is still to come.
  var dismissalsAheadOfOnDismiss = 0
  /// What this host's pacing waits for: `onAppear`, and `onDismiss` calls.
  var awaitedAppearance: PresentationID?
  var awaitedDismissals = 0
  /// Runs after each invalidation: the display has the views marking an anchor here read again.
  var onInvalidate: (@MainActor () -> Void)?

  var isSettled: Bool { awaitedAppearance == nil && awaitedDismissals == 0 }

  override func invalidate() {
    super.invalidate()
    onInvalidate?()
  }
}

/// The presentations pointing at one anchor, as the view marking it reads them.
final class AnchorSlot: Slot {
  /// How many views on screen mark the anchor (the glue's `waypointSource`).
  var markCount = 0
  /// The index whose presentation the marking view last showed, if any.
  var shownIndex: Int?
}

/// The value of the links that push one element: its generation changes once a screen they pushed
/// has left.
final class LinkSlot: Slot {
  var generation: UInt64 = 0
}

/// A slot that holds the user's change there not shown yet.
///
/// A protocol, not key paths to each slot's property: a key path into a generic class is
/// instantiated at run time on each use, which made every display update cost some 150,000
/// instructions more (scripts/benchmark-display).
@MainActor protocol HoldsPendingChange: Slot {
  associatedtype Value
  var pending: PendingChange<Value>? { get set }
}

/// A change the user made that the display does not show yet, and the navigator version that
/// includes it once applied.
struct PendingChange<Value> {
  let value: Value
  let token: Int
  var settledVersion: UInt64?
}
