import WaypointCore

/// The patterns as a trie over path segments, built once at registration, and
/// the hot path of link matching.
///
/// It is deliberately not generic, so it is compiled specialised, and its
/// lookup allocates nothing: literal children of every node live in one flat
/// open-addressing table keyed by (parent, hash of the segment's bytes), so a
/// step costs one probe whatever the number of patterns; labels live in one
/// byte array. A literal segment is tried before a parameter, and when the
/// literal branch fails further on the walk backtracks to the parameter.
struct LinkTrie: Sendable {
  struct Node: Sendable {
    var parent: Int32
    var labelStart: Int32 = 0
    var labelCount: Int32 = 0
    var parameter: Int32 = -1
    var pattern: Int32 = -1
    /// Some pattern in this subtree, for "did you mean" suggestions.
    var anyPattern: Int32 = -1
  }

  struct Slot: Sendable {
    var key: UInt64 = 0
    var child: Int32 = -1
  }

  private(set) var nodes = [Node(parent: -1)]
  private var labels: [UInt8] = []
  private var table = [Slot](repeating: Slot(), count: 16)
  private var literalCount = 0
  /// Each node's literal children, only read when suggesting after a miss.
  private var literalChildren: [[Int32]] = [[]]

  // MARK: Building

  /// Adds a pattern; returns the index of a pattern already ending at the same
  /// node (a conflict), or `nil`.
  mutating func insert(_ pattern: LinkPattern, index: Int) -> Int? {
    var node = 0
    mark(node, index)
    for component in pattern.components {
      switch component {
      case .literal(let literal):
        let bytes = Array(literal.utf8)
        node =
          bytes.withUnsafeBufferPointer { child(of: node, labelled: $0) }
          ?? addLiteral(bytes, under: node)
      case .parameter:
        if nodes[node].parameter < 0 {
          nodes.append(Node(parent: Int32(node)))
          literalChildren.append([])
          nodes[node].parameter = Int32(nodes.count - 1)
        }
        node = Int(nodes[node].parameter)
      }
      mark(node, index)
    }
    if nodes[node].pattern >= 0 { return Int(nodes[node].pattern) }
    nodes[node].pattern = Int32(index)
    return nil
  }

  private mutating func mark(_ node: Int, _ pattern: Int) {
    if nodes[node].anyPattern < 0 { nodes[node].anyPattern = Int32(pattern) }
  }

  private mutating func addLiteral(_ bytes: [UInt8], under parent: Int) -> Int {
    let node = nodes.count
    nodes.append(
      Node(parent: Int32(parent), labelStart: Int32(labels.count), labelCount: Int32(bytes.count)))
    literalChildren.append([])
    literalChildren[parent].append(Int32(node))
    labels += bytes
    literalCount += 1
    if literalCount * 2 > table.count {
      rebuildTable(capacity: table.count * 2)
    } else {
      place(node)
    }
    return node
  }

  private mutating func rebuildTable(capacity: Int) {
    table = [Slot](repeating: Slot(), count: capacity)
    // Literal nodes are exactly those with a label: path segments are never empty.
    for node in nodes.indices where nodes[node].labelCount > 0 { place(node) }
  }

  private mutating func place(_ node: Int) {
    let label = labelBytes(node)
    let key = Self.key(parent: Int(nodes[node].parent), hash: Self.hash(label))
    var slot = Int(truncatingIfNeeded: key) & (table.count - 1)
    while table[slot].child >= 0 { slot = (slot + 1) & (table.count - 1) }
    table[slot] = Slot(key: key, child: Int32(node))
  }

  // MARK: Matching

  /// The literal child of `parent` whose label is `segment`, if any: one probe
  /// in the common case.
  func child(of parent: Int, labelled segment: UnsafeBufferPointer<UInt8>) -> Int? {
    child(of: parent, labelled: segment, hash: Self.hash(segment))
  }

  func child(of parent: Int, labelled segment: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    let key = Self.key(parent: parent, hash: hash)
    var slot = Int(truncatingIfNeeded: key) & (table.count - 1)
    while table[slot].child >= 0 {
      let candidate = Int(table[slot].child)
      if table[slot].key == key, Int(nodes[candidate].parent) == parent,
        label(of: candidate, equals: segment)
      {
        return candidate
      }
      slot = (slot + 1) & (table.count - 1)
    }
    return nil
  }

  /// Walks the trie; on success returns the pattern.
  ///
  /// It fills `captures` with the positions of the segments bound to the
  /// pattern's parameters, one per parameter; `deepest` records where a failed
  /// walk got to.
  func match(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
    captures: UnsafeMutableBufferPointer<Int>,
    deepest: inout (node: Int, depth: Int)
  ) -> Int? {
    walk(segments, 0, 0, captures, 0, &deepest)
  }

  private func walk(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, _ depth: Int, _ node: Int,
    _ captures: UnsafeMutableBufferPointer<Int>, _ captured: Int,
    _ deepest: inout (node: Int, depth: Int)
  ) -> Int? {
    if depth > deepest.depth { deepest = (node, depth) }
    guard depth < segments.count else {
      return nodes[node].pattern >= 0 ? Int(nodes[node].pattern) : nil
    }
    if let child = child(of: node, labelled: segments[depth]),
      let found = walk(segments, depth + 1, child, captures, captured, &deepest)
    {
      return found
    }
    let parameter = Int(nodes[node].parameter)
    guard parameter >= 0 else { return nil }
    captures[captured] = depth
    return walk(segments, depth + 1, parameter, captures, captured + 1, &deepest)
  }

  /// Whether `node`'s label is `segment`: an index loop over both buffers,
  /// which costs half what `elementsEqual` on a slice did per lookup.
  private func label(of node: Int, equals segment: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(nodes[node].labelStart)
    let count = Int(nodes[node].labelCount)
    guard count == segment.count else { return false }
    return labels.withUnsafeBufferPointer { all in
      for offset in 0..<count where all[start + offset] != segment[offset] { return false }
      return true
    }
  }

  func labelBytes(_ node: Int) -> ArraySlice<UInt8> {
    let start = Int(nodes[node].labelStart)
    return labels[start..<(start + Int(nodes[node].labelCount))]
  }

  // MARK: Suggestions

  /// The literal child of `node` closest to `segment` by edit distance, if it
  /// is close enough to be a typo.
  ///
  /// Bounded (64 candidates, 32-byte segments) so a miss, which anyone can
  /// send, stays cheap.
  func closestLiteral(at node: Int, to segment: UnsafeBufferPointer<UInt8>) -> Int? {
    let children = literalChildren[node]
    guard children.count <= 64, segment.count <= 32 else { return nil }
    let limit = max(1, segment.count / 3)
    var best: (child: Int, distance: Int)?
    for child in children {
      let label = labelBytes(Int(child))
      guard abs(label.count - segment.count) <= limit, label.count <= 32 else { continue }
      let bound = min(limit, (best?.distance ?? .max) - 1)
      if let distance = Self.editDistance(label, segment, atMost: bound) {
        best = (Int(child), distance)
      }
    }
    return best?.child
  }

  /// Levenshtein distance between two short byte strings, on the stack, or
  /// `nil` as soon as it must exceed `bound` (every value in a row does), so
  /// most candidates stop after a row or two.
  private static func editDistance(
    _ a: ArraySlice<UInt8>, _ b: UnsafeBufferPointer<UInt8>, atMost bound: Int
  ) -> Int? {
    guard bound >= 0 else { return nil }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
      var previous = 0
      var current = b.count + 1
      for j in 0...b.count { rows[previous + j] = j }
      for (i, x) in a.enumerated() {
        rows[current] = i + 1
        var rowMinimum = i + 1
        for (j, y) in b.enumerated() {
          let substitution = rows[previous + j] + (x == y ? 0 : 1)
          let value = min(rows[previous + j + 1] + 1, rows[current + j] + 1, substitution)
          rows[current + j + 1] = value
          rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > bound { return nil }
        swap(&previous, &current)
      }
      let distance = rows[previous + b.count]
      return distance <= bound ? distance : nil
    }
  }

  // MARK: Hashing

  /// FNV-1a: cheap, and good enough for path segments.
  static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  private static func key(parent: Int, hash: UInt64) -> UInt64 {
    let mixed = hash ^ (UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15)
    return (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
  }
}
