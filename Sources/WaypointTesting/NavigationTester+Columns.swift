public import WaypointCore
import WaypointDisplay

// Split views: a row selected in a leading column, as SwiftUI writes it to the column's
// `List(selection:)`. The tester knows which stacks the app shows as split views from `splitViews`.
extension NavigationTester {
  /// Taps the row of `route` in a leading column of the split view on screen.
  ///
  /// The column is 0 for the sidebar, 1 for a three-column split view's content column; `options`
  /// are those the row's link gives the entry. The stack from that column on becomes the route, and
  /// the detail shows its screen. The row already selected changes nothing.
  public func select(
    _ route: Schema.Route, options: EntryOptions<Schema.Selection> = .init(),
    inColumn index: Int, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let column = index
    let rendering = render()
    guard rendering.presentations.last?.style.isDialog != true else {
      return refuse("A dialog is up and covers the columns: answer it first.", at: location)
    }
    let stack = rendering.visibleLocation
    guard let columns = splitViews[stack] else {
      return refuse(
        "\(stack) is not shown as a split view; set splitViews[\(stack)] to its columns.",
        at: location)
    }
    guard (0..<columns.selectingColumnCount).contains(column) else {
      return refuse(
        "Column \(column) selects no row: a split view of \(columns) columns selects in "
          + "columns 0 to \(columns.selectingColumnCount - 1).", at: location)
    }
    guard rendering.visiblePath.count >= column else {
      return refuse(
        "Column \(column) shows nothing: column \(column - 1) selects no row.", at: location)
    }
    let row = PathItem<Schema>(row: StackElement(route, options: options))
    await finish(display.writeSelectedRow(row, inColumn: column, at: stack))
  }

  /// How many entries at the bottom of a stack its split view's leading columns select: going back
  /// in the detail stops above them.
  func detailFloor(of location: StackLocation<Schema>) -> Int {
    splitViews[location]?.selectingColumnCount ?? 0
  }
}
