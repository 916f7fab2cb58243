/// Percent-encoding of UTF-8 text, strictly and without Foundation.
///
/// A link is checked once, when it is matched (``isValid(_:plusIsSpace:)``), and a part of it is
/// decoded only when something reads it, so a part without escapes never costs an allocation.
enum PercentEncoding {
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// Whether `bytes` must be decoded to be read: they have a `%`, or in a query a `+`, which reads
  /// as a space.
  static func isEscaped(_ bytes: Bytes, plusIsSpace: Bool = false) -> Bool {
    bytes.contains { $0 == percent || (plusIsSpace && $0 == plus) }
  }

  /// Whether every `%` in `bytes` is followed by two hex digits, and the bytes they decode to are
  /// UTF-8.
  static func isValid(_ bytes: Bytes, plusIsSpace: Bool = false) -> Bool {
    guard bytes.contains(percent) else { return true }  // cut from a string: UTF-8
    var decoded = Decoded(bytes, plusIsSpace: plusIsSpace)
    // A validating decoder reading the escapes as it goes: nothing is allocated, and it is the same
    // check `String(validating:)` makes, which needs iOS 18 / macOS 15.
    var utf8 = UTF8()
    while true {
      switch utf8.decode(&decoded) {
      case .scalarValue: continue
      case .emptyInput: return !decoded.isMalformed
      case .error: return false
      }
    }
  }

  /// The text `bytes` spell with every `%XX` decoded, and in a query every `+` read as a space;
  /// `nil` when ``isValid(_:plusIsSpace:)`` is false.
  static func decode(_ bytes: Bytes, plusIsSpace: Bool = false) -> String? {
    isValid(bytes, plusIsSpace: plusIsSpace) ? decoded(bytes, plusIsSpace: plusIsSpace) : nil
  }

  /// The text of bytes already found valid: small text stays on the stack.
  static func decoded(_ bytes: Bytes, plusIsSpace: Bool = false) -> String {
    guard isEscaped(bytes, plusIsSpace: plusIsSpace) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      var decoded = Decoded(bytes, plusIsSpace: plusIsSpace)
      var count = 0
      while let byte = decoded.next() {
        buffer[count] = byte
        count += 1
      }
      return count
    }
  }

  /// `text` for a path segment or a query item: unreserved characters stay, every other byte
  /// becomes `%XX`.
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + String(byte >> 4, radix: 16, uppercase: true)
        result += String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return result
  }

  /// The bytes of a part of a link with its escapes read, one at a time.
  private struct Decoded: IteratorProtocol {
    let bytes: Bytes
    let plusIsSpace: Bool
    var index: Int
    /// Whether a `%` was not followed by two hex digits; the bytes end there.
    var isMalformed = false

    init(_ bytes: Bytes, plusIsSpace: Bool) {
      self.bytes = bytes
      self.plusIsSpace = plusIsSpace
      index = bytes.startIndex
    }

    mutating func next() -> UInt8? {
      guard index < bytes.endIndex, !isMalformed else { return nil }
      let byte = bytes[index]
      if byte == percent {
        guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else {
          isMalformed = true
          return nil
        }
        index += 3
        return high << 4 | low
      }
      index += 1
      return plusIsSpace && byte == plus ? UInt8(ascii: " ") : byte
    }
  }

  private static let percent = UInt8(ascii: "%")
  private static let plus = UInt8(ascii: "+")

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
