public import WaypointCore
import WaypointDisplay

// SwiftUI's search field and `TabViewCustomization` write to the display like any other gesture.
extension NavigationTester {
  /// Types `query` in the search tab's field (`.searchable(text:)`).
  public func search(_ query: String) async {
    await finish(display.writeSearchQuery(query))
  }

  /// Hides and reorders tabs as in the sidebar's edit mode: every tab in its new order, and the
  /// hidden ones (SwiftUI's `TabViewCustomization`).
  public func customizeTabs(_ tabs: [Schema.Tab], hidden: Set<Schema.Tab>) async {
    await finish(display.writeTabCustomization(tabs, hidden: hidden))
  }
}
