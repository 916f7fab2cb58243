public import SwiftUI
public import Waypoint
import WaypointDisplay

/// A `List` of ``WaypointLink`` rows: in a split view's sidebar or content column, a
/// `List(selection:)` whose selection is that column's; anywhere else, a plain `List` whose links
/// push.
///
/// ```swift
/// WaypointList(App.self) {
///   ForEach(monsters) { monster in
///     WaypointLink(App.self, to: .pokemon(id: monster.id)) { Text(monster.name) }
///   }
/// }
/// ```
public struct WaypointList<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  @Environment(SelectingColumn<Schema>.self) private var column: SelectingColumn<Schema>?
  private let content: Content

  /// Creates a list of `content`'s rows, usually links.
  public init(_ schema: Schema.Type, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    RootCheck<Schema, _>(view: "WaypointList") { list }
  }

  @ViewBuilder private var list: some View {
    if let column {
      // A tap writes the row's link value as the column's selection.
      let (display, location, index) = (display, column.location, column.index)
      List(
        selection: Binding(
          get: { @MainActor in display.selectedRow(inColumn: index, at: location) },
          set: { @MainActor in display.writeSelectedRow($0, inColumn: index, at: location) })
      ) { content }
    } else {
      List { content }
    }
  }
}
