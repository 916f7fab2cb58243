public import SwiftUI
public import Waypoint
public import WaypointDisplay

/// A `NavigationSplitView` over one of the navigator's stacks: on a regular
/// width, the leading columns select the stack's bottom entries and the
/// detail column shows the rest as a `NavigationStack`; on a compact width,
/// the same stack as one ``WaypointStack``.
///
/// The split view is a way to show the stack, not more state (see
/// ``SplitColumns``): a link to `pokedex/25` pushes `.pokemon(id: 25)`, which
/// is the sidebar's selected row and the detail's screen; a restored stack
/// restores the columns; and a change of width only changes how the stack is
/// shown, so nothing is lost when the window narrows or widens. SwiftUI's own
/// collapse of a split view is never used.
///
/// Put the sidebar's rows in a ``WaypointList`` of ``WaypointLink``s: in the
/// sidebar a tap selects, on a compact width it pushes.
///
/// ```swift
/// WaypointSplitView(App.self, .tab(.pokedex)) {
///   PokedexList()
/// } destination: { route in
///   Screen(route: route)
/// }
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
  ///   - sidebar: The leading column, the stack's root: the same screen a
  ///     compact width shows at the bottom of the stack.
  ///   - destination: The screen of each route: the content column's, the
  ///     detail's and each one pushed on the detail.
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
    if horizontalSizeClass == .compact {
      WaypointStack(Schema.self, location) {
        sidebar
      } destination: {
        destination($0)
      }
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

/// The content column of a three-column split view: the screen of the
/// sidebar's selected row, whose own list selects the detail.
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

/// The detail column: the last selected row's screen at the root of a stack
/// that holds the entries above the selected rows.
///
/// A newly selected row is a new stack, with fresh state: the identity is the
/// selected route, so the row's own report settling keeps the stack.
private struct SplitDetail<Schema: NavigationSchema, Destination: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let location: StackLocation<Schema>
  let columns: SplitColumns
  let destination: (Schema.Route) -> Destination

  var body: some View {
    if let selected = display.screen(ofColumn: columns.selectingColumnCount, at: location) {
      WaypointStack(location, detailOf: columns) {
        destination(selected.route)
      } destination: { route in
        destination(route)
      }
      .id(selected.route)
    }
  }
}
