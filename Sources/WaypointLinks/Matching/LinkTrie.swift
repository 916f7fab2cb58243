/// The registered patterns, and the tree of their segments that a lookup walks over the link's
/// bytes: it visits one node per segment, whatever the number of patterns, and decodes nothing but
/// a segment with escapes.
///
/// A static segment is tried before a parameter, and when the static branch fails further on, the
/// walk backtracks to the parameter.
struct LinkTrie: Sendable {
  struct Node: Sendable {
    /// The children for static segments, sorted as ``ASCIICase/compare(_:_:)`` sorts, so a segment
    /// finds its child by binary search.
    var literals: [Literal] = []
    var parameter: Int?
    /// The pattern that ends here.
    var pattern: Int?
  }

  /// A static segment: its decoded bytes in ASCII lowercase, and its node.
  struct Literal: Sendable {
    let key: [UInt8]
    let child: Int
  }

  /// In registration order.
  private(set) var patterns: [LinkPattern] = []
  private(set) var nodes = [Node()]

  /// Adds a pattern; returns the one registered before it that ends at the same node, and so
  /// matches exactly the same links, if there is one.
  mutating func insert(_ pattern: LinkPattern) -> LinkPattern? {
    var node = 0
    for component in pattern.components { node = child(of: node, component) }
    if let existing = nodes[node].pattern { return patterns[existing] }
    nodes[node].pattern = patterns.count
    patterns.append(pattern)
    return nil
  }

  /// The child of `node` for `component`, added if there is none yet.
  private mutating func child(of node: Int, _ component: LinkPattern.Component) -> Int {
    switch component {
    case .literal(let literal):
      let key = Array(ASCIICase.lowercased(literal).utf8)
      let (found, index) = key.withUnsafeBufferPointer { search(nodes[node].literals, $0[...]) }
      if let found { return found }
      nodes[node].literals.insert(Literal(key: key, child: nodes.count), at: index)
    case .parameter:
      if let child = nodes[node].parameter { return child }
      nodes[node].parameter = nodes.count
    }
    nodes.append(Node())
    return nodes.count - 1
  }

  func match(_ bytes: UnsafeBufferPointer<UInt8>, path: Range<Int>) -> Int? {
    walk(SeparatedParts(path, of: bytes, separatedBy: ParsedLink.slash), bytes, node: 0)
  }

  /// The pattern at the end of a walk from `node` over the segments `rest` has left.
  private func walk(
    _ rest: SeparatedParts, _ bytes: UnsafeBufferPointer<UInt8>, node: Int
  ) -> Int? {
    var rest = rest
    guard let segment = rest.next() else { return nodes[node].pattern }
    if let child = literalChild(of: node, bytes[segment]),
      let found = walk(rest, bytes, node: child)
    {
      return found
    }
    guard let parameter = nodes[node].parameter else { return nil }
    return walk(rest, bytes, node: parameter)
  }

  /// The child of `node` for a static segment that `segment` spells, once its escapes are read.
  private func literalChild(of node: Int, _ segment: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    let literals = nodes[node].literals
    guard !literals.isEmpty else { return nil }
    guard PercentEncoding.isEscaped(segment) else { return search(literals, segment).child }
    var decoded = PercentEncoding.decoded(segment)
    return decoded.withUTF8 { search(literals, $0[...]).child }
  }

  /// Where `segment` is among `literals`: the child it names, or where a literal for it would go.
  private func search(_ literals: [Literal], _ segment: Slice<UnsafeBufferPointer<UInt8>>)
    -> (child: Int?, insertAt: Int)
  {
    var low = 0
    var high = literals.count
    while low < high {
      let middle = (low + high) / 2
      let order = ASCIICase.compare(segment, literals[middle].key)
      if order == 0 { return (literals[middle].child, middle) }
      if order < 0 { high = middle } else { low = middle + 1 }
    }
    return (nil, low)
  }
}
