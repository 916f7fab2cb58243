extension LinkRouter {
  /// Matches the bytes of a link.
  func match(_ bytes: UnsafeBufferPointer<UInt8>) throws(LinkError) -> LinkMatch {
    let parsed = try ParsedLink.parse(bytes, limits: limits)
    var segments = parsed.segments
    let hostIsFirstSegment = try checkOrigin(parsed, bytes, segments: &segments)
    guard segments.count <= limits.maximumSegments else {
      throw .tooManySegments(count: segments.count, limit: limits.maximumSegments)
    }
    let query = try queryItems(parsed.query, bytes)
    let hostNeedsLowercasing =
      hostIsFirstSegment
      && bytes[segments[0]].contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    if hostNeedsLowercasing || segments.contains(where: { bytes[$0].contains(UInt8(ascii: "%")) }) {
      let decoded = try decode(segments, bytes, lowercasingFirst: hostNeedsLowercasing)
      return try decoded.bytes.withUnsafeBufferPointer { buffer throws(LinkError) in
        try match(decoded.segments, in: buffer, query: query)
      }
    }
    return try match(segments, in: bytes, query: query)
  }

  /// Checks the scheme and, for web links, the host; a custom scheme's host
  /// becomes the first path segment. Returns whether it did.
  private func checkOrigin(
    _ parsed: ParsedLink, _ bytes: UnsafeBufferPointer<UInt8>, segments: inout [Range<Int>]
  ) throws(LinkError) -> Bool {
    let scheme = bytes[parsed.scheme]
    if Self.equalsIgnoringCase(scheme, "https") {
      let host = parsed.host.map { bytes[$0] } ?? bytes[0..<0]
      guard hosts.contains(where: { Self.equalsIgnoringCase(host, $0) }) else {
        throw .unknownHost(String(decoding: host, as: UTF8.self))
      }
      return false
    }
    guard schemes.contains(where: { Self.equalsIgnoringCase(scheme, $0) }) else {
      throw .unsupportedScheme(String(decoding: scheme, as: UTF8.self))
    }
    guard let host = parsed.host, !host.isEmpty else { return false }
    segments.insert(host, at: 0)
    return true
  }

  private func match(
    _ segments: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, query: [LinkParameters.Item]
  ) throws(LinkError) -> LinkMatch {
    let keys = segments.map { range in
      let slice = UnsafeBufferPointer(rebasing: bytes[range])
      return LinkTrie.Segment(bytes: slice, hash: LinkTrie.hash(slice))
    }
    var captures: [Int] = []
    let (found, deepest) = trie.match(keys, captures: &captures)
    guard let found else { throw noMatch(keys, deepest) }
    let route = routes[found]
    let path = zip(route.pattern.parameterNames, captures).map { name, index in
      LinkParameters.Item(name: name, value: String(decoding: keys[index].bytes, as: UTF8.self))
    }
    return LinkMatch(
      patternIndex: found,
      parameters: LinkParameters(pattern: route.pattern.text, path: path, query: query),
      policy: route.policy)
  }

  /// The error for a path that matched nothing, with a suggestion.
  private func noMatch(_ keys: [LinkTrie.Segment], _ deepest: (node: Int, depth: Int)) -> LinkError
  {
    let path = "/" + keys.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "/")
    var suggestion: Int?
    if deepest.depth < keys.count,
      let child = trie.closestLiteral(at: deepest.node, to: Array(keys[deepest.depth].bytes))
    {
      suggestion = trie.nodes[child].anyPattern
    } else if deepest.node != 0 {
      suggestion = trie.nodes[deepest.node].anyPattern
    }
    return .noMatchingPattern(path: path, closest: suggestion.map { "/" + routes[$0].pattern.text })
  }

  /// Decodes percent-escaped segments into one buffer, with their new ranges;
  /// a custom scheme's host (the first segment) is lowercased, as hosts are
  /// case-insensitive.
  private func decode(
    _ segments: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>, lowercasingFirst: Bool
  ) throws(LinkError) -> (bytes: [UInt8], segments: [Range<Int>]) {
    var decoded: [UInt8] = []
    var ranges: [Range<Int>] = []
    for (position, segment) in segments.enumerated() {
      let raw = UnsafeBufferPointer(rebasing: bytes[segment])
      guard let text = PercentEncoding.decode(raw) else {
        throw .malformedPercentEncoding(String(decoding: raw, as: UTF8.self))
      }
      let start = decoded.count
      decoded.append(
        contentsOf: position == 0 && lowercasingFirst ? text.lowercased().utf8 : text.utf8)
      ranges.append(start..<decoded.count)
    }
    return (decoded, ranges)
  }

  /// The query's items, decoded, with `+` read as a space.
  private func queryItems(_ query: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError)
    -> [LinkParameters.Item]
  {
    guard let query, !query.isEmpty else { return [] }
    var items: [LinkParameters.Item] = []
    for part in bytes[query].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let pair = part.split(
        separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decodeQuery(pair[0])
      let value = pair.count > 1 ? try Self.decodeQuery(pair[1]) : ""
      items.append(LinkParameters.Item(name: name, value: value))
    }
    return items
  }

  private static func decodeQuery(_ part: Slice<UnsafeBufferPointer<UInt8>>) throws(LinkError)
    -> String
  {
    let spaced = part.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
    guard let text = spaced.withUnsafeBufferPointer({ PercentEncoding.decode($0) }) else {
      throw .malformedPercentEncoding(String(decoding: part, as: UTF8.self))
    }
    return text
  }

  static func equalsIgnoringCase(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: String)
    -> Bool
  {
    bytes.count == lowercase.utf8.count
      && zip(bytes, lowercase.utf8).allSatisfy { byte, expected in
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == expected
      }
  }
}
