extension LinkTrie {
  /// How well a link fits a pattern, segment by segment in order, by the rule
  /// ``LinkMiss/closestPattern`` states.
  private struct Fit {
    var fits = 0
    var misfits = 0
    /// The edits that turn the link's mistyped segments into the pattern's.
    var edits = 0
    var hasStaticFit = false

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
  /// - Complexity: One edit distance per static segment of each pattern at most, each bounded by a
  ///   third of the link's segment. Worked out only when a miss is read, so a plain walk of the
  ///   patterns serves; the tree is for matching.
  func closestPattern(to segments: [[UInt8]]) -> Int? {
    var best: (fit: Fit, pattern: Int)?
    for (index, pattern) in patterns.enumerated() {
      let fit = Self.fit(of: segments, to: pattern.components)
      // Strictly better only: the earliest of equals stays.
      if fit.isClose, best.map({ fit.isBetter(than: $0.fit) }) ?? true { best = (fit, index) }
    }
    return best?.pattern
  }

  /// How the link's segments fit a pattern's, position by position.
  private static func fit(of segments: [[UInt8]], to components: [LinkPattern.Component]) -> Fit {
    var fit = Fit()
    for index in 0..<max(segments.count, components.count) {
      guard index < segments.count, index < components.count else {
        fit.misfits += 1  // a segment too many or too few
        continue
      }
      guard case .literal(let literal) = components[index] else {
        fit.fits += 1  // a parameter fits any segment
        continue
      }
      let segment = segments[index]
      let key = Array(ASCIICase.lowercased(literal).utf8)
      if let distance = distance(key, segment, atMost: max(1, segment.count / 3)) {
        (fit.fits, fit.edits, fit.hasStaticFit) = (fit.fits + 1, fit.edits + distance, true)
      } else {
        fit.misfits += 1
      }
    }
    return fit
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
