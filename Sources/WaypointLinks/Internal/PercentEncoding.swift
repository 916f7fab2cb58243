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
        guard index + 2 < bytes.count,
          let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else { return nil }
        decoded.append(high << 4 | low)
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
  /// Calls `body` with each item's decoded name and value, as closures that
  /// decode on demand, until it returns `false`. Items with malformed
  /// escapes never reach here: the router checks the query when it matches.
  static func forEach(
    in query: String, _ body: (_ name: () -> String, _ value: () -> String) -> Bool
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
          let value =
            equals < end
            ? UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end])
            : UnsafeBufferPointer(rebasing: bytes[end..<end])
          let proceed = body({ decode(name) ?? "" }, { decode(value) ?? "" })
          if !proceed { return }
        }
        start = end + 1
      }
    }
  }

  /// A name or value with `+` read as a space and escapes decoded; `nil`
  /// when an escape is malformed or the bytes are not UTF-8.
  static func decode(_ part: UnsafeBufferPointer<UInt8>) -> String? {
    guard part.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else {
      return String(decoding: part, as: UTF8.self)
    }
    let spaced = part.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
    return spaced.withUnsafeBufferPointer { PercentEncoding.decode($0) }
  }

  /// The first name or value whose escapes are malformed, if any, checked
  /// in link order without building a string for the others.
  static func firstMalformed(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.contains(UInt8(ascii: "%")) else { return nil }
    var malformed: String?
    var start = 0
    while start <= bytes.count, malformed == nil {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
      if end > start {
        var equals = start
        while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
        var parts = [start..<equals]
        if equals < end { parts.append((equals + 1)..<end) }
        for range in parts {
          let part = UnsafeBufferPointer(rebasing: bytes[range])
          if part.contains(UInt8(ascii: "%")), decode(part) == nil {
            malformed = String(decoding: part, as: UTF8.self)
            break
          }
        }
      }
      start = end + 1
    }
    return malformed
  }
}
