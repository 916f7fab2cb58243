/// How many columns a split view shows one stack in.
///
/// A split view is a way to display a stack, not more state: the bottom
/// entries of the stack are the rows selected in the leading columns, one a
/// column, the last of them is the detail column's root screen, and the
/// entries above it are the detail column's stack. A link that lands on the
/// stack therefore lands in the right column, a restored stack restores the
/// columns, and showing the same stack as one `NavigationStack` on a compact
/// width (and as columns again on a regular one) changes nothing in it.
///
/// ```
/// stack:          [pokemon(25), evolution(26)]
/// .two:           list selects pokemon(25) | detail: pokemon(25), then evolution(26)
/// ```
public enum SplitColumns: Hashable, Sendable, CaseIterable {
  /// A sidebar and a detail: the stack's first entry is the sidebar's
  /// selected row and the detail's root.
  case two
  /// A sidebar, a content column and a detail: the first entry is the
  /// sidebar's selected row and the content column's screen, the second the
  /// content column's selected row and the detail's root.
  case three

  /// How many leading columns select a row: the entries at the bottom of
  /// the stack that are selected rows.
  package var selectingColumnCount: Int {
    switch self {
    case .two: 1
    case .three: 2
    }
  }
}
