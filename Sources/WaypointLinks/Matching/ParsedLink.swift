/// A link read from its raw UTF-8 bytes: where its path (a custom scheme's host first) and its
/// query lie, every part of them checked, none decoded.
///
/// Reading fails at the first part at fault, and reports a broken limit before anything wrong
/// inside a part, in this order: the length, the scheme, the number of query items, the origin (the
/// scheme, then the authority, then the host), the number of segments, then the escapes of the path
/// and the query.
struct ParsedLink {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// The path's segments are its parts between slashes (``SeparatedParts``).
  let path: Range<Int>
  /// The query items are its parts between `&`; without the `?`.
  let query: Range<Int>

  /// Reads `bytes` for a router with these schemes and hosts (in ASCII lowercase) and limits.
  init(_ bytes: Bytes, schemes: [[UInt8]], hosts: [[UInt8]], limits: LinkLimits) throws(LinkError) {
    guard bytes.count <= limits.maximumLength else {
      throw .tooLong(bytes: bytes.count, limit: limits.maximumLength)
    }
    let parts = try Parts(bytes)
    query = parts.query
    let itemCount = query.isEmpty ? 0 : 1 + bytes[query].count { $0 == Self.ampersand }
    guard itemCount <= limits.maximumQueryItems else {
      throw .tooManyQueryItems(count: itemCount, limit: limits.maximumQueryItems)
    }
    // A custom scheme's host is the first segment, and the path follows it.
    let host = try parts.checkOrigin(bytes, schemes: schemes, hosts: hosts)
    path = (host?.lowerBound ?? parts.path.lowerBound)..<parts.path.upperBound
    var count = 0
    var malformed: Range<Int>?
    for segment in SeparatedParts(path, of: bytes, separatedBy: Self.slash) {
      count += 1
      if malformed == nil, !PercentEncoding.isValid(bytes[segment]) { malformed = segment }
    }
    guard count <= limits.maximumSegments else {
      throw .tooManySegments(count: count, limit: limits.maximumSegments)
    }
    if let malformed { throw Self.malformed(bytes, malformed) }
    for item in SeparatedParts(query, of: bytes, separatedBy: Self.ampersand) {
      let (name, value) = Self.split(item, bytes)
      if !PercentEncoding.isValid(bytes[name], plusIsSpace: true) {
        throw Self.malformed(bytes, name)
      }
      if !PercentEncoding.isValid(bytes[value], plusIsSpace: true) {
        throw Self.malformed(bytes, value)
      }
    }
  }

  /// A query item's name and value: before and after its first `=`.
  static func split(_ item: Range<Int>, _ bytes: Bytes) -> (name: Range<Int>, value: Range<Int>) {
    let equals = bytes[item].firstIndex(of: UInt8(ascii: "=")) ?? item.upperBound
    return (item.lowerBound..<equals, min(equals + 1, item.upperBound)..<item.upperBound)
  }

  /// The error that quotes a part with a bad escape as the link has it.
  private static func malformed(_ bytes: Bytes, _ part: Range<Int>) -> LinkError {
    .malformedPercentEncoding(String(decoding: bytes[part], as: UTF8.self))
  }
}

extension ParsedLink {
  static let slash = UInt8(ascii: "/")
  static let ampersand = UInt8(ascii: "&")
}
