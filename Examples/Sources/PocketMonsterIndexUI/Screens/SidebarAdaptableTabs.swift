#if !os(watchOS)
  import PocketMonsterIndex
  import SwiftUI
  import WaypointSwiftUI

  /// The tabs in the iOS 18 form: a `Tab(value:)` for each, in the
  /// sidebar-adaptable style, so an iPad can show them as a sidebar.
  ///
  /// The tab bar is the navigation state's: its tabs in its order, those
  /// without a section first, then each section (`TabSection`, a sidebar
  /// group) with its tabs. A tab Settings hides is hidden, not removed: its
  /// stack stays in the navigator. The tab view is searchable: its field is
  /// the state's search query, and the Search tab has the search role, so
  /// it is the tab that implements search.
  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct SidebarAdaptableTabs: View {
    let app: PMIApp
    /// The tab bar as SwiftUI shows it: reading it tracks the bar alone, so a navigation or a
    /// keystroke in the search field does not draw the tab bar again.
    @Environment(DisplayedNavigation<PMI>.self) private var display

    var body: some View {
      let tabs = display.tabs.filter { $0 != .search }
      let sectionOf = display.tabSections
      let sections = tabs.compactMap { sectionOf[$0] }.reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      WaypointTabView(PMI.self, searchable: true) {
        ForEach(tabs.filter { sectionOf[$0] == nil }, id: \.self) { tab($0) }
        ForEach(sections, id: \.self) { section in
          TabSection(section) {
            ForEach(tabs.filter { sectionOf[$0] == section }, id: \.self) { tab($0) }
          }
        }
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
        return shown.hidden(display.hiddenTabs.contains(tab))
      #endif
    }
  }
#endif
