/// One value the host wrote through a binding, as SwiftUI writes when the user acts.
public struct HostWrite: Hashable, CustomStringConvertible {
  /// Which binding was written.
  ///
  /// Indices count along the visible chain of the rendering acted on, bottom
  /// first, as ``ViewHost/renderedPath(ofStackAt:)`` does.
  public enum Target: Hashable {
    case path(stackAt: Int)
    /// The item binding of the presentation at `layer` (1 is the first one).
    case presentedItem(at: Int)
    case selection(tabViewAt: Int)
    /// The selection of a `List(selection:)`, counted in the rendering.
    case rowSelection(listAt: Int)
  }

  public enum Value: Hashable {
    case path([AnyHashable])
    case nilItem
    case selection(AnyHashable)
    case row(AnyHashable?)
  }

  public let target: Target
  public let value: Value
  /// The rendering the write acted on: 1 after the first `render()`.
  ///
  /// Writes with the same frame happened before SwiftUI could render again.
  public let frame: Int

  public init(target: Target, value: Value, frame: Int) {
    self.target = target
    self.value = value
    self.frame = frame
  }

  public var description: String { "frame \(frame): \(target) := \(value)" }
}
