import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// The tabs in the iOS 17 form: each tab's content marked with `tag(_:)`
/// and `tabItem(_:)`; a tab Settings hides is left out.
struct TaggedTabs: View {
  let app: PMIApp
  /// The tab bar as SwiftUI shows it: reading it tracks the bar alone.
  @Environment(DisplayedNavigation<PMI>.self) private var display

  var body: some View {
    let hidden = display.hiddenTabs
    WaypointTabView(PMI.self) {
      ForEach(PMI.Tab.allCases.filter { !hidden.contains($0) }, id: \.self) { tab in
        TabRoot(app: app, tab: tab)
          .tabItem { Label(tab.title, systemImage: TabRoot.systemImage(of: tab)) }
          .tag(tab)
      }
    }
  }
}
