import WaypointCore

extension LinkTrie {
  /// The pattern a link that matched nothing was probably meant for: the
  /// one through the static segment closest to the segment where the walk
  /// stopped, or else one through the deepest node it reached.
  func closestPattern(to segments: [String], deepest: (node: Int, depth: Int)) -> Int? {
    let (node, depth) = deepest
    if depth < segments.count, let child = closestLiteral(at: node, to: segments[depth]) {
      return nodes[child].firstPattern
    }
    return node == 0 ? nil : nodes[node].firstPattern
  }

  /// The static child of `node` whose text is within a third of `segment`'s
  /// length in edits (one at least), the closest and then the earliest.
  ///
  /// Bounded (64 candidates, 32-byte segments) so that a miss, which anyone
  /// can send, stays cheap.
  private func closestLiteral(at node: Int, to segment: String) -> Int? {
    let target = Array(segment.utf8)
    let literals = nodes[node].literals
    guard literals.count <= 64, target.count <= 32 else { return nil }
    var best: (distance: Int, child: Int)?
    var row = [Int](repeating: 0, count: target.count + 1)
    for (literal, child) in literals {
      let bound = best?.distance ?? max(1, target.count / 3)
      let distance = literal.utf8.withContiguousStorageIfAvailable {
        Self.distance($0, target, atMost: bound, row: &row)
      }
      if let distance = distance ?? nil, best.map({ (distance, child) < $0 }) ?? true {
        best = (distance, child)
      }
    }
    return best?.child
  }

  /// The Levenshtein distance between `a` and `b`, or `nil` as soon as it
  /// must exceed `bound`; `row` is scratch space of `b.count + 1`.
  private static func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: [UInt8], atMost bound: Int, row: inout [Int]
  ) -> Int? {
    guard abs(a.count - b.count) <= bound else { return nil }
    for j in row.indices { row[j] = j }
    for i in 0..<a.count {
      // `row` holds this row up to `j` and the one above from there on.
      var diagonal = row[0]
      row[0] = i + 1
      var smallest = row[0]
      for j in 0..<b.count {
        let above = row[j + 1]
        row[j + 1] = min(above + 1, row[j] + 1, diagonal + (a[i] == b[j] ? 0 : 1))
        diagonal = above
        smallest = min(smallest, row[j + 1])
      }
      if smallest > bound { return nil }
    }
    return row[b.count] <= bound ? row[b.count] : nil
  }
}
