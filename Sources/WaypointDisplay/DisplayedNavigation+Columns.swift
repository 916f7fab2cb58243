package import WaypointCore
package import WaypointNavigator

// A split view shows one stack in columns (see ``SplitColumns``): the rows
// selected in the leading columns are the stack's bottom entries, the last of
// them is the detail's root, and the entries above it are the detail's stack.
// So every read here is a view of the stack's path, and every write is a
// write of that path: what the columns show cannot drift from the stack, and
// showing the stack as one `NavigationStack` on a compact width loses nothing.
//
// SwiftUI's own collapse of a `NavigationSplitView` is never relied on: the
// glue shows a compact width as a `NavigationStack` of the same path. Apps
// that let SwiftUI collapse, or that keep the column state in their views,
// lose it: the detail stack is reset when the size class changes
// (Volker88/Sensor-App #149, idoodler/LabImporter #43), a collapsed split
// view runs `onAppear` twice (Esri/arcgis-maps-sdk-swift-toolkit #1539),
// UIKit's collapse nests one navigation controller in the other
// (woocommerce-ios #17778), and on iOS 16 a column's conditional content can
// fail to update (DanXi-Dev/DanXi-swift #64, FB 91311311).
extension DisplayedNavigation {
  /// The row selected in a leading column of the split view over the stack
  /// at `location`: the value of `List(selection:)`.
  ///
  /// It equals the value of the row that shows the selected entry's route
  /// (`PathItem(row:)`), whatever the entry's options. Reading it tracks
  /// the stack, and records its path as the one SwiftUI was shown.
  ///
  /// - Parameters:
  ///   - column: The column, 0 for the sidebar; it must select a row.
  ///   - location: The stack the split view shows.
  /// - Returns: The selected row, or `nil` when the column selects nothing.
  package func selectedRow(inColumn column: Int, at location: StackLocation<Schema>)
    -> PathItem<Schema>?
  {
    let items = path(at: location)
    guard items.indices.contains(column) else { return nil }
    return PathItem(row: items[column].element)
  }

  /// The entry whose screen a column after the sidebar shows.
  ///
  /// It is the one the column before it selects: the detail column shows
  /// the last selected row.
  ///
  /// - Parameters:
  ///   - column: The column, from 1; with ``SplitColumns/two`` 1 is the detail.
  ///   - location: The stack the split view shows.
  /// - Returns: The entry's item (a row not pushed yet while its report
  ///   runs), or `nil` when the column before selects nothing.
  package func screen(ofColumn column: Int, at location: StackLocation<Schema>)
    -> PathItem<Schema>?
  {
    let items = path(at: location)
    guard items.indices.contains(column - 1) else { return nil }
    return items[column - 1]
  }

  /// The path of the detail column's `NavigationStack`: the stack above the
  /// selected rows; empty while the leading columns select fewer rows than
  /// they have.
  ///
  /// - Parameters:
  ///   - location: The stack the split view shows.
  ///   - columns: The split view's columns.
  /// - Returns: The detail's path, bottom first.
  package func detailPath(at location: StackLocation<Schema>, columns: SplitColumns)
    -> [PathItem<Schema>]
  {
    Array(path(at: location).dropFirst(columns.selectingColumnCount))
  }

  /// Takes a path SwiftUI wrote for the detail column's `NavigationStack`:
  /// the user went back in the detail, or tapped a link there.
  ///
  /// It is the stack's path with the selected rows below it, and is read as
  /// ``writePath(_:at:)`` reads a stack's: a back to the detail's root pops
  /// to the last selected row, never past it, and back locks, guards and stale
  /// writes are handled the same way.
  ///
  /// - Parameters:
  ///   - written: The detail's path SwiftUI wrote.
  ///   - location: The stack the split view shows.
  ///   - columns: The split view's columns.
  /// - Returns: The navigation the write reports, when there is one.
  @discardableResult
  package func writeDetailPath(
    _ written: [PathItem<Schema>], at location: StackLocation<Schema>, columns: SplitColumns
  ) -> NavigationTask<Schema>? {
    let slot = stackSlot(location)
    let shown = slot.shown ?? displayedItems(at: location)
    let count = columns.selectingColumnCount
    guard shown.count >= count else {
      // No detail was shown: nothing the user did writes it.
      record(
        .unsupportedPathWrite(
          location, shown: shown.map(\.route), written: (shown + written).map(\.route)),
        rereading: slot)
      return nil
    }
    return writePath(Array(shown.prefix(count)) + written, at: location)
  }

  /// Takes a row SwiftUI wrote to a leading column's `List(selection:)`:
  /// the user selected it, or selected nothing.
  ///
  /// Selecting a row replaces the stack from the column on with the row's
  /// route, in one user-caused navigation: the next columns and the detail
  /// start again from it, as SwiftUI's split view does. Selecting the row
  /// already selected changes nothing. Selecting nothing pops back to
  /// the column. Both are read against the path SwiftUI was shown, and follow
  /// the rules of stack writes: the change shows at once unless guards may deny
  /// it or a back lock in what it removes makes it fail, and
  /// a write made on a screen the model has moved away from below the column
  /// fails and shows the model. A value that is not a row is recorded in
  /// ``issues`` and not applied.
  ///
  /// - Parameters:
  ///   - row: The row written; `nil` when the user selected nothing.
  ///   - column: The column, 0 for the sidebar.
  ///   - location: The stack the split view shows.
  /// - Returns: The navigation the write reports, when there is one.
  @discardableResult
  package func writeSelectedRow(
    _ row: PathItem<Schema>?, inColumn column: Int, at location: StackLocation<Schema>
  ) -> NavigationTask<Schema>? {
    let slot = stackSlot(location)
    let shown = slot.shown ?? displayedItems(at: location)
    guard column >= 0, column <= shown.count else { return nil }
    guard let row else {
      // Cleared: back to the column, through the stack's own pop.
      return shown.count > column ? writePath(Array(shown.prefix(column)), at: location) : nil
    }
    guard case .row(let route) = row.key else {
      record(
        .unsupportedPathWrite(
          location, shown: shown.map(\.route),
          written: shown.prefix(column).map(\.route) + [row.route]),
        rereading: slot)
      return nil
    }
    if shown.count > column, shown[column].route == route { return nil }
    return select(row, inColumn: column, shown: shown, at: location)
  }

  /// Reports a newly selected row in `column` and shows it as `writePath` shows
  /// a push: at once, unless guards may deny it or a back lock is in what
  /// it removes.
  private func select(
    _ row: PathItem<Schema>, inColumn column: Int, shown: [PathItem<Schema>],
    at location: StackLocation<Schema>
  ) -> NavigationTask<Schema> {
    let kept = Array(shown.prefix(column))
    let isLockHeld = shown.dropFirst(column).contains { $0.isBackLocked }
    let token = navigator.hasGuards || isLockHeld ? nil : overlay(kept + [row], at: location)
    let seen = displayedVersion
    let element = row.element
    let navigator = navigator
    let report = navigator.inNextTurn {
      navigator.perform(.user) { state in
        try Self.select(
          element, keeping: kept, in: location, on: &state, policy: navigator.policy,
          outdated: NavigationError<Schema>.outdatedReport(seen: seen, current: navigator.version))
      }
    }
    return settle(report, token: token, at: location)
  }

  /// Replaces a stack from `kept.count` on with `element`, when the stack
  /// still starts with what the user saw below the column: the entries shown
  /// (or, for a row whose own report runs first, their routes).
  ///
  /// The row already selected there changes nothing: a second write of one
  /// row, or a second tap while a guard was deciding on the first.
  private static func select(
    _ element: StackElement<Schema>, keeping kept: [PathItem<Schema>],
    in location: StackLocation<Schema>, on state: inout NavigationState<Schema>,
    policy: NavigationPolicy, outdated: NavigationError<Schema>
  ) throws {
    guard let stack = state.stack(at: location), stack.count >= kept.count,
      zip(kept, stack).allSatisfy({ item, entry in
        item.entryID.map { $0 == entry.id } ?? (item.route == entry.route)
      })
    else { throw outdated }
    if stack.count > kept.count, stack[kept.count].route == element.route { return }
    try state.pop(count: stack.count - kept.count, in: location)
    try state.push(contentsOf: [element], in: location, policy: policy)
  }
}
