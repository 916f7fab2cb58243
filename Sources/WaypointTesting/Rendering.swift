package import WaypointCore
package import WaypointDisplay

/// What SwiftUI shows in one frame: the selected tab, the presentations, and the path of every
/// stack on screen, as the display's getters returned them.
package struct Rendering<Schema: NavigationSchema>: Sendable {
  /// The tab the tab bar shows selected.
  package let selectedTab: Schema.Tab
  /// The presentations shown, bottom first.
  package let presentations: [PresentedItem<Schema>]
  /// The path of each stack on screen: the selected tab's and each presentation's.
  package let paths: [StackLocation<Schema>: [PathItem<Schema>]]

  /// The stack the user acts on: the top presentation's, else the selected tab's.
  package var visibleLocation: StackLocation<Schema> {
    presentations.last.map { .presentation($0.id) } ?? .tab(selectedTab)
  }

  package var visiblePath: [PathItem<Schema>] { paths[visibleLocation] ?? [] }
}
