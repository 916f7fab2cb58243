/// Where a tab's list is: the highlighted row and the first row on display,
/// both counted in the whole list.
///
/// Saved with the team, so a relaunch shows the list exactly as it was left.
public struct ListPosition: Hashable, Codable, Sendable {
  /// The highlighted row.
  public var row: Int
  /// The first row on display.
  public var top: Int

  /// A position; a list starts at its first row.
  public init(row: Int = 0, top: Int = 0) {
    self.row = row
    self.top = top
  }
}
