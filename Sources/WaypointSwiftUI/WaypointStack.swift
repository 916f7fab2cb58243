public import SwiftUI
public import Waypoint
import WaypointDisplay

/// A `NavigationStack` bound to one of the navigator's stacks: a tab's or a presentation's.
///
/// The stack shows what ``DisplayedNavigation`` displays and hands every path SwiftUI writes back
/// to it; screens whose entry is back-locked hide their back button.
///
/// ```swift
/// WaypointStack(App.self, .tab(.pokedex)) { PokedexList() } destination: { Screen(route: $0) }
/// ```
public struct WaypointStack<Schema: NavigationSchema, Root: View, Destination: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display: DisplayedNavigation<Schema>?
  private let location: StackLocation<Schema>
  /// Set for a split view's detail, which shows the path above the selected rows.
  private let columns: SplitColumns?
  private let root: Root
  private let destination: (Schema.Route) -> Destination

  /// Creates a stack view for the stack at `location`.
  ///
  /// - Parameters:
  ///   - schema: The app's schema, which the location's tab cannot name alone.
  ///   - location: The stack to show.
  ///   - root: The screen beneath the stack: the tab's own, or the presentation's root.
  ///   - destination: The screen of each route pushed on the stack.
  public init(
    _ schema: Schema.Type, _ location: StackLocation<Schema>, @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Schema.Route) -> Destination
  ) {
    self.init(location, detailOf: nil, root: root, destination: destination)
  }

  /// Creates a split view's detail over `location` (`root`: the last selected row's screen), or
  /// with no `columns` a whole stack.
  init(
    _ location: StackLocation<Schema>, detailOf columns: SplitColumns?,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Schema.Route) -> Destination
  ) {
    self.location = location
    self.columns = columns
    self.root = root()
    self.destination = destination
  }

  public var body: some View {
    // Unwrapped here rather than in a `RootCheck`, so that the stack reads its path in its own
    // body: a push invalidates this view alone.
    if let display {
      NavigationStack(path: path(display)) {
        root.navigationDestination(for: PathItem<Schema>.self) { item in
          destination(item.route)
            .navigationBarBackButtonHidden(item.isBackLocked)
            .zooming(from: item.options.transitionSource)
        }
      }
    } else {
      Text(RootCheck<Schema, EmptyView>.message("WaypointStack"))
    }
  }

  /// Reads the displayed path and writes what SwiftUI changes back; neither closure touches the
  /// navigator during the view update.
  private func path(_ display: DisplayedNavigation<Schema>) -> Binding<[PathItem<Schema>]> {
    let location = location
    guard let columns else {
      return Binding(
        get: { @MainActor in display.path(at: location) },
        set: { @MainActor in display.writePath($0, at: location) })
    }
    return Binding(
      get: { @MainActor in display.detailPath(at: location, columns: columns) },
      set: { @MainActor in display.writeDetailPath($0, at: location, columns: columns) })
  }
}
