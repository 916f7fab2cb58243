public import SwiftUI
public import Waypoint
import WaypointDisplay

/// A `TabView` whose selection is the navigator's selected tab.
///
/// Tag each tab's content with its tab; a tap selects it, a tap on the tab
/// shown pops its stack to the root, as the navigator's policy says.
///
/// ```swift
/// WaypointTabView(App.self) {
///   WaypointStack(App.self, .tab(.pokedex)) { PokedexList() } destination: { Screen(route: $0) }
///     .tabItem { Label("Pokédex", systemImage: "list.bullet") }
///     .tag(App.Tab.pokedex)
/// }
/// ```
public struct WaypointTabView<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  private let content: Content

  /// Creates a tab view of `schema`'s tabs.
  ///
  /// - Parameters:
  ///   - schema: The app's schema.
  ///   - content: The tabs, each tagged with its `Schema.Tab`.
  public init(_ schema: Schema.Type, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    TabView(selection: selection) { content }
  }

  private var selection: Binding<Schema.Tab> {
    let display = display
    return Binding(
      get: { @MainActor in display.selectedTab },
      set: { @MainActor in display.writeSelectedTab($0) })
  }
}
