public import SwiftUI
public import Waypoint
import WaypointDisplay

/// A `NavigationLink` that pushes a route onto the stack it is shown in.
///
/// The navigator's guards and policy decide the push. The pushed screen keeps the link's value,
/// which stays the same across bodies: the screen is never shown twice, and a list row stays
/// highlighted while the user swipes back. In a ``WaypointList`` in a split view's leading column,
/// the link selects its row.
///
/// ```swift
/// WaypointLink(App.self, to: .pokemon(id: 25)) { Text("Pikachu") }
/// ```
public struct WaypointLink<Schema: NavigationSchema, Label: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  @Environment(SelectingColumn<Schema>.self) private var column: SelectingColumn<Schema>?
  private let route: Schema.Route
  private let options: EntryOptions<Schema.Selection>
  private let label: Label

  /// Creates a link, showing `label`, that pushes `route` with `options`.
  public init(
    _ schema: Schema.Type, to route: Schema.Route,
    options: EntryOptions<Schema.Selection> = .init(), @ViewBuilder label: () -> Label
  ) {
    self.route = route
    self.options = options
    self.label = label()
  }

  public var body: some View {
    RootCheck<Schema, _>(view: "WaypointLink") {
      let element = StackElement<Schema>(route, options: options)
      NavigationLink(
        value: column == nil ? display.linkValue(for: element) : PathItem(row: element)
      ) { label }
    }
  }
}
