#if !os(watchOS)
  import PocketMonsterIndex
  import SwiftUI
  import WaypointSwiftUI

  /// The tabs in the iOS 18 form: a `Tab(value:)` for each, in the
  /// sidebar-adaptable style, so an iPad can show them as a sidebar.
  ///
  /// The tab view is searchable: its field is the navigation state's search
  /// query, and the Search tab has the search role, so it is the tab that
  /// implements search. A tab Settings hides is hidden, not removed: its
  /// stack stays in the navigator.
  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct SidebarAdaptableTabs: View {
    let app: PMIApp

    var body: some View {
      WaypointTabView(PMI.self, searchable: true) {
        tab(.pokedex)
        tab(.berries)
        tab(.team)
        tab(.settings)
        // Searchable tab views prefer to have the first tab with this role implement search.
        // doc: https://developer.apple.com/documentation/swiftui/tabrole/search
        Tab(value: PMI.Tab.search, role: .search) {
          TabRoot(app: app, tab: .search)
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }

    private func tab(_ tab: PMI.Tab) -> some TabContent<PMI.Tab> {
      let shown = Tab(value: tab) {
        TabRoot(app: app, tab: tab)
      } label: {
        Label(tab.title, systemImage: TabRoot.systemImage(of: tab))
      }
      #if os(tvOS)
        // No hidden tabs on tvOS: `TabContent.hidden(_:)` is iOS, macOS and visionOS only.
        return shown
      #else
        // Hiding keeps the tab's state, where an `if` would remove it.
        // doc: https://developer.apple.com/documentation/swiftui/tabcontent/hidden(_:)
        return shown.hidden(app.navigator.state.hiddenTabs.contains(tab))
      #endif
    }
  }
#endif
