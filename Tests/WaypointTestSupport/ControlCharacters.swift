/// The characters that must never reach a terminal or a log as they are,
/// written out again here rather than taken from the library, so that tests
/// check the library against an independent list.
///
/// C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F), the line and
/// paragraph separators (U+2028, U+2029), and the characters that draw
/// nothing: Unicode's default-ignorable code points, among them the
/// bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069), the zero-width ones (U+200B–U+200D, U+2060–U+2064, U+FEFF)
/// and the tags (U+E0000–U+E007F).
package enum ControlCharacters {
  /// The ranges, from Unicode's DerivedCoreProperties.txt
  /// (Default_Ignorable_Code_Point) and the C0 and C1 blocks.
  static let ranges: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x7F...0x9F, 0xAD...0xAD, 0x34F...0x34F, 0x61C...0x61C, 0x115F...0x1160,
    0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
    0x3164...0x3164, 0xFE00...0xFE0F, 0xFEFF...0xFEFF, 0xFFA0...0xFFA0, 0xFFF0...0xFFF8,
    0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF,
  ]

  /// The control characters `text` holds as they are, in order.
  package static func raw(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in ranges.contains { $0.contains(scalar.value) } }
  }

  /// Every control character of the list above, for building hostile input.
  package static let all: [Unicode.Scalar] = ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init)

  /// Every one in the Basic Multilingual Plane, and the first and last of each
  /// range beyond it (4,096 tags and selectors of one kind): for tests that
  /// cost a few links per character.
  package static let sample: [Unicode.Scalar] = ranges.flatMap { range in
    range.upperBound < 0x10000 ? Array(range) : [range.lowerBound, range.upperBound]
  }.compactMap(Unicode.Scalar.init)
}
