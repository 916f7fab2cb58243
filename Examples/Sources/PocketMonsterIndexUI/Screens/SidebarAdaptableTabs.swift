#if !os(watchOS)
  import PocketMonsterIndex
  import SwiftUI
  import WaypointSwiftUI

  /// The tabs in the iOS 18 form: a `Tab(value:)` for each, in the
  /// sidebar-adaptable style, so an iPad can show them as a sidebar.
  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct SidebarAdaptableTabs: View {
    let app: PMIApp

    var body: some View {
      WaypointTabView(PMI.self) {
        tab(.pokedex)
        tab(.berries)
        tab(.team)
        tab(.settings)
      }
      .tabViewStyle(.sidebarAdaptable)
    }

    private func tab(_ tab: PMI.Tab) -> some TabContent<PMI.Tab> {
      Tab(value: tab) {
        TabRoot(app: app, tab: tab)
      } label: {
        Label(tab.title, systemImage: TabRoot.systemImage(of: tab))
      }
    }
  }
#endif
