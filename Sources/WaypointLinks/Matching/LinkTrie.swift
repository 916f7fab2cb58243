import WaypointCore

/// The registered patterns, and the tree of their segments that a lookup
/// walks: it visits one node per segment, whatever the number of patterns.
///
/// A static segment is tried before a parameter, and when the static branch
/// fails further on, the walk backtracks to the parameter.
struct LinkTrie: Sendable {
  struct Node: Sendable {
    /// The children for static segments, by their decoded text.
    var literals: [String: Int] = [:]
    var parameter: Int?
    /// The pattern that ends here.
    var pattern: Int?
    /// The first pattern registered through here, for "did you mean".
    var firstPattern: Int?
  }

  /// In registration order.
  private(set) var patterns: [LinkPattern] = []
  private(set) var nodes = [Node()]

  /// Adds a pattern; returns the one registered before it that ends at the
  /// same node, and so matches exactly the same links, if there is one.
  mutating func insert(_ pattern: LinkPattern) -> LinkPattern? {
    var node = 0
    for component in pattern.components {
      node = child(of: node, component)
      nodes[node].firstPattern = nodes[node].firstPattern ?? patterns.count
    }
    if let existing = nodes[node].pattern { return patterns[existing] }
    nodes[node].pattern = patterns.count
    patterns.append(pattern)
    return nil
  }

  /// The child of `node` for `component`, added if there is none yet.
  private mutating func child(of node: Int, _ component: LinkPattern.Component) -> Int {
    switch component {
    case .literal(let literal):
      if let child = nodes[node].literals[literal] { return child }
      nodes[node].literals[literal] = nodes.count
    case .parameter:
      if let child = nodes[node].parameter { return child }
      nodes[node].parameter = nodes.count
    }
    nodes.append(Node())
    return nodes.count - 1
  }

  /// The pattern a link's segments match, with its values.
  func match(_ link: ParsedLink) throws(LinkError) -> LinkMatch {
    var deepest = (node: 0, depth: 0)
    guard let index = walk(link.segments, 0, node: 0, &deepest) else {
      throw .noMatchingPattern(LinkMiss(segments: link.segments, trie: self, deepest: deepest))
    }
    let pattern = patterns[index]
    let path = pattern.parameters.map {
      LinkParameters.Item(name: $0.name, value: link.segments[$0.position])
    }
    return LinkMatch(
      patternIndex: index,
      parameters: LinkParameters(pattern: pattern.text, path: path, query: link.query),
      policy: pattern.policy, leavesBackLocks: pattern.leavesBackLocks)
  }

  /// The pattern at the end of a walk from `node` over the segments from
  /// `depth` on; `deepest` records how far a failed walk got.
  private func walk(
    _ segments: [String], _ depth: Int, node: Int, _ deepest: inout (node: Int, depth: Int)
  ) -> Int? {
    if depth > deepest.depth { deepest = (node, depth) }
    guard depth < segments.count else { return nodes[node].pattern }
    if let child = nodes[node].literals[segments[depth]],
      let found = walk(segments, depth + 1, node: child, &deepest)
    {
      return found
    }
    guard let parameter = nodes[node].parameter else { return nil }
    return walk(segments, depth + 1, node: parameter, &deepest)
  }
}
