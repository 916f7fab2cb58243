extension LinkTrie {
  /// How well a link fits a pattern, segment by segment in order: a parameter fits any segment, a
  /// static segment fits its own text or a typo of it (within a third of the link's segment in
  /// edits, one at least), and anything else, a segment too many or too few included, is a misfit.
  private struct Fit {
    var fits = 0
    var misfits = 0
    /// The edits that turn the link's mistyped segments into the pattern's.
    var edits = 0
    var hasStaticFit = false

    /// Close enough to suggest: more of it fits than does not, and one of its fits is a static
    /// segment, not a parameter alone.
    var isClose: Bool { hasStaticFit && fits > misfits }

    /// Fewer misfits first, then more fits, then fewer edits.
    func isBetter(than other: Fit) -> Bool {
      (misfits, other.fits, edits) < (other.misfits, fits, other.edits)
    }
  }

  /// The pattern a link that matched nothing was probably meant for: the one its whole path fits
  /// best, the earliest of equals; `nil` when none is close (see ``LinkMiss/closestPattern``).
  ///
  /// - Parameter segments: The link's segments, decoded, in ASCII lowercase.
  /// - Returns: The pattern's index, in registration order.
  /// - Complexity: One edit distance per node of the tree at most, each bounded by a third of the
  ///   link's segment; branches that cannot beat the best so far are left unvisited.
  func closestPattern(to segments: [[UInt8]]) -> Int? {
    var best: (fit: Fit, pattern: Int)?
    search(segments, node: 0, depth: 0, Fit(), &best)
    return best?.pattern
  }

  private func search(
    _ segments: [[UInt8]], node: Int, depth: Int, _ fit: Fit,
    _ best: inout (fit: Fit, pattern: Int)?
  ) {
    // Misfits only grow, and a close fit has fewer of them than fits, which are at most the link's
    // segments: past either bound nothing further down can be chosen.
    if let best, best.fit.misfits < fit.misfits { return }
    guard fit.misfits < segments.count else { return }
    if let pattern = nodes[node].pattern {
      var whole = fit
      whole.misfits += max(0, segments.count - depth)  // the link's segments left over
      let candidate = (fit: whole, pattern: pattern)
      if whole.isClose, best.map({ Self.precedes(candidate, $0) }) ?? true { best = candidate }
    }
    guard depth < segments.count else {
      // The pattern goes on where the link has ended: each segment a misfit.
      var missing = fit
      missing.misfits += 1
      for literal in nodes[node].literals {
        search(segments, node: literal.child, depth: depth + 1, missing, &best)
      }
      if let parameter = nodes[node].parameter {
        search(segments, node: parameter, depth: depth + 1, missing, &best)
      }
      return
    }
    let segment = segments[depth]
    let bound = max(1, segment.count / 3)
    for literal in nodes[node].literals {
      var next = fit
      if let distance = Self.distance(literal.key, segment, atMost: bound) {
        next.fits += 1
        next.edits += distance
        next.hasStaticFit = true
      } else {
        next.misfits += 1
      }
      search(segments, node: literal.child, depth: depth + 1, next, &best)
    }
    if let parameter = nodes[node].parameter {
      var next = fit
      next.fits += 1
      search(segments, node: parameter, depth: depth + 1, next, &best)
    }
  }

  /// Whether `a` is the better suggestion than `b`: it fits better, or as well and was registered
  /// earlier.
  private static func precedes(_ a: (fit: Fit, pattern: Int), _ b: (fit: Fit, pattern: Int))
    -> Bool
  {
    a.fit.isBetter(than: b.fit) || (!b.fit.isBetter(than: a.fit) && a.pattern < b.pattern)
  }

  /// The Levenshtein distance between `a` and `b`, or `nil` as soon as it must exceed `bound`.
  private static func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int? {
    guard abs(a.count - b.count) <= bound else { return nil }
    // `row` holds this row up to `j` and the one above from there on.
    var row = Array(0...b.count)
    for i in 0..<a.count {
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
