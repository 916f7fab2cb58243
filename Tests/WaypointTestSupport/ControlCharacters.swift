/// The characters that must never reach a terminal or a log as they are,
/// written out again here rather than taken from the library, so that tests
/// check the library against an independent list.
///
/// C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F), the bidirectional
/// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the
/// line and paragraph separators (U+2028, U+2029).
package enum ControlCharacters {
  /// The control characters `text` holds as they are, in order.
  package static func raw(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C
        || value == 0x200E || value == 0x200F || (0x2028...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
    }
  }

  /// Every control character of the list above, for building hostile input.
  package static let all: [Unicode.Scalar] =
    ((0x00...0x1F).map { $0 } + (0x7F...0x9F).map { $0 }
    + [0x061C, 0x200E, 0x200F] + (0x2028...0x202E).map { $0 } + (0x2066...0x2069).map { $0 })
    .compactMap(Unicode.Scalar.init)
}
