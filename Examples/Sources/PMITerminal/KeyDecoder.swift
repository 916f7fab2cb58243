/// Turns the bytes a terminal sends into keys, as terminal programs do.
///
/// Input arrives in arbitrary pieces: a burst of arrow keys can be cut in the
/// middle of an escape sequence, and a pasted name in the middle of a UTF-8
/// character. The decoder keeps an unfinished sequence until the next piece
/// (or until ``flush()`` after a pause, which is how a lone Escape is told
/// from the start of a sequence), reads a CSI sequence to its final byte
/// whatever its parameters, and drops a sequence it does not know whole, so
/// no part of it is taken for typing. An invalid byte is dropped alone.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// The longest CSI sequence kept waiting for its final byte; longer is garbage.
  static let longestSequence = 64

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether the end of the input so far may be the start of a sequence.
  public var isWaiting: Bool { !pending.isEmpty }

  /// Decodes the next piece of input; an unfinished sequence at its end waits.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count, let (key, length) = token(at: index) {
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends a pause in the input: a lone Escape is the Escape key, and any
  /// other unfinished sequence is dropped whole.
  public mutating func flush() -> [Key] {
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.escape] : []
  }

  /// The key at `index` (nil for bytes dropped) and its length; nil when the
  /// bytes there may be the start of a sequence that is still arriving.
  private func token(at index: Int) -> (Key?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index)
    case 0x0D:
      // A pasted "\r\n" is one line end, not two Enters.
      let pair = index + 1 < pending.count && pending[index + 1] == 0x0A
      return (.enter, pair ? 2 : 1)
    case 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    case 0x80...: return utf8Character(at: index)
    default: return (nil, 1)
    }
  }

  private func escapeSequence(at index: Int) -> (Key?, Int)? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      return (Self.ss3Key(pending[index + 2]), 3)
    default: return (.escape, 1)
    }
  }

  /// `ESC [` parameters, intermediates, final byte; legacy mouse reports too.
  private func controlSequence(at index: Int) -> (Key?, Int)? {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) {
        return finished(at: index, final: end)
      }
      guard (0x20...0x3F).contains(byte) else {
        // Not a sequence after all: drop what was read of it, keep the rest.
        return (nil, end - index)
      }
      end += 1
      if end - index > Self.longestSequence { return (nil, end - index) }
    }
    return nil
  }

  private func finished(at index: Int, final: Int) -> (Key?, Int)? {
    let parameters = String(decoding: pending[(index + 2)..<final], as: UTF8.self)
    let finalByte = pending[final]
    let length = final - index + 1
    // X10 mouse report: ESC [ M and three raw bytes, dropped whole.
    if finalByte == UInt8(ascii: "M"), parameters.isEmpty {
      return index + 5 < pending.count ? (nil, 6) : nil
    }
    return (Self.csiKey(parameters, finalByte), length)
  }

  private func utf8Character(at index: Int) -> (Key?, Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    let available = min(length, pending.count - index)
    for offset in 1..<available where !(0x80...0xBF).contains(pending[index + offset]) {
      return (nil, 1)
    }
    guard available == length else { return nil }
    var bytes = pending[index..<(index + length)].makeIterator()
    var utf8 = UTF8()
    // The decoder also refuses overlong forms and surrogates.
    guard case .scalarValue(let scalar) = utf8.decode(&bytes) else { return (nil, 1) }
    return (.character(Character(scalar)), length)
  }

  static func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  static func csiKey(_ parameters: String, _ final: UInt8) -> Key? {
    if parameters.hasPrefix("<") { return mouse(parameters.dropFirst(), final) }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"): return tildeKey(parameters)
    default: return nil
    }
  }

  /// `CSI n ~` keys: Home, Delete, End, PgUp, PgDn (modifiers after `;` ignored).
  static func tildeKey(_ parameters: String) -> Key? {
    switch parameters.split(separator: ";").first.flatMap({ Int($0) }) {
    case 1, 7: .home
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    default: nil
    }
  }

  /// SGR mouse: `CSI < button ; column ; row M` (press) or `m` (release).
  static func mouse(_ parameters: Substring, _ final: UInt8) -> Key? {
    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else {
      return nil
    }
    let (button, column, row) = (numbers[0], numbers[1], numbers[2])
    let action: MouseEvent.Action
    if button & 64 != 0 {
      action = button & 1 == 0 ? .wheelUp : .wheelDown
    } else if button & (32 | 3) == 0 {
      action = final == UInt8(ascii: "M") ? .press : .release
    } else {
      return nil  // other buttons and motion mean nothing to pmi
    }
    return .mouse(MouseEvent(action, column: column, row: row))
  }
}
