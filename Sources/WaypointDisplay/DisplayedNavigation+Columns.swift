package import WaypointCore
package import WaypointNavigator

// A split view shows one stack in columns (see ``SplitColumns``): every read here is a view of the
// stack's path and every write a write of it, so the columns cannot drift from the stack and a
// compact width loses nothing.
//
// SwiftUI's own collapse is never relied on (the glue shows a compact width as a `NavigationStack`
// of the same path): it runs a detail's `onAppear` twice, nests one navigation controller in the
// other, and on iOS 16 can leave a column's conditional content stale (the behaviour table's rows
// `split-on-appear-twice`, `split-nested-controllers`, `split-stale-column`).
extension DisplayedNavigation {
  /// The row selected in a leading column (0 is the sidebar), the value of `List(selection:)`: the
  /// row of the selected entry's route, whatever its options, or `nil`.
  package func selectedRow(inColumn column: Int, at location: StackLocation<Schema>)
    -> PathItem<Schema>?
  {
    let items = path(at: location)
    guard items.indices.contains(column) else { return nil }
    return PathItem(row: items[column].element)
  }

  /// The entry whose screen a column after the sidebar shows (1 is the detail of
  /// ``SplitColumns/two``): the row the column before selects, or `nil`.
  package func screen(ofColumn column: Int, at location: StackLocation<Schema>)
    -> PathItem<Schema>?
  {
    let items = path(at: location)
    guard items.indices.contains(column - 1) else { return nil }
    return items[column - 1]
  }

  /// The path of the detail column's `NavigationStack`: the stack above the selected rows, empty
  /// while fewer rows are selected than columns select.
  package func detailPath(at location: StackLocation<Schema>, columns: SplitColumns)
    -> [PathItem<Schema>]
  {
    Array(path(at: location).dropFirst(columns.selectingColumnCount))
  }

  /// Takes a path SwiftUI wrote for the detail column's `NavigationStack`.
  ///
  /// It is the stack's path above the selected rows, read as ``writePath(_:at:)`` reads one: a back
  /// to the detail's root pops to the last selected row, never past it.
  @discardableResult
  package func writeDetailPath(
    _ written: [PathItem<Schema>], at location: StackLocation<Schema>, columns: SplitColumns
  ) -> NavigationTask<Schema>? {
    let slot = stackSlot(location)
    let shown = slot.shownItems ?? displayedItems(at: location)
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

  /// Takes a row SwiftUI wrote to a leading column's `List(selection:)`.
  ///
  /// A new row replaces the stack from the column on with its route in one user navigation (the
  /// next columns start again, as in SwiftUI's split view); `nil` pops back to the column. Both
  /// follow ``writePath(_:at:)``'s rules, and fail if the model moved away below the column. A
  /// value that is not a row is recorded in ``issues``.
  @discardableResult
  package func writeSelectedRow(
    _ row: PathItem<Schema>?, inColumn column: Int, at location: StackLocation<Schema>
  ) -> NavigationTask<Schema>? {
    let slot = stackSlot(location)
    let shown = slot.shownItems ?? displayedItems(at: location)
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

  /// Reports a row newly selected in `column`, shown at once as `writePath` shows a push, unless
  /// guards or a back lock it removes hold it.
  private func select(
    _ row: PathItem<Schema>, inColumn column: Int, shown: [PathItem<Schema>],
    at location: StackLocation<Schema>
  ) -> NavigationTask<Schema> {
    let kept = Array(shown.prefix(column))
    let isLockHeld = shown.dropFirst(column).contains { $0.isBackLocked }
    let token = navigator.hasGuards || isLockHeld ? nil : overlay(kept + [row], at: location)
    let selected = report(.selectRow(row.element, below: kept.map(\.route), in: location))
    return settleWrite(selected, token: token, at: location)
  }
}
