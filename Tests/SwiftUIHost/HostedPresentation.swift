/// One presentation shown in a rendering.
public struct HostedPresentation: Hashable, CustomStringConvertible {
  public enum Style: Hashable, Sendable {
    case sheet, fullScreenCover, popover, alert, confirmationDialog
  }

  public let style: Style
  /// The presented item's `id`.
  public let id: AnyHashable

  public init(_ style: Style, id: AnyHashable) {
    self.style = style
    self.id = id
  }

  public var description: String { "\(style)(\(id))" }
}
