import WaypointCore

/// A link split into its parts by scanning its UTF-8 bytes once; ranges point
/// into those bytes, nothing is copied and nothing is allocated.
struct ParsedLink {
  var scheme: Range<Int>
  /// Everything between `//` and the path, when the link has `//`; checked
  /// by ``host(in:of:)`` once the scheme is known to be the app's.
  var authority: Range<Int>?
  /// How many non-empty path segments the link has; they are written to the
  /// caller's buffer from index 1 on, as far as it has room.
  var pathSegmentCount: Int
  var query: Range<Int>?
  /// Whether the authority or the path has a `%`, so segments need decoding.
  var hasEscapes: Bool

  /// Splits `bytes`, writing path segment ranges into `segments` from index 1
  /// (index 0 is left for a custom scheme's host).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, limits: LinkLimits,
    into segments: UnsafeMutableBufferPointer<Range<Int>>
  ) throws(LinkError) -> ParsedLink {
    guard bytes.count <= limits.maximumLength else {
      throw .tooLong(bytes: bytes.count, limit: limits.maximumLength)
    }
    let scheme = try schemeRange(bytes)
    var cursor = scheme.upperBound + 1
    var authority: Range<Int>?
    var hasEscapes = false
    if cursor + 1 < bytes.count, bytes[cursor] == slash, bytes[cursor + 1] == slash {
      let start = cursor + 2
      cursor = start
      while cursor < bytes.count, !isPathEnd(bytes[cursor]), bytes[cursor] != slash {
        hasEscapes = hasEscapes || bytes[cursor] == UInt8(ascii: "%")
        cursor += 1
      }
      authority = start..<cursor
    }
    let count = split(bytes, from: &cursor, into: segments, hasEscapes: &hasEscapes)
    var query: Range<Int>?
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "?") {
      let start = cursor + 1
      cursor = start
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "#") { cursor += 1 }
      query = start..<cursor
      try checkQueryItems(bytes, start..<cursor, limits: limits)
    }
    return ParsedLink(
      scheme: scheme, authority: authority, pathSegmentCount: count, query: query,
      hasEscapes: hasEscapes)
  }

  private static let slash = UInt8(ascii: "/")

  private static func isPathEnd(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, up to the first `:`.
  private static func schemeRange(_ bytes: UnsafeBufferPointer<UInt8>) throws(LinkError) -> Range<
    Int
  > {
    var end = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: ":") {
      let byte = bytes[end] | 0x20
      let isLetter = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
      let isOther =
        (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
        || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-")
        || bytes[end] == UInt8(ascii: ".")
      guard isLetter || (end > 0 && isOther) else { break }
      end += 1
    }
    guard end > 0, end < bytes.count, bytes[end] == UInt8(ascii: ":") else {
      throw .missingScheme(String(decoding: bytes.prefix(64), as: UTF8.self))
    }
    return 0..<end
  }

  /// The host an authority names, refusing what browsers would read
  /// differently or what the app's links never carry: a backslash (a slash
  /// to a browser, so `evil.org\@host` is `evil.org`), user info (`user@`)
  /// and a port (`:443`, `:`, `:x`).
  ///
  /// An IP literal (`[::1]`) is kept whole.
  static func host(in authority: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError) -> Range<Int>
  {
    let text = { String(decoding: bytes[authority], as: UTF8.self) }
    if authority.contains(where: { bytes[$0] == UInt8(ascii: "\\") }) {
      throw .backslashInAuthority(text())
    }
    if authority.contains(where: { bytes[$0] == UInt8(ascii: "@") }) {
      throw .userInfoInAuthority(text())
    }
    var hostEnd = authority.lowerBound
    if hostEnd < authority.upperBound, bytes[hostEnd] == UInt8(ascii: "[") {
      while hostEnd < authority.upperBound, bytes[hostEnd] != UInt8(ascii: "]") { hostEnd += 1 }
      hostEnd = min(hostEnd + 1, authority.upperBound)
    } else {
      while hostEnd < authority.upperBound, bytes[hostEnd] != UInt8(ascii: ":") { hostEnd += 1 }
    }
    guard hostEnd == authority.upperBound else { throw .portInAuthority(text()) }
    return authority
  }

  /// Reads the path from `cursor` to its end (`?`, `#` or the end of the
  /// link) in one pass, writing its non-empty segments (`users//42/` is
  /// `users`, `42`) from index 1 of `segments` and counting them all; the
  /// router checks the count once a custom scheme's host has joined them.
  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Int,
    into segments: UnsafeMutableBufferPointer<Range<Int>>, hasEscapes: inout Bool
  ) -> Int {
    var count = 0
    func add(_ range: Range<Int>) {
      count += 1
      if count < segments.count { segments[count] = range }
    }
    var start = cursor
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == slash {
        if cursor > start { add(start..<cursor) }
        start = cursor + 1
      } else if isPathEnd(byte) {
        break
      } else if byte == UInt8(ascii: "%") {
        hasEscapes = true
      }
      cursor += 1
    }
    if cursor > start { add(start..<cursor) }
    return count
  }

  private static func checkQueryItems(
    _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, limits: LinkLimits
  ) throws(LinkError) {
    guard !query.isEmpty else { return }
    var count = 1
    for index in query where bytes[index] == UInt8(ascii: "&") { count += 1 }
    guard count <= limits.maximumQueryItems else {
      throw .tooManyQueryItems(count: count, limit: limits.maximumQueryItems)
    }
  }
}
