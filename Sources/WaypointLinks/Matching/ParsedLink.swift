import WaypointCore

/// A link read from its raw UTF-8 bytes: its path segments, decoded, with a
/// custom scheme's host first, and its query items, decoded.
///
/// Reading refuses the link at the first part at fault, and checks every
/// limit before it decodes anything: the length, the scheme, the number of
/// query items, the origin (the scheme, then the authority, then the host),
/// the number of segments, then the escapes of the path and the query.
struct ParsedLink {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  var segments: [String] = []
  var query: [LinkParameters.Item] = []

  /// Reads `link` for a router with these schemes and hosts (in ASCII
  /// lowercase) and limits.
  init(_ link: String, schemes: [[UInt8]], hosts: [[UInt8]], limits: LinkLimits)
    throws(LinkError)
  {
    var link = link
    // The string's own UTF-8 storage, read in place.
    self = try link.withUTF8 { bytes in
      Result { () throws(LinkError) in
        try Self(bytes, schemes: schemes, hosts: hosts, limits: limits)
      }
    }.get()
  }

  private init(_ bytes: Bytes, schemes: [[UInt8]], hosts: [[UInt8]], limits: LinkLimits)
    throws(LinkError)
  {
    guard bytes.count <= limits.maximumLength else {
      throw .tooLong(bytes: bytes.count, limit: limits.maximumLength)
    }
    let parts = try Parts(bytes)
    let itemCount = parts.query.isEmpty ? 0 : 1 + bytes[parts.query].count { $0 == ampersand }
    guard itemCount <= limits.maximumQueryItems else {
      throw .tooManyQueryItems(count: itemCount, limit: limits.maximumQueryItems)
    }
    let host = try parts.checkOrigin(bytes, schemes: schemes, hosts: hosts)
    var count = host == nil ? 0 : 1
    Self.forEachPart(of: parts.path, separatedBy: slash, in: bytes) { _ in count += 1 }
    guard count <= limits.maximumSegments else {
      throw .tooManySegments(count: count, limit: limits.maximumSegments)
    }
    segments.reserveCapacity(count)
    if let host { segments.append(ASCIICase.lowercased(try Self.decode(bytes, host))) }
    try Self.forEachPart(of: parts.path, separatedBy: slash, in: bytes) {
      segment throws(LinkError) in
      segments.append(try Self.decode(bytes, segment))
    }
    try Self.forEachPart(of: parts.query, separatedBy: ampersand, in: bytes) {
      item throws(LinkError) in
      let equals = bytes[item].firstIndex(of: UInt8(ascii: "=")) ?? item.upperBound
      let name = try Self.decode(bytes, item.lowerBound..<equals, plusIsSpace: true)
      let value = try Self.decode(
        bytes, min(equals + 1, item.upperBound)..<item.upperBound, plusIsSpace: true)
      query.append(LinkParameters.Item(name: name, value: value))
    }
  }

  /// Calls `body` with each non-empty part of `range` between separators,
  /// such as the segments of `users//42/`, which are `users` and `42`.
  private static func forEachPart<E>(
    of range: Range<Int>, separatedBy separator: UInt8, in bytes: Bytes,
    _ body: (Range<Int>) throws(E) -> Void
  ) throws(E) {
    var start = range.lowerBound
    for end in range.lowerBound...range.upperBound
    where end == range.upperBound || bytes[end] == separator {
      if end > start { try body(start..<end) }
      start = end + 1
    }
  }

  /// A segment, or a query item's name or value, decoded; or the error that
  /// quotes it as the link has it.
  private static func decode(_ bytes: Bytes, _ part: Range<Int>, plusIsSpace: Bool = false)
    throws(LinkError) -> String
  {
    guard let text = PercentEncoding.decode(bytes[part], plusIsSpace: plusIsSpace) else {
      throw .malformedPercentEncoding(String(decoding: bytes[part], as: UTF8.self))
    }
    return text
  }
}

private let slash = UInt8(ascii: "/")
private let ampersand = UInt8(ascii: "&")
