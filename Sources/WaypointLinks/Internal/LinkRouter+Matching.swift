import WaypointCore

extension LinkRouter {
  /// Matches the bytes of a link, with `scratch` (on the stack) for segment ranges.
  func match(_ bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<Range<Int>>)
    throws(LinkError) -> LinkMatch
  {
    let parsed = try ParsedLink.parse(bytes, limits: limits, into: scratch)
    let host = try checkOrigin(parsed, bytes)
    let total = parsed.pathSegmentCount + (host == nil ? 0 : 1)
    guard total <= limits.maximumSegments else {
      throw .tooManySegments(count: total, limit: limits.maximumSegments)
    }
    if let host { scratch[0] = host }
    let first = host == nil ? 1 : 0
    let ranges = UnsafeBufferPointer(rebasing: scratch[first..<(1 + parsed.pathSegmentCount)])
    let query = try rawQuery(parsed.query, bytes)
    let hostNeedsLowercasing = host.map { bytes[$0].contains { $0 >= 65 && $0 <= 90 } } ?? false
    guard hostNeedsLowercasing || ranges.contains(where: { bytes[$0].contains(UInt8(ascii: "%")) })
    else {
      return try match(ranges, in: bytes, query: query)
    }
    let decoded = try decode(ranges, bytes, lowercasingFirst: hostNeedsLowercasing)
    return try decoded.bytes.withUnsafeBufferPointer { buffer throws(LinkError) in
      try decoded.ranges.withUnsafeBufferPointer { ranges throws(LinkError) in
        try match(ranges, in: buffer, query: query)
      }
    }
  }

  /// Checks the scheme, then the authority, then for web links the host: an
  /// unknown scheme is named before anything inside the link is.
  ///
  /// Returns a custom scheme's host, which is the link's first path segment.
  private func checkOrigin(_ parsed: ParsedLink, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError)
    -> Range<Int>?
  {
    let scheme = bytes[parsed.scheme]
    if Self.equalsIgnoringCase(scheme, "https") {
      var name = bytes[0..<0]
      if let authority = parsed.authority {
        name = bytes[try ParsedLink.host(in: authority, of: bytes)]
      }
      guard hosts.contains(where: { Self.equalsIgnoringCase(name, $0) }) else {
        throw .unknownHost(String(decoding: name, as: UTF8.self))
      }
      return nil
    }
    guard schemes.contains(where: { Self.equalsIgnoringCase(scheme, $0) }) else {
      throw .unknownScheme(String(decoding: scheme, as: UTF8.self))
    }
    guard let authority = parsed.authority else { return nil }
    let host = try ParsedLink.host(in: authority, of: bytes)
    return host.isEmpty ? nil : host
  }

  /// Walks the matcher over decoded segments and collects the parameters.
  private func match(
    _ ranges: UnsafeBufferPointer<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>,
    query: String
  ) throws(LinkError) -> LinkMatch {
    let outcome = withUnsafeTemporaryAllocation(
      of: UnsafeBufferPointer<UInt8>.self, capacity: ranges.count
    ) {
      segments in
      for (index, range) in ranges.enumerated() {
        segments[index] = UnsafeBufferPointer(rebasing: bytes[range])
      }
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: ranges.count) { captures in
        collect(UnsafeBufferPointer(segments), captures: captures, query: query)
      }
    }
    return try outcome.get()
  }

  private func collect(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
    captures: UnsafeMutableBufferPointer<Int>, query: String
  ) -> Result<LinkMatch, LinkError> {
    var deepest = (node: 0, depth: 0)
    guard let found = matcher.match(segments, captures: captures, deepest: &deepest) else {
      return .failure(noMatch(segments, deepest))
    }
    let registration = registrations[found]
    var path: [LinkParameters.Item] = []
    path.reserveCapacity(registration.names.count)
    for (position, name) in registration.names.enumerated() {
      path.append(
        .init(name: name, value: String(decoding: segments[captures[position]], as: UTF8.self)))
    }
    let parameters = LinkParameters(
      pattern: registration.pattern.text, path: path, rawQuery: query)
    return .success(
      LinkMatch(patternIndex: found, parameters: parameters, policy: registration.policy))
  }

  /// The error for a path that matched nothing, with a suggestion.
  private func noMatch(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, _ deepest: (node: Int, depth: Int)
  ) -> LinkError {
    let path = "/" + segments.map(Self.segmentForDisplay).joined(separator: "/")
    var suggestion: Int32 = -1
    if deepest.depth < segments.count,
      let child = matcher.closestLiteral(at: deepest.node, to: segments[deepest.depth])
    {
      suggestion = matcher.nodes[child].anyPattern
    } else if deepest.node != 0 {
      suggestion = matcher.nodes[deepest.node].anyPattern
    }
    return .noMatchingPattern(
      path: path, closest: suggestion < 0 ? nil : "/" + registrations[Int(suggestion)].pattern.text)
  }

  /// A decoded segment as it appears in a path: a `/` or `%` it decoded to is
  /// escaped again, so `pmi://pokedex%2F25` is reported as `/pokedex%2F25`,
  /// not as the path `/pokedex/25`, which would have matched.
  private static func segmentForDisplay(_ segment: UnsafeBufferPointer<UInt8>) -> String {
    let text = String(decoding: segment, as: UTF8.self)
    guard segment.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "/": result += "%2F"
      case "%": result += "%25"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Decodes percent-escaped segments into one buffer, with their new ranges;
  /// a custom scheme's host (the first segment) is lowercased, as hosts are
  /// case-insensitive.
  private func decode(
    _ segments: UnsafeBufferPointer<Range<Int>>, _ bytes: UnsafeBufferPointer<UInt8>,
    lowercasingFirst: Bool
  ) throws(LinkError) -> (bytes: [UInt8], ranges: [Range<Int>]) {
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

  /// The query as the link has it, checked: a malformed escape is refused
  /// now, while decoding waits until the app reads an item.
  private func rawQuery(_ query: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError) -> String
  {
    guard let query, !query.isEmpty else { return "" }
    let raw = UnsafeBufferPointer(rebasing: bytes[query])
    if let malformed = QueryScanner.firstMalformed(in: raw) {
      throw .malformedPercentEncoding(malformed)
    }
    return String(decoding: raw, as: UTF8.self)
  }

  static func equalsIgnoringCase(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: String)
    -> Bool
  {
    // An index loop: `zip` over these two sequences is not fully specialized
    // and cost a thousand instructions per link.
    guard bytes.count == lowercase.utf8.count else { return false }
    var index = bytes.startIndex
    for expected in lowercase.utf8 {
      let byte = bytes[index]
      let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      guard folded == expected else { return false }
      index += 1
    }
    return true
  }
}
