/// How a span of text looks: 256-colour palette indexes and attributes.
///
/// Rainbow turns it into escape codes, and into nothing at all when colour is
/// off (`NO_COLOR`, a dumb terminal, output that is not a terminal), so every
/// meaning a style carries must also be readable in plain text.
public struct TextStyle: Hashable, Sendable {
  /// The text colour, a 256-colour palette index.
  public var foreground: UInt8?
  /// The background colour, a 256-colour palette index.
  public var background: UInt8?
  /// Bold.
  public var isBold: Bool
  /// Dim.
  public var isDim: Bool
  /// Underlined.
  public var isUnderlined: Bool

  /// Creates a style; the default is the terminal's own.
  public init(
    foreground: UInt8? = nil, background: UInt8? = nil, isBold: Bool = false,
    isDim: Bool = false, isUnderlined: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
  }

  /// The terminal's own colours.
  public static let plain = TextStyle()
  /// Bold, nothing else.
  public static let bold = TextStyle(isBold: true)
  /// Dim, for what matters less.
  public static let dim = TextStyle(isDim: true)

  /// This style over `background`, keeping a background of its own.
  public func over(_ background: UInt8?) -> TextStyle {
    var style = self
    style.background = self.background ?? background
    return style
  }
}
