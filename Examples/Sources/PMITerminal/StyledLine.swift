import Rainbow

/// One line of styled text, safe and measured: its text is sanitised as it is
/// added, so nothing drawn from it can carry a control character.
public struct StyledLine: Hashable, Sendable {
  /// A run of text in one style.
  public struct Span: Hashable, Sendable {
    /// The text, already sanitised.
    public let text: String
    /// How it looks.
    public let style: TextStyle
  }

  /// The runs, in order.
  public private(set) var spans: [Span] = []

  /// An empty line.
  public init() {}

  /// A line of one run.
  public init(_ text: String, _ style: TextStyle = .plain) {
    append(text, style)
  }

  /// Adds a run at the end; control characters become visible stand-ins.
  public mutating func append(_ text: String, _ style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    spans.append(Span(text: TerminalText.sanitized(text), style: style))
  }

  /// Adds another line's runs at the end.
  public mutating func append(_ line: StyledLine) {
    spans += line.spans
  }

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + TerminalText.width(of: $1.text) } }

  /// The text without styles.
  public var plainText: String { spans.map(\.text).joined() }

  /// The line cut to `columns` (an ellipsis marks the cut) and padded to
  /// exactly `columns`, every run over `background`: a full-row highlight.
  public func fitted(to columns: Int, background: UInt8? = nil) -> StyledLine {
    var result = StyledLine()
    var used = 0
    let overflows = width > columns
    let room = overflows ? max(0, columns - 1) : columns
    for span in spans where used < room {
      let text = String(TerminalText.prefix(span.text, fitting: room - used))
      result.spans.append(Span(text: text, style: span.style.over(background)))
      used += TerminalText.width(of: text)
    }
    if overflows, columns > 0 {
      result.spans.append(Span(text: "…", style: (spans.last?.style ?? .plain).over(background)))
      used += 1
    }
    if used < columns {
      result.spans.append(
        Span(
          text: String(repeating: " ", count: columns - used),
          style: TextStyle(background: background)))
    }
    return result
  }

  /// The line as the terminal takes it: escape codes from Rainbow when colour
  /// is on, plain text when it is off.
  public func rendered() -> String {
    let segments = spans.map { span in
      Rainbow.Segment(
        text: span.text, color: span.style.foreground.map { .bit8($0) },
        backgroundColor: span.style.background.map { .bit8($0) }, styles: Self.styles(span.style))
    }
    return Rainbow.generateString(for: Rainbow.Entry(segments: segments))
  }

  private static func styles(_ style: TextStyle) -> [Style]? {
    var styles: [Style] = []
    if style.isBold { styles.append(.bold) }
    if style.isDim { styles.append(.dim) }
    if style.isUnderlined { styles.append(.underline) }
    return styles.isEmpty ? nil : styles
  }
}
