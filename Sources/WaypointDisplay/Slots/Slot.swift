import Observation
import WaypointCore

/// One binding SwiftUI reads: the tab selection, a stack's path, the
/// presentation at one index, a link's value.
///
/// Each slot is observed on its own, so a change to one binding invalidates
/// only the views that read it, and keeps what its binding needs: what its
/// getter last returned (what the user saw, which writes are read against)
/// and what the user did there that the display does not show yet.
@Observable @MainActor class Slot {
  private var generation = 0

  /// Makes the view reading this slot depend on it alone.
  func track() { _ = generation }

  /// Has SwiftUI read this slot again.
  func invalidate() { generation &+= 1 }
}

/// The selection of `TabView(selection:)`.
final class TabSlot<Tab: Hashable & Sendable>: Slot {
  var pending: PendingChange<Tab>?
}

/// The path of one `NavigationStack(path:)`, and the identities the links
/// tapped in it gave the entries they pushed.
final class StackSlot<Schema: NavigationSchema>: Slot {
  /// The displayed entries as path items, built at the first read and then
  /// kept up to date step by step, so that a read never rebuilds a path.
  var displayed: [PathItem<Schema>]?
  var shown: [PathItem<Schema>]?
  var pending: PendingChange<[PathItem<Schema>]>?
  /// Entries pushed from a link keep the identity of the link's request,
  /// and each request names the entry it pushed while that is displayed.
  var aliases: [EntryID: PathItem<Schema>.Key] = [:]
  var aliasedEntries: [PathItem<Schema>.Key: EntryID] = [:]
  /// The link requests already reported: each is pushed once.
  var reported: Set<PathItem<Schema>.Key> = []
}

/// The presentation at one index of the chain, whatever its style, and
/// what its host is still animating.
final class PresentationSlot: Slot {
  var shown: PresentationID?
  /// The user's dismissal of the presentation here, which hides it and
  /// those above it until the display shows the model without them.
  var pendingDismissal: PendingChange<PresentationID>?
  /// Presentations the display took away here while SwiftUI showed them,
  /// whose `onDismiss` has not run, oldest first.
  ///
  /// SwiftUI may write a sheet's late `nil` (the end of a pull-down that raced
  /// the app's dismissal) through the binding of the one that replaced it: such
  /// a `nil` is theirs.
  var leaving: [PresentationID] = []
  /// What this host's pacing waits for: the presented content's
  /// `onAppear`, and `onDismiss` calls.
  var awaitedAppearance: PresentationID?
  var awaitedDismissals = 0

  var isSettled: Bool { awaitedAppearance == nil && awaitedDismissals == 0 }
}

/// The value of the `NavigationLink`s that push one stack element: its
/// generation changes once a screen the link pushed has left the display.
final class LinkSlot: Slot {
  var generation: UInt64 = 0
}

/// A change the user made that the displayed state does not show yet, and
/// the navigator version that includes it once its report is applied.
struct PendingChange<Value> {
  let value: Value
  let token: Int
  var settledVersion: UInt64?
}
