@_spi(Host) import SwiftUI

// A split view's columns are all on screen at once, side by side; a
// `List(selection:)` turns the taps on its links into selections.
extension Renderer {
  /// Renders each column, leading first, with its index in the placement.
  mutating func renderSplitView(_ columns: [any View], _ context: Context) {
    let identity = context.identity + "/split"
    frame.splitViews.append(
      .init(identity: identity, placement: context.placement, columns: columns.count))
    for (index, column) in columns.enumerated() {
      var inner = context.appending("split/column\(index)")
      (inner.stack, inner.stackLevel, inner.isLazy, inner.list) = (nil, 0, false, nil)
      inner.placement.column = index
      render(column, inner)
    }
  }

  /// Reads the selection once and renders the rows, lazily as a `List` does.
  mutating func renderSelectingList(
    _ selection: _ListSelection, _ content: any View, _ context: Context
  ) {
    frame.selectionLists.append(
      .init(
        placement: context.placement, selection: track(context, selection.read),
        binding: selection))
    var inner = context.appending("list")
    inner.isLazy = true
    inner.list = frame.selectionLists.count - 1
    render(content, inner)
  }
}
