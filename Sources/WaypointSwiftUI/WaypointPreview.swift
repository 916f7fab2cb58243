public import SwiftUI
public import Waypoint
import WaypointDisplay

/// The app's views at any navigation state, for a preview: a navigator and display of their own,
/// under a ``WaypointRoot``, so that links push, sheets show and a screen finds the return value
/// waiting for it, as in the app.
///
/// ```swift
/// #Preview("Pikachu, a berry chosen") {
///   WaypointPreview(Pokedex.self, state: .pikachuWithBerryChosen) { route in
///     PokedexScreen(route: route)
///   } content: {
///     PokedexTabs()
///   }
/// }
/// ```
///
/// Without it, a screen that reads the navigator from the environment has none: SwiftUI stops the
/// preview. Waypoint's own views (``WaypointLink``, ``WaypointStack`` and the others) say instead
/// that they need a root or this preview above them.
public struct WaypointPreview<Schema: NavigationSchema, Content: View, Screen: View>: View {
  @State private var display: DisplayedNavigation<Schema>
  private let screen: (Schema.Route) -> Screen
  private let content: Content

  /// Shows `content` at `state`, as a window of the app would.
  ///
  /// - Parameters:
  ///   - schema: The app's schema.
  ///   - state: Where the user is: tabs, stacks, presentations and the return values waiting in
  ///     it, as a test or a saved state builds it.
  ///   - screen: The screen of each route, for presentations and their stacks.
  ///   - content: The app's tabs or single stack.
  public init(
    _ schema: Schema.Type, state: NavigationState<Schema>,
    @ViewBuilder screen: @escaping (Schema.Route) -> Screen,
    @ViewBuilder content: () -> Content
  ) {
    _display = State(initialValue: DisplayedNavigation(navigator: Navigator(state: state)))
    self.screen = screen
    self.content = content()
  }

  public var body: some View {
    #if DEBUG
      // A preview is not where the app launches: the launch arguments are the app root's.
      WaypointRoot(display, screen: screen) { content }.launching(with: [])
    #else
      WaypointRoot(display, screen: screen) { content }
    #endif
  }
}

extension WaypointPreview where Screen == Text {
  /// Shows `content` at `state`; a presented screen shows its route's description.
  ///
  /// - Parameters:
  ///   - schema: The app's schema.
  ///   - state: Where the user is, the return values waiting in it included.
  ///   - content: The app's tabs or single stack, or one screen.
  public init(
    _ schema: Schema.Type, state: NavigationState<Schema>, @ViewBuilder content: () -> Content
  ) {
    self.init(schema, state: state, screen: { Text("\($0)") }, content: content)
  }
}
