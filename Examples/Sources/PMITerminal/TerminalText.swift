/// Text made safe and measured for a terminal.
///
/// Everything pmi draws goes through ``sanitized(_:)``: a link, a saved
/// session or a pasted line can hold control characters, and written raw they
/// would move the cursor, retitle the window or worse. Each becomes a visible
/// stand-in instead, so the user still sees that it was there.
public enum TerminalText {
  /// `text` with every control character replaced by a visible stand-in:
  /// C0 controls and DEL by their Unicode control pictures (`␛`, `␇`), and
  /// C1 controls, the line separators and every character that draws nothing
  /// by `�`.
  ///
  /// Tabs become a space.
  public static func sanitized(_ text: String) -> String {
    guard !isPrintableASCII(text), text.unicodeScalars.contains(where: isUnsafe) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isUnsafe(scalar) ? standIn(for: scalar) : scalar)
    }
    return String(result)
  }

  /// Whether `scalar` must not reach the terminal as it is: the rule of
  /// Waypoint's messages (`MessageText`), which pmi cannot import.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: isInvisible(scalar.value)
    }
  }

  /// Unicode's default-ignorable code points: bidirectional controls, which
  /// reorder the line, and the zero-width, tag and selector characters, which
  /// draw nothing, so `2`, U+200B, `5` would read as `25`.
  private static func isInvisible(_ value: UInt32) -> Bool {
    switch value {
    case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
      0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF,
      0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      true
    default:
      false
    }
  }

  private static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: " "
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }

  /// The columns `character` takes: 2 for wide East Asian characters and
  /// emoji, 0 for a lone combining mark, 1 otherwise.
  public static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    // Nothing below U+0300 is wide or a combining mark: Latin text is
    // measured without Unicode's tables, which cost most of a frame.
    if scalar.value < 0x300 { return 1 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    return isWide(scalar.value) ? 2 : 1
  }

  /// The columns `text` takes.
  public static func width(of text: some StringProtocol) -> Int {
    if isPrintableASCII(text) { return text.utf8.count }
    if isColumnPerScalar(text) { return text.unicodeScalars.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// Whether each scalar of `text` is a character of its own, one column wide.
  ///
  /// Such text needs no Unicode table: Latin, and the dashes, arrows, rules and shapes pmi draws
  /// its frames with (`─`, `▸`, `→`, `—`). A quick look's frame is mostly these; walking them as
  /// characters cost a key in it half again what a key in the list costs.
  static func isColumnPerScalar(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
        0x2500...0x25FF:
        true
      default: false
      }
    }
  }

  /// Whether `text` is printable ASCII alone, a column a byte: most of what
  /// pmi draws, measured and cut by its bytes.
  static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// The longest prefix of `text` that fits in `columns`.
  public static func prefix(_ text: String, fitting columns: Int) -> Substring {
    if isPrintableASCII(text) {
      let utf8 = text.utf8
      return text[..<utf8.index(utf8.startIndex, offsetBy: max(0, min(columns, utf8.count)))]
    }
    if isColumnPerScalar(text) {
      let scalars = text.unicodeScalars
      return text[
        ..<scalars.index(scalars.startIndex, offsetBy: max(0, min(columns, scalars.count)))]
    }
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + width(of: text[index])
      guard next <= columns else { break }
      used = next
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The longest suffix of `text` that fits in `columns`.
  public static func suffix(_ text: String, fitting columns: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let next = used + width(of: text[previous])
      guard next <= columns else { break }
      used = next
      start = previous
    }
    return text[start...]
  }

  /// `text` in lines of at most `columns`, broken between words as prose is.
  ///
  /// A word longer than a line is broken where the line ends. Spaces at a
  /// break are dropped; an empty text is one empty line.
  public static func wrapped(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [text] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if width(of: candidate) <= columns {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = String(word)
      while width(of: line) > columns {
        // At least one character a line, even one wider than the line.
        let head = prefix(line, fitting: columns)
        let cut = head.isEmpty ? line.index(after: line.startIndex) : head.endIndex
        lines.append(String(line[..<cut]))
        line = String(line[cut...])
      }
    }
    return lines + [line]
  }

  /// `text` cut to `columns` with an ellipsis at the end when it is too long.
  public static func truncatingTail(_ text: String, to columns: Int) -> String {
    guard width(of: text) > columns else { return text }
    guard columns > 0 else { return "" }
    return prefix(text, fitting: columns - 1) + "…"
  }

  /// `text` cut to `columns` with an ellipsis at the start when it is too
  /// long: for breadcrumbs and paths, whose end matters most.
  public static func truncatingHead(_ text: String, to columns: Int) -> String {
    guard width(of: text) > columns else { return text }
    guard columns > 0 else { return "" }
    return "…" + suffix(text, fitting: columns - 1)
  }
}
