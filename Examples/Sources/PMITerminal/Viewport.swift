/// Which rows of a long list are on screen, so the highlight always is.
public enum Viewport {
  /// The first row to show so that `row` is visible with `margin` rows
  /// around it where the list allows, moving as little as possible from `top`.
  ///
  /// - Parameters:
  ///   - row: The highlighted row.
  ///   - top: The first row shown until now.
  ///   - height: How many rows fit.
  ///   - count: How many rows the list has.
  ///   - margin: Rows kept visible above and below the highlight.
  /// - Returns: The first row to show.
  public static func top(keeping row: Int, from top: Int, height: Int, count: Int, margin: Int = 1)
    -> Int
  {
    guard height > 0, count > height else { return 0 }
    let margin = min(margin, (height - 1) / 2)
    var top = top
    if row - margin < top { top = row - margin }
    if row + margin > top + height - 1 { top = row + margin - height + 1 }
    return min(max(top, 0), count - height)
  }
}
