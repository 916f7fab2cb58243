import PocketMonsterIndex
import Waypoint

/// Which screen has the keys: when it changes, the full screen takes the
/// highlighted row the model kept for the new one.
struct ScreenIdentity: Hashable {
  let tab: PMI.Tab
  /// The entry on display; nil for the tab's list.
  let entry: EntryID?

  /// - Parameters:
  ///   - state: The navigation.
  ///   - showsList: Whether the keys go to the tab's list while its stack
  ///     holds screens, as in a split view.
  @MainActor init(_ state: PMIState, showsList: Bool = false) {
    tab = state.selectedTab
    entry = showsList ? nil : state.visibleEntry?.id ?? state.presentations.last?.root.id
  }
}
