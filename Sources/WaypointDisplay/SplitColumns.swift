/// How many columns a split view shows one stack in.
///
/// A split view displays a stack, and holds no state of its own: the bottom entries are the rows
/// selected in the leading columns, one a column, the last of them the detail's root, and the
/// entries above it the detail's stack. So a link lands in the right column, a restored stack
/// restores the columns, and a compact width shows the same stack as one `NavigationStack`.
public enum SplitColumns: Hashable, Sendable, CaseIterable {
  /// A sidebar and a detail: the stack's first entry is the sidebar's selected row and the detail's
  /// root.
  case two
  /// A sidebar, a content column and a detail: the first entry is the sidebar's selected row and
  /// the content column's screen, the second the content column's selected row and the detail's
  /// root.
  case three

  /// How many leading columns select a row, one entry each at the bottom.
  package var selectingColumnCount: Int { self == .two ? 1 : 2 }
}
