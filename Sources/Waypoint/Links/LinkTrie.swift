/// The patterns as a trie over path segments, built once at registration.
///
/// Lookup walks one node per segment: static children are found through a
/// hash of the segment's bytes, so the cost does not grow with the number of
/// patterns. A static segment is tried before a parameter, and if the static
/// branch fails further down the walk backtracks to the parameter.
struct LinkTrie {
  struct Node {
    /// Static children by the hash of their decoded segment; collisions share a list.
    var literals: [UInt64: [Int]] = [:]
    var parameter: Int?
    /// The pattern that ends here.
    var pattern: Int?
    /// Some pattern in this subtree, for "did you mean" suggestions.
    var anyPattern: Int?
    /// This node's segment, for verifying hash hits and for suggestions.
    var label: [UInt8] = []
  }

  private(set) var nodes = [Node()]

  /// Adds a pattern; returns the index of the pattern already ending at the
  /// same node, if any (a conflict).
  mutating func insert(_ pattern: LinkPattern, index: Int) -> Int? {
    var node = 0
    nodes[node].anyPattern = nodes[node].anyPattern ?? index
    for component in pattern.components {
      switch component {
      case .literal(let literal):
        let bytes = Array(literal.utf8)
        let hash = Self.hash(bytes)
        if let existing = nodes[node].literals[hash]?.first(where: { nodes[$0].label == bytes }) {
          node = existing
        } else {
          nodes.append(Node(label: bytes))
          nodes[node].literals[hash, default: []].append(nodes.count - 1)
          node = nodes.count - 1
        }
      case .parameter:
        if let existing = nodes[node].parameter {
          node = existing
        } else {
          nodes.append(Node())
          nodes[node].parameter = nodes.count - 1
          node = nodes.count - 1
        }
      }
      nodes[node].anyPattern = nodes[node].anyPattern ?? index
    }
    if let existing = nodes[node].pattern { return existing }
    nodes[node].pattern = index
    return nil
  }

  /// A path segment as the trie compares it: decoded bytes and their hash.
  struct Segment {
    let bytes: UnsafeBufferPointer<UInt8>
    let hash: UInt64
  }

  /// The pattern matching `segments`, with the indices of the segments bound
  /// to its parameters in order; or the deepest node reached.
  func match(_ segments: [Segment], captures: inout [Int]) -> (
    pattern: Int?, deepest: (node: Int, depth: Int)
  ) {
    var deepest = (node: 0, depth: 0)
    let pattern = walk(segments, 0, 0, &captures, &deepest)
    return (pattern, deepest)
  }

  private func walk(
    _ segments: [Segment], _ depth: Int, _ node: Int, _ captures: inout [Int],
    _ deepest: inout (node: Int, depth: Int)
  ) -> Int? {
    if depth > deepest.depth { deepest = (node, depth) }
    guard depth < segments.count else { return nodes[node].pattern }
    let segment = segments[depth]
    if let candidates = nodes[node].literals[segment.hash] {
      for child in candidates where nodes[child].label.elementsEqual(segment.bytes) {
        if let found = walk(segments, depth + 1, child, &captures, &deepest) { return found }
      }
    }
    if let child = nodes[node].parameter {
      captures.append(depth)
      if let found = walk(segments, depth + 1, child, &captures, &deepest) { return found }
      captures.removeLast()
    }
    return nil
  }

  /// FNV-1a: cheap, and good enough for a table of path segments.
  static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }

  /// The static child of `node` whose label is closest to `segment` in edit
  /// distance, if it is close enough to be a typo.
  func closestLiteral(at node: Int, to segment: [UInt8]) -> Int? {
    let children = nodes[node].literals.values.flatMap { $0 }
    let scored = children.map { ($0, Self.editDistance(nodes[$0].label, segment)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, segment.count / 3) else {
      return nil
    }
    return best.0
  }

  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
