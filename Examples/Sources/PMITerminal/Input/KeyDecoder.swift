/// Turns the bytes a terminal sends into keys, as terminal programs do.
///
/// Input arrives in arbitrary pieces: a burst of arrow keys can be cut in the
/// middle of an escape sequence, and a pasted name in the middle of a UTF-8
/// character. The decoder keeps an unfinished sequence until the next piece
/// (or until ``flush()`` after a pause, which is how a lone Escape is told
/// from the start of a sequence), reads a CSI sequence to its final byte
/// whatever its parameters, and drops a sequence it does not know whole, so
/// no part of it is taken for typing. An invalid byte is dropped alone.
///
/// Terminals also answer queries late, as strings: OSC (`ESC ]`, colours,
/// titles), DCS (`ESC P`, XTVERSION), APC (`ESC _`, graphics), PM (`ESC ^`)
/// and SOS (`ESC X`), in their 7-bit forms and as 8-bit C1 controls (raw or
/// UTF-8 encoded), ended by BEL or ST. Each is dropped whole however it is
/// cut (see `KeyDecoder+Strings.swift`), and a bracketed paste (`CSI 200 ~`
/// … `CSI 201 ~`) arrives as one ``Key/paste(_:)``, never as keys.
public struct KeyDecoder: Sendable {
  /// What the decoder is in the middle of.
  enum Mode: Sendable {
    /// Keys.
    case keys
    /// A terminal's string, dropped up to its terminator.
    case string
    /// A bracketed paste, kept up to its end marker.
    case paste
  }

  /// What one step of decoding found.
  enum Token {
    case key(Key)
    /// Bytes dropped: an unknown sequence, an invalid byte.
    case nothing
    /// The introducer of a string (OSC, DCS, APC, PM, SOS).
    case string
    /// The start of a bracketed paste.
    case paste
  }

  /// How long the reader should let input pause before ``flush()``.
  public enum Wait: Hashable, Sendable {
    /// Nothing is pending.
    case nothing
    /// A lone ESC: the Escape key, unless the rest of a sequence follows at once.
    case escapeKey
    /// A sequence, string, paste or character that has begun and not ended.
    case restOfSequence
  }

  var pending: [UInt8] = []
  var mode = Mode.keys
  /// The paste so far, at most ``pasteLimit`` bytes.
  var pasted: [UInt8] = []

  /// The longest CSI sequence kept waiting for its final byte; longer is garbage.
  static let longestSequence = 64

  /// The most bytes of one paste kept; the rest is dropped.
  ///
  /// Ample for a link (at most 2,048 bytes) or a filter, and it bounds a
  /// pasted file.
  public static let pasteLimit = 16 * 1024

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether the end of the input so far may be the start of a sequence.
  public var isWaiting: Bool { wait != .nothing }

  /// What the decoder waits for, so the reader knows how long a pause must be.
  public var wait: Wait {
    if mode != .keys { return .restOfSequence }
    if pending.isEmpty { return .nothing }
    return pending == [0x1B] ? .escapeKey : .restOfSequence
  }

  /// Decodes the next piece of input; an unfinished sequence at its end waits.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < pending.count, let length = step(at: index, into: &keys) {
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Ends a pause in the input: a lone Escape is the Escape key, a paste
  /// whose end never came is still a paste, and any other unfinished
  /// sequence is dropped whole.
  public mutating func flush() -> [Key] {
    defer {
      pending.removeAll()
      pasted.removeAll()
      mode = .keys
    }
    switch mode {
    case .keys: return pending == [0x1B] ? [.escape] : []
    case .string: return []
    case .paste: return pasted.isEmpty ? [] : [.paste(pastedText)]
    }
  }

  /// Decodes what starts at `index` in the current mode; the bytes used, or
  /// nil when they may be the start of something still arriving.
  private mutating func step(at index: Int, into keys: inout [Key]) -> Int? {
    switch mode {
    case .string: return skipString(at: index)
    case .paste: return readPaste(at: index, into: &keys)
    case .keys:
      guard let (token, length) = token(at: index) else { return nil }
      switch token {
      case .key(let key): keys.append(key)
      case .nothing: break
      case .string: mode = .string
      case .paste: mode = .paste
      }
      return length
    }
  }

  /// The token at `index` and its length; nil when the bytes there may be
  /// the start of a sequence that is still arriving.
  private func token(at index: Int) -> (Token, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index)
    case 0x0D:
      // A pasted "\r\n" is one line end, not two Enters.
      let pair = index + 1 < pending.count && pending[index + 1] == 0x0A
      return (.key(.enter), pair ? 2 : 1)
    case 0x0A: return (.key(.enter), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x09: return (.key(.tab), 1)
    case 0x01...0x1A: return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
    case 0x20...0x7E: return (.key(.character(Character(Unicode.Scalar(byte)))), 1)
    case 0x80...0x9F: return c1Control(byte, at: index, length: 1)
    case 0xC2 where index + 1 < pending.count && (0x80...0x9F).contains(pending[index + 1]):
      // A C1 control written as UTF-8 (U+0080–U+009F) means what its byte means.
      return c1Control(pending[index + 1], at: index, length: 2)
    case 0xA0...: return utf8Character(at: index)
    default: return (.nothing, 1)
    }
  }

  private func escapeSequence(at index: Int) -> (Token, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["): return controlSequence(at: index, body: index + 2)
    case UInt8(ascii: "O"): return ss3(at: index, body: index + 2)
    case _ where Self.stringIntroducers.contains(next): return (.string, 2)
    default: return (.key(.escape), 1)
    }
  }

  /// The 7-bit introducers of strings: `ESC ]` OSC, `ESC P` DCS, `ESC _`
  /// APC, `ESC ^` PM, `ESC X` SOS.
  static let stringIntroducers: Set<UInt8> = Set("]P_^X".utf8)

  /// An 8-bit control, `length` bytes long at `index`: CSI and SS3 begin
  /// sequences, five begin strings, the rest mean nothing to pmi.
  private func c1Control(_ code: UInt8, at index: Int, length: Int) -> (Token, Int)? {
    switch code {
    case 0x9B: controlSequence(at: index, body: index + length)
    case 0x8F: ss3(at: index, body: index + length)
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: (.string, length)
    default: (.nothing, length)
    }
  }

  /// SS3 and one byte: the arrows and Home/End in application mode.
  private func ss3(at index: Int, body: Int) -> (Token, Int)? {
    guard body < pending.count else { return nil }
    return (Self.ss3Key(pending[body]).map(Token.key) ?? .nothing, body - index + 1)
  }

  /// CSI parameters, intermediates, final byte (the parameters start at
  /// `body`); legacy mouse reports too.
  private func controlSequence(at index: Int, body: Int) -> (Token, Int)? {
    var end = body
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) {
        return finished(at: index, body: body, final: end)
      }
      guard (0x20...0x3F).contains(byte) else {
        // Not a sequence after all: drop what was read of it, keep the rest.
        return (.nothing, end - index)
      }
      end += 1
      if end - index > Self.longestSequence { return (.nothing, end - index) }
    }
    return nil
  }

  private func finished(at index: Int, body: Int, final: Int) -> (Token, Int)? {
    let parameters = String(decoding: pending[body..<final], as: UTF8.self)
    let finalByte = pending[final]
    let length = final - index + 1
    // X10 mouse report: CSI M and three raw bytes, dropped whole.
    if finalByte == UInt8(ascii: "M"), parameters.isEmpty {
      return final + 3 < pending.count ? (.nothing, length + 3) : nil
    }
    if finalByte == UInt8(ascii: "~"), parameters == "200" { return (.paste, length) }
    return (Self.csiKey(parameters, finalByte).map(Token.key) ?? .nothing, length)
  }

  private func utf8Character(at index: Int) -> (Token, Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.nothing, 1)
    }
    let available = min(length, pending.count - index)
    for offset in 1..<available where !(0x80...0xBF).contains(pending[index + offset]) {
      return (.nothing, 1)
    }
    guard available == length else { return nil }
    var bytes = pending[index..<(index + length)].makeIterator()
    var utf8 = UTF8()
    // The decoder also refuses overlong forms and surrogates.
    guard case .scalarValue(let scalar) = utf8.decode(&bytes) else { return (.nothing, 1) }
    return (.key(.character(Character(scalar))), length)
  }
}
