import WaypointCore

/// Percent-encoding on UTF-8 bytes, without Foundation.
enum PercentEncoding {
  /// Decodes `bytes`; `nil` when a `%` is not followed by two hex digits or the
  /// result is not valid UTF-8.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else {
      return String(validating: bytes, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard let escaped = escapedByte(at: index, in: bytes) else { return nil }
        decoded.append(escaped)
        index += 3
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    return String(validating: decoded, as: UTF8.self)
  }

  /// Encodes `string` for a path segment or query value: unreserved characters
  /// stay, everything else becomes `%XX`.
  static func encode(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for byte in string.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result +=
          "%" + String(byte >> 4, radix: 16, uppercase: true)
          + String(byte & 0x0F, radix: 16, uppercase: true)
      }
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// The byte the escape at `index` (a `%`) stands for; `nil` unless two
  /// hex digits follow it.
  static func escapedByte(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
    guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
      let low = hexValue(bytes[index + 2])
    else { return nil }
    return high << 4 | low
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// The items of a query (`a=1&b=two+words`), read from its bytes without
/// building the list: names and values are decoded only when asked for.
enum QueryScanner {
  /// Calls `body` with each item's raw name and value, until it returns
  /// `false`.
  ///
  /// Items with malformed escapes never reach here: the router
  /// checks the query when it matches.
  static func forEach(
    in query: Substring,
    _ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    guard !query.isEmpty else { return }
    var query = query
    query.withUTF8 { bytes in
      var start = 0
      while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
        if end > start {
          var equals = start
          while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
          let name = UnsafeBufferPointer(rebasing: bytes[start..<equals])
          let value = UnsafeBufferPointer(rebasing: bytes[min(equals + 1, end)..<end])
          if !body(name, value) { return }
        }
        start = end + 1
      }
    }
  }

  /// Whether a raw name or value decodes to text equal to `text`, as
  /// `String`'s `==` has it (so `é` and `e` with a combining accent are
  /// equal).
  ///
  /// Compared byte for byte, without building a string, when the
  /// part has nothing to decode and both sides are ASCII.
  static func part(_ part: UnsafeBufferPointer<UInt8>, equals text: String) -> Bool {
    guard !needsDecoding(part) else { return decode(part) == text }
    var text = text
    let (sameBytes, bothASCII) = text.withUTF8 { text in
      (text.elementsEqual(part), text.allSatisfy(UTF8.isASCII) && part.allSatisfy(UTF8.isASCII))
    }
    return sameBytes || (!bothASCII && String(decoding: part, as: UTF8.self) == text)
  }

  /// Whether a raw name or value has a `+` or an escape to decode.
  private static func needsDecoding(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
    part.contains { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }
  }

  /// A name or value with `+` read as a space and escapes decoded; `nil`
  /// when an escape is malformed or the bytes are not UTF-8.
  static func decode(_ part: UnsafeBufferPointer<UInt8>) -> String? {
    guard needsDecoding(part) else { return String(decoding: part, as: UTF8.self) }
    let spaced = part.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
    return spaced.withUnsafeBufferPointer { PercentEncoding.decode($0) }
  }

  /// The first name or value whose escapes are malformed, if any, checked
  /// in link order without building a string for the others.
  static func firstMalformed(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var start = 0
    while let percent = bytes[start...].firstIndex(of: UInt8(ascii: "%")) {
      let range = part(around: percent, in: bytes)
      let part = UnsafeBufferPointer(rebasing: bytes[range])
      if !isWellFormed(part) { return String(decoding: part, as: UTF8.self) }
      start = range.upperBound
    }
    return nil
  }

  /// The name or value that byte `position` is in: a name runs from its
  /// item's start to the item's first `=`, a value from there to the `&`.
  private static func part(around position: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Range<Int>
  {
    var itemStart = position
    while itemStart > 0, bytes[itemStart - 1] != UInt8(ascii: "&") { itemStart -= 1 }
    var itemEnd = position
    while itemEnd < bytes.count, bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
    var equals = itemStart
    while equals < itemEnd, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
    return position < equals ? itemStart..<equals : (equals + 1)..<itemEnd
  }

  /// Whether every `%` in `part` has two hex digits after it and the
  /// decoded bytes are UTF-8.
  ///
  /// Escapes of ASCII alone cannot break UTF-8
  /// (the link itself is a valid string), so only a part that escapes a
  /// byte from 0x80 up is decoded to check it.
  private static func isWellFormed(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
    var escapesNonASCII = false
    var index = 0
    while index < part.count {
      guard part[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      guard let byte = PercentEncoding.escapedByte(at: index, in: part) else { return false }
      escapesNonASCII = escapesNonASCII || !UTF8.isASCII(byte)
      index += 3
    }
    return !escapesNonASCII || decode(part) != nil
  }
}
