import PocketMonsterIndex
import Waypoint

/// Which screen is on display: when it changes, the full screen takes the
/// highlighted row the model kept for the new one.
struct ScreenIdentity: Hashable {
  let tab: PMI.Tab
  let entry: EntryID?

  @MainActor init(_ state: PMIState) {
    tab = state.selectedTab
    entry = state.visibleEntry?.id ?? state.presentations.last?.root.id
  }
}
