public import WaypointCore
import WaypointDisplay

// The tab bar as the user changes it: SwiftUI's search field and
// `TabViewCustomization` write to the display like any other gesture.
extension NavigationTester {
  /// Types `query` in the search tab's field (`.searchable(text:)`).
  ///
  /// ```swift
  /// await tester.search("pika")
  /// #expect(navigator.state.searchQuery == "pika")
  /// ```
  public func search(_ query: String) async {
    await finish(display.writeSearchQuery(query))
  }

  /// Hides and reorders tabs in the sidebar's edit mode, as SwiftUI's
  /// `TabViewCustomization` reports it: every tab in its new order, and the
  /// hidden ones.
  public func customizeTabs(_ tabs: [Schema.Tab], hidden: Set<Schema.Tab>) async {
    await finish(display.writeTabCustomization(tabs, hidden: hidden))
  }
}
