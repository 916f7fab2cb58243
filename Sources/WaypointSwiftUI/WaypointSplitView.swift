public import SwiftUI
public import Waypoint
public import WaypointDisplay

/// A `NavigationSplitView` over one of the navigator's stacks: on a regular width, the leading
/// columns select the stack's bottom entries and the detail column shows the rest as a
/// `NavigationStack`; on a compact width, the same stack as one ``WaypointStack``.
///
/// The split view shows the stack and holds no state of its own (see ``SplitColumns``): pushing
/// `.pokemon(id: 25)` selects that row and shows it in the detail, a restored stack restores the
/// columns, a change of width loses nothing. SwiftUI's own collapse of a split view is never used.
/// Put the sidebar's rows in a ``WaypointList`` of ``WaypointLink``s: they select, or on a compact
/// width push.
///
/// ```swift
/// WaypointSplitView(App.self, .tab(.pokedex)) { PokedexList() } destination: { Screen(route: $0) }
/// ```
public struct WaypointSplitView<Schema: NavigationSchema, Sidebar: View, Destination: View>:
  View
{
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  private let location: StackLocation<Schema>
  private let columns: SplitColumns
  private let sidebar: Sidebar
  private let destination: (Schema.Route) -> Destination

  /// Creates a split view of the stack at `location`.
  ///
  /// - Parameters:
  ///   - schema: The app's schema.
  ///   - location: The stack to show.
  ///   - columns: Two (sidebar and detail) or three (sidebar, content and detail).
  ///   - sidebar: The leading column: the stack's root on a compact width.
  ///   - destination: The screen of each route in the other columns and pushed on the detail.
  public init(
    _ schema: Schema.Type, _ location: StackLocation<Schema>, columns: SplitColumns = .two,
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder destination: @escaping (Schema.Route) -> Destination
  ) {
    self.location = location
    self.columns = columns
    self.sidebar = sidebar()
    self.destination = destination
  }

  public var body: some View {
    RootCheck<Schema, _>(view: "WaypointSplitView") { columnsShown }
  }

  @ViewBuilder private var columnsShown: some View {
    if horizontalSizeClass == .compact {
      WaypointStack(Schema.self, location, root: { sidebar }, destination: destination)
    } else if columns == .three {
      NavigationSplitView {
        sidebarColumn
      } content: {
        SplitContent(location: location, destination: destination)
      } detail: {
        SplitDetail(location: location, columns: columns, destination: destination)
      }
    } else {
      NavigationSplitView {
        sidebarColumn
      } detail: {
        SplitDetail(location: location, columns: columns, destination: destination)
      }
    }
  }

  private var sidebarColumn: some View {
    sidebar.environment(SelectingColumn(location: location, index: 0))
  }
}

/// A three-column split view's content: the sidebar's selected row's screen, whose own list selects
/// the detail.
private struct SplitContent<Schema: NavigationSchema, Destination: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let location: StackLocation<Schema>
  let destination: (Schema.Route) -> Destination

  var body: some View {
    if let selected = display.screen(ofColumn: 1, at: location) {
      destination(selected.route)
        .environment(SelectingColumn(location: location, index: 1))
        .id(selected.route)
    }
  }
}

/// The detail column: the last selected row's screen under the entries above it.
///
/// Its identity is the selected route: a newly selected row is a fresh stack, while the row's own
/// report settling keeps it.
private struct SplitDetail<Schema: NavigationSchema, Destination: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let location: StackLocation<Schema>
  let columns: SplitColumns
  let destination: (Schema.Route) -> Destination

  var body: some View {
    if let selected = display.screen(ofColumn: columns.selectingColumnCount, at: location) {
      WaypointStack(
        location, detailOf: columns, root: { destination(selected.route) },
        destination: destination
      )
      .id(selected.route)
    }
  }
}
