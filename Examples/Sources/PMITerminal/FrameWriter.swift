/// Draws frames by writing only the rows that changed since the last one.
///
/// A key that moves the highlight changes two rows; redrawing the whole
/// window for it (200×60 cells) is what made a burst of keys take seconds.
public struct FrameWriter: Sendable {
  private var shown: [String] = []
  private var size: (rows: Int, columns: Int)?

  /// A writer that has drawn nothing yet.
  public init() {}

  /// The output that turns the last frame into `rows`: each one rendered,
  /// exactly as wide as the window.
  public mutating func update(_ rows: [String], columns: Int) -> String {
    var output = ""
    if size?.rows != rows.count || size?.columns != columns {
      output += "\u{1B}[0m\u{1B}[2J"
      shown = []
      size = (rows.count, columns)
    }
    for (index, row) in rows.enumerated() where index >= shown.count || shown[index] != row {
      output += "\u{1B}[\(index + 1);1H\u{1B}[0m" + row + "\u{1B}[0m\u{1B}[K"
    }
    shown = rows
    return output
  }

  /// Forgets what is on screen, so the next frame is drawn whole: after the
  /// terminal was handed back to the shell, or on Ctrl-L.
  public mutating func invalidate() {
    size = nil
  }
}
