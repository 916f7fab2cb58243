/// Strings and pastes: the two things a terminal sends that may be long and
/// cut anywhere, and whose bytes must never be read as keys.
///
/// Neither is kept whole in ``KeyDecoder/pending``: a string's bytes are
/// dropped as they come and a paste's are moved aside, so a long one costs
/// no memory and no rescanning, and only a possible terminator cut in two
/// waits for the next read.
extension KeyDecoder {
  /// Drops the string's bytes from `index`, up to and with its terminator.
  ///
  /// The terminator is BEL, ST (`ESC \`, 8-bit 0x9C, or U+009C in UTF-8),
  /// or CAN and SUB, which cancel the string. An ESC followed by anything
  /// else also ends it and starts a new sequence, as in terminals' own
  /// parsers.
  ///
  /// - Returns: The bytes used, or nil when none can be used yet.
  mutating func skipString(at index: Int) -> Int? {
    var end = index
    while end < pending.count {
      switch pending[end] {
      case 0x07, 0x18, 0x1A, 0x9C:
        mode = .keys
        return end - index + 1
      case 0x1B:
        guard end + 1 < pending.count else { return used(end - index) }
        mode = .keys
        return pending[end + 1] == UInt8(ascii: "\\") ? end - index + 2 : end - index
      case 0xC2...0xF4:
        guard let length = characterLength(at: end) else { return used(end - index) }
        if length == 0 {
          // U+009C, ST written in UTF-8.
          mode = .keys
          return end - index + 2
        }
        end += length
      default: end += 1
      }
    }
    return used(end - index)
  }

  /// The length of the UTF-8 character at `index` inside a string, whose
  /// continuation bytes (0x80–0xBF) are text, not 8-bit controls; 0 for
  /// U+009C, the string terminator; nil while the character is cut short.
  private func characterLength(at index: Int) -> Int? {
    let lead = pending[index]
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var end = index + 1
    while end < index + length, end < pending.count, (0x80...0xBF).contains(pending[end]) {
      if lead == 0xC2, pending[end] == 0x9C { return 0 }
      end += 1
    }
    // Cut at the end of the input so far: wait for the rest.
    if end == pending.count, end < index + length { return nil }
    return end - index
  }

  /// `count` bytes used, or nil for none: a step must use bytes or wait.
  private func used(_ count: Int) -> Int? {
    count > 0 ? count : nil
  }

  /// Keeps the paste's bytes from `index` up to its end marker, `CSI 201 ~`,
  /// and then hands it over as one key.
  ///
  /// - Returns: The bytes used, or nil when none can be used yet.
  mutating func readPaste(at index: Int, into keys: inout [Key]) -> Int? {
    var end = index
    while end < pending.count {
      if pending[end] == 0x1B {
        let available = min(Self.pasteEnd.count, pending.count - end)
        if pending[end..<(end + available)].elementsEqual(Self.pasteEnd.prefix(available)) {
          // Perhaps the end marker, still arriving.
          guard available == Self.pasteEnd.count else { break }
          keep(pending[index..<end])
          if !pasted.isEmpty { keys.append(.paste(pastedText)) }
          pasted.removeAll()
          mode = .keys
          return end - index + Self.pasteEnd.count
        }
      }
      end += 1
    }
    keep(pending[index..<end])
    return used(end - index)
  }

  /// The end of a bracketed paste.
  static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// Adds paste bytes, as many as the limit allows.
  private mutating func keep(_ bytes: ArraySlice<UInt8>) {
    pasted += bytes.prefix(max(0, Self.pasteLimit - pasted.count))
  }

  /// The paste as text; bytes that are not UTF-8 become U+FFFD.
  var pastedText: String {
    String(decoding: pasted, as: UTF8.self)
  }
}
