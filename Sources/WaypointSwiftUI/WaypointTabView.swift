public import SwiftUI
public import Waypoint
import WaypointDisplay

/// A `TabView` whose selection is the navigator's selected tab.
///
/// A tap selects a tab; a tap on the tab shown pops its stack to the root, as the navigator's
/// policy says.
///
/// ```swift
/// WaypointTabView(App.self) {
///   WaypointStack(App.self, .tab(.pokedex)) { PokedexList() } destination: { Screen(route: $0) }
///     .tabItem { Label("Pokédex", systemImage: "list.bullet") }
///     .tag(App.Tab.pokedex)
/// }
/// ```
public struct WaypointTabView<Schema: NavigationSchema, Content: View>: View {
  /// The tab view over the selection: either form of `TabView(selection:content:)`.
  private let tabView: @MainActor (Binding<Schema.Tab>) -> TabView<Schema.Tab, Content>
  private var isSearchable = false

  /// Creates a tab view of `content`'s tabs, each tagged with its `Schema.Tab`.
  public init(_ schema: Schema.Type, @ViewBuilder content: () -> Content) {
    let content = content()
    tabView = { selection in TabView(selection: selection) { content } }
  }

  /// Creates a tab view of `content`'s `Tab(value:)`s, each value a `Schema.Tab`.
  ///
  /// With `searchable`, the tab view is `.searchable(text:)`, its text the
  /// ``NavigationState/searchQuery``, and the first `Tab(role: .search)` implements search
  /// ([TabRole.search](https://developer.apple.com/documentation/swiftui/tabrole/search)).
  /// `.tabViewStyle(.sidebarAdaptable)` applies to it:
  ///
  /// ```swift
  /// WaypointTabView(App.self) {
  ///   Tab(value: App.Tab.pokedex) {
  ///     WaypointSplitView(App.self, .tab(.pokedex)) { PokedexList() } destination: { Screen(route: $0) }
  ///   } label: {
  ///     Label("Pokédex", systemImage: "list.bullet")
  ///   }
  /// }
  /// .tabViewStyle(.sidebarAdaptable)
  /// ```
  @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
  public init<Tabs: TabContent>(
    _ schema: Schema.Type, searchable: Bool = false,
    @TabContentBuilder<Schema.Tab> content: () -> Tabs
  ) where Content == TabContentBuilder<Schema.Tab>.Content<Tabs> {
    isSearchable = searchable
    let tabs = content()
    // Passed as a value, not a closure the builder would rebuild (its result is opaque), so the tab
    // view's content is exactly `Content`.
    let makeTabs: () -> Tabs = { tabs }
    tabView = { selection in TabView(selection: selection, content: makeTabs) }
  }

  public var body: some View {
    RootCheck<Schema, _>(view: "WaypointTabView") {
      let selection = TabSelection<Schema, Content>(tabView: tabView)
      if isSearchable {
        SearchField<Schema, _>(content: selection)
      } else {
        selection
      }
    }
  }
}

/// The tab view over the selected tab, a view of its own so that it alone reads the selection.
private struct TabSelection<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let tabView: @MainActor (Binding<Schema.Tab>) -> TabView<Schema.Tab, Content>

  var body: some View {
    let display = display
    tabView(
      Binding(
        get: { @MainActor in display.selectedTab },
        set: { @MainActor in display.writeSelectedTab($0) }))
  }
}

/// The search field over the tab view, a view of its own.
///
/// SwiftUI reads its binding for it, so a keystroke draws it again, not the view holding the
/// selection. A modifier on a view applies to what its body shows, so the field is the tab view's.
private struct SearchField<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let content: Content

  var body: some View {
    let display = display
    // What the user types is a write the display reads, as any other.
    content.searchable(
      text: Binding(
        get: { @MainActor in display.searchQuery },
        set: { @MainActor in display.writeSearchQuery($0) }))
  }
}
