import WaypointCore

/// Everything between a link's text and a ``LinkMatch``: the origin check, the
/// limits, decoding and the walk through the patterns.
///
/// It is the half of ``LinkRouter`` that does not depend on the app's schema.
/// The router is generic and called from the app's module, where its methods
/// run unspecialised and look up the metadata of every type they touch at run
/// time; that was a seventh of a lookup. This type is compiled once, fully
/// specialised, and the router forwards to it.
struct LinkMatcher: Sendable {
  /// A registered pattern and what a match of it reports.
  struct Entry: Sendable {
    let pattern: LinkPattern
    /// The pattern's parameter names, in path order, computed once.
    let names: [String]
    let policy: LinkPresentationPolicy
  }

  /// The tables a lookup reads, behind one reference.
  ///
  /// A lookup passes the matcher through closures, each of which copies what
  /// it captures; with seven arrays inline that was seven retains and
  /// releases per copy, a third of a lookup. The tables are constants, so a
  /// lookup reads them in place; ``add(_:policy:)`` makes new ones.
  private final class Tables: Sendable {
    /// The custom schemes and the universal-link hosts, lowercased, as bytes.
    let schemes: [[UInt8]]
    let hosts: [[UInt8]]
    let entries: [Entry]
    let trie: LinkTrie

    init(schemes: [[UInt8]], hosts: [[UInt8]], entries: [Entry], trie: LinkTrie) {
      self.schemes = schemes
      self.hosts = hosts
      self.entries = entries
      self.trie = trie
    }
  }

  private var tables: Tables
  var limits: LinkLimits

  init(schemes: [String], hosts: [String], limits: LinkLimits) {
    tables = Tables(
      schemes: schemes.map { Array($0.utf8) }, hosts: hosts.map { Array($0.utf8) }, entries: [],
      trie: LinkTrie())
    self.limits = limits
  }

  /// The registered patterns, in registration order.
  var entries: [Entry] { tables.entries }

  /// Adds a pattern; returns the index of the entry that already matches
  /// exactly the same links (a conflict), or `nil`.
  mutating func add(_ pattern: LinkPattern, policy: LinkPresentationPolicy) -> Int? {
    let (schemes, hosts) = (tables.schemes, tables.hosts)
    var entries = tables.entries
    var trie = tables.trie
    // Let go of the old tables first: when no copy of the router shares
    // them, their arrays are then this function's alone and grow in place.
    tables = Tables(schemes: schemes, hosts: hosts, entries: [], trie: LinkTrie())
    defer { tables = Tables(schemes: schemes, hosts: hosts, entries: entries, trie: trie) }
    if let existing = trie.insert(pattern, index: entries.count) { return existing }
    entries.append(Entry(pattern: pattern, names: pattern.parameterNames, policy: policy))
    return nil
  }

  // MARK: Matching

  /// The pattern `link` matches, with its values.
  func match(_ link: String) throws(LinkError) -> LinkMatch {
    var link = link
    // Native UTF-8 from here on, so offsets into the bytes are offsets into
    // `link.utf8` and the query can be a slice of the link itself.
    link.makeContiguousUTF8()
    // The closures hand their results out through these rather than return
    // them: a `LinkMatch` passed back through each closure's `Result` was
    // copied, retained and released at every level.
    var found: (index: Int, path: [LinkParameters.Item])?
    var query: Range<Int>?
    let failure = withPath(of: &link) { segments, queryRange in
      query = queryRange
      found = walk(segments)
    }
    if let failure { throw failure }
    guard let found else { throw .noMatchingPattern(LinkMiss(link: link, matcher: self)) }
    let entry = tables.entries[found.index]
    let parameters = LinkParameters(
      pattern: entry.pattern.text, path: found.path, rawQuery: query.map { slice(link, $0) } ?? "")
    return LinkMatch(patternIndex: found.index, parameters: parameters, policy: entry.policy)
  }

  /// Walks the patterns over `segments`, then calls `body` with the entry
  /// reached (if any), where the walk got to, and the positions of the
  /// segments bound to the entry's parameters.
  private func walk<R>(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
    _ body: (Int?, _ deepest: (node: Int, depth: Int), UnsafeMutableBufferPointer<Int>) -> R
  ) -> R {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: segments.count) { captures in
      var deepest = (node: 0, depth: 0)
      let index = tables.trie.match(segments, captures: captures, deepest: &deepest)
      return body(index, deepest, captures)
    }
  }

  /// The entry the segments lead to, with the values of its parameters.
  private func walk(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>)
    -> (index: Int, path: [LinkParameters.Item])?
  {
    walk(segments) { index, _, captures in
      guard let index else { return nil }
      let names = tables.entries[index].names
      let path = names.indices.map { position in
        LinkParameters.Item(
          name: names[position],
          value: String(decoding: segments[captures[position]], as: UTF8.self))
      }
      return (index, path)
    }
  }

  /// The UTF-8 bytes `range` of a native string, as a slice sharing its storage.
  private func slice(_ link: String, _ range: Range<Int>) -> Substring {
    let utf8 = link.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    return Substring(utf8[start..<end])
  }

  /// Checks `link` and calls `body` with its decoded path segments (a custom
  /// scheme's host first) and the byte range of its query, if it has one;
  /// returns why the link was refused before `body`, if it was.
  private func withPath(
    of link: inout String,
    _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, Range<Int>?) -> Void
  ) -> LinkError? {
    link.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: limits.maximumSegments + 1) {
        ranges in
        do throws(LinkError) {
          try withPath(bytes, scratch: ranges, body)
          return nil
        } catch {
          return error
        }
      }
    }
  }

  private func withPath(
    _ bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<Range<Int>>,
    _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, Range<Int>?) -> Void
  ) throws(LinkError) {
    let parsed = try ParsedLink.parse(bytes, limits: limits, into: scratch)
    let host = try checkOrigin(parsed, bytes)
    let total = parsed.pathSegmentCount + (host == nil ? 0 : 1)
    guard total <= limits.maximumSegments else {
      throw .tooManySegments(count: total, limit: limits.maximumSegments)
    }
    if let host { scratch[0] = host }
    let first = host == nil ? 1 : 0
    let ranges = UnsafeBufferPointer(rebasing: scratch[first..<(1 + parsed.pathSegmentCount)])
    try checkQuery(parsed.query, bytes)
    let query = parsed.query.flatMap { $0.isEmpty ? nil : $0 }
    // An escape may decode to a capital too (`%50okedex`).
    let hostNeedsLowercasing =
      host.map { bytes[$0].contains { ($0 >= 65 && $0 <= 90) || $0 == UInt8(ascii: "%") } } ?? false
    guard hostNeedsLowercasing || parsed.hasEscapes else {
      return withSegments(ranges, in: bytes) { body($0, query) }
    }
    let decoded = try decode(ranges, bytes, lowercasingFirst: hostNeedsLowercasing)
    return decoded.bytes.withUnsafeBufferPointer { buffer in
      decoded.ranges.withUnsafeBufferPointer { ranges in
        withSegments(ranges, in: buffer) { body($0, query) }
      }
    }
  }

  /// `body` with the segments `ranges` of `bytes` as buffers of their own.
  private func withSegments(
    _ ranges: UnsafeBufferPointer<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: ranges.count) {
      segments in
      for index in ranges.indices {
        segments[index] = UnsafeBufferPointer(rebasing: bytes[ranges[index]])
      }
      body(UnsafeBufferPointer(segments))
    }
  }

  /// Checks the scheme, then the authority, then for web links the host: an
  /// unknown scheme is named before anything inside the link is.
  ///
  /// Returns a custom scheme's host, which is the link's first path segment.
  private func checkOrigin(_ parsed: ParsedLink, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError) -> Range<Int>?
  {
    let scheme = bytes[parsed.scheme]
    if Self.equalsIgnoringCase(scheme, Self.https) {
      var name = bytes[0..<0]
      if let authority = parsed.authority {
        name = bytes[try ParsedLink.host(in: authority, of: bytes)]
      }
      guard tables.hosts.contains(where: { Self.equalsIgnoringCase(name, $0) }) else {
        throw .unknownHost(String(decoding: name, as: UTF8.self))
      }
      return nil
    }
    guard tables.schemes.contains(where: { Self.equalsIgnoringCase(scheme, $0) }) else {
      throw .unknownScheme(String(decoding: scheme, as: UTF8.self))
    }
    guard let authority = parsed.authority else { return nil }
    let host = try ParsedLink.host(in: authority, of: bytes)
    return host.isEmpty ? nil : host
  }

  private static let https = Array("https".utf8)

  /// Refuses a query with a malformed escape now, while decoding waits
  /// until the app reads an item.
  private func checkQuery(_ query: Range<Int>?, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(LinkError)
  {
    guard let query, !query.isEmpty else { return }
    if let malformed = QueryScanner.firstMalformed(in: UnsafeBufferPointer(rebasing: bytes[query]))
    {
      throw .malformedPercentEncoding(malformed)
    }
  }

  /// Decodes percent-escaped segments into one buffer, with their new ranges;
  /// a custom scheme's host (the first segment) is lowercased as ASCII, as
  /// hosts are case-insensitive.
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
      decoded.append(contentsOf: text.utf8)
      if position == 0 && lowercasingFirst {
        for index in start..<decoded.count { decoded[index] = Self.asciiLowercased(decoded[index]) }
      }
      ranges.append(start..<decoded.count)
    }
    return (decoded, ranges)
  }

  /// Whether `bytes` are `lowercase` with ASCII letters in either case.
  static func equalsIgnoringCase(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: [UInt8])
    -> Bool
  {
    guard bytes.count == lowercase.count else { return false }
    var index = bytes.startIndex
    for expected in lowercase {
      let byte = bytes[index]
      guard asciiLowercased(byte) == expected else { return false }
      index += 1
    }
    return true
  }

  /// `byte` with an ASCII capital made small: schemes and hosts compare
  /// case-insensitively as ASCII only, so a KELVIN SIGN is never a `k`.
  static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  // MARK: Misses

  /// A link that matched nothing, as reported: its decoded path, and the
  /// pattern it was probably meant for.
  ///
  /// Worked out again from the link, only when a ``LinkMiss`` is read: a miss
  /// is the cheapest thing anyone can send, so it should cost no more than a
  /// hit until someone looks at it.
  func describeMiss(_ link: String) -> (path: String, closestPattern: String?) {
    var link = link
    var described: (path: String, closestPattern: String?)?
    _ = withPath(of: &link) { segments, _ in
      described = walk(segments) { _, deepest, _ in
        (Self.displayPath(segments), closestPattern(segments, deepest))
      }
    }
    guard let described else {
      // A miss is only made for a link that got as far as the walk, and it
      // keeps its own copy of the tables and limits, so it gets there again.
      assertionFailure("a refused link no longer reaches the walk: \(link)")
      return ("/", nil)
    }
    return described
  }

  /// The registered pattern closest to a path that matched nothing: the
  /// literal it probably mistyped where the walk stopped, or else one that
  /// goes through the deepest node it reached.
  private func closestPattern(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, _ deepest: (node: Int, depth: Int)
  ) -> String? {
    var suggestion: Int32 = -1
    if deepest.depth < segments.count,
      let child = tables.trie.closestLiteral(at: deepest.node, to: segments[deepest.depth])
    {
      suggestion = tables.trie.nodes[child].anyPattern
    } else if deepest.node != 0 {
      suggestion = tables.trie.nodes[deepest.node].anyPattern
    }
    return suggestion < 0 ? nil : "/" + entries[Int(suggestion)].pattern.text
  }

  /// The decoded segments as a path from `/`.
  private static func displayPath(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>)
    -> String
  {
    "/" + segments.map(segmentForDisplay).joined(separator: "/")
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
}
