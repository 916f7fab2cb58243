import WaypointCore

/// Percent-encoding of UTF-8 text, strictly and without Foundation.
enum PercentEncoding {
  /// The text `bytes` spell with every `%XX` decoded, and in a query every
  /// `+` read as a space; `nil` when a `%` is not followed by two hex digits
  /// or the decoded bytes are not UTF-8.
  static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool = false)
    -> String?
  {
    guard bytes.contains(where: { $0 == percent || (plusIsSpace && $0 == plus) }) else {
      // Cut from a string at ASCII separators, so already UTF-8.
      return String(decoding: bytes, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch bytes[index] {
      case percent:
        guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else { return nil }
        decoded.append(high << 4 | low)
        index += 3
      case plus where plusIsSpace:
        decoded.append(UInt8(ascii: " "))
        index += 1
      case let byte:
        decoded.append(byte)
        index += 1
      }
    }
    return String(validating: decoded, as: UTF8.self)
  }

  /// `text` for a path segment or a query item: unreserved characters stay,
  /// every other byte becomes `%XX`.
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
