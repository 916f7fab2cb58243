/// Text from outside the app, made safe to put in a message.
///
/// Links, snapshots and file paths are untrusted: a link can carry `%1B%5D2;…%07`, which a terminal
/// reads as "set the window title", or a right-to-left override that makes a log line read
/// backwards. Every description in the library that quotes such text goes through here, so no
/// message can carry a control character to a terminal or a log, and none can grow with the input.
///
/// Control characters are C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F), the line and
/// paragraph separators (U+2028, U+2029), which break a line in many log viewers, and every
/// character that draws nothing: Unicode's default-ignorable code points, which hold the
/// bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the zero-width
/// characters (U+200B–U+200D, U+2060–U+2064, U+FEFF), the tag characters (U+E0000–U+E007F) and the
/// variation selectors. Quoted raw, an invisible character makes `'2\u{200B}5'` read as `'25'`, a
/// value the app would have taken. The price is that an emoji sequence joined by U+200D or styled
/// by U+FE0F is shown with its joiners spelled out: a message about untrusted text must show
/// exactly what is there.
///
/// They are written as Swift writes them in a string literal: `\n`, `\t`, `\r`, `\0`, and `\u{1B}`
/// for the others, so a message reads the same as the code that would produce the text.
package enum MessageText {
  /// How many characters of a value a message quotes before it cuts the value short; enough for any
  /// real link parameter, host or tab name.
  package static let quoteLimit = 80

  /// `text` for quoting in a message: control characters escaped, backslashes doubled so an escape
  /// cannot be forged, and at most `limit` characters (Unicode scalars), followed by `…` and the
  /// full length when cut.
  ///
  /// `quoting("\u{1B}]0;x\u{07}")` is `\u{1B}]0;x\u{07}`; `quoting(String(repeating: "a", count:
  /// 100), limit: 3)` is `aaa… (100 characters)`.
  package static func quoting(_ text: some StringProtocol, limit: Int = quoteLimit) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      guard count <= limit else { continue }
      if scalar == "\\" {
        result += "\\\\"
      } else {
        append(scalar, to: &result)
      }
    }
    return count > limit ? result + "… (\(count) characters)" : result
  }

  /// A value's description with its control characters escaped, for a message that shows an app's
  /// route, tab or error.
  ///
  /// Backslashes are kept and nothing is cut: Swift's own descriptions of enums and strings already
  /// double backslashes and escape C0 controls, so this only has C1 controls and invisible
  /// characters left to catch, and a description is the app's text, bounded by the link or snapshot
  /// it came from.
  package static func describing(_ value: Any) -> String {
    let text = String(describing: value)
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { append(scalar, to: &result) }
    return result
  }

  /// Whether `scalar` must never reach a terminal or a log as it is.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: isInvisible(scalar.value)
    }
  }

  /// Whether `value` is a default-ignorable code point (Unicode's DerivedCoreProperties): a
  /// character that draws nothing by itself.
  ///
  /// Written out rather than read from `Unicode.Scalar.Properties`, so that the rule does not
  /// change with the toolchain's Unicode version.
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

  /// Appends `scalar`, escaped if it is a control character.
  private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
    guard isControl(scalar) else {
      result.unicodeScalars.append(scalar)
      return
    }
    switch scalar {
    case "\0": result += "\\0"
    case "\t": result += "\\t"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    default:
      // At least two digits, as Swift writes `\u{07}` in a description.
      let digits = String(scalar.value, radix: 16, uppercase: true)
      result += "\\u{" + (digits.count < 2 ? "0" : "") + digits + "}"
    }
  }
}
