/// A link whose path no pattern matches: the path, and the pattern it was probably meant for.
///
/// Anyone can send a link that matches nothing, so a miss costs no more than a hit: it keeps the
/// link, where its path lies and the router's patterns as they were, and works out ``path`` and
/// ``closestPattern`` each time one is read.
public struct LinkMiss: Sendable {
  private enum Source: Sendable {
    case link(String, path: Range<Int>, trie: LinkTrie)
    case described(path: String, closestPattern: String?)
  }

  private let source: Source

  /// The miss of a link whose path lies at `path` in its UTF-8 bytes.
  init(link: String, path: Range<Int>, trie: LinkTrie) {
    source = .link(link, path: path, trie: trie)
  }

  /// A miss with the given path and suggestion, to compare a thrown one with.
  package init(path: String, closestPattern: String? = nil) {
    source = .described(path: path, closestPattern: closestPattern)
  }

  /// The link's path, decoded, from `/` (`/pokedx/25`); for a custom scheme the host is its first
  /// segment.
  ///
  /// Letters keep the case the link has. A `/` or `%` that a segment decoded to is shown escaped
  /// again (`/pokedex%2F25`), so the path reads as the link's segments did, not as a path that
  /// would have matched.
  public var path: String {
    switch source {
    case .link(let link, let path, _):
      let segments = Self.segments(of: link, path).map { String(decoding: $0, as: UTF8.self) }
      return segments.isEmpty ? "/" : segments.map { "/" + Self.escapingSeparators($0) }.joined()
    case .described(let path, _): return path
    }
  }

  /// The registered pattern the link was probably meant for, from `/`, with its parameters
  /// (`/pokedex/:id`): the one the link's whole path fits best; `nil` when none is close.
  ///
  /// The link fits a pattern segment by segment: a parameter takes any segment, and a static
  /// segment its own text, in any ASCII case, or a typo of it within a third of the link's segment
  /// in edits. The closest pattern has the fewest segments that do not fit (a segment too many or
  /// too few counts as one), then the most that do, then the fewest edits, then was registered
  /// first; it is close when more of its segments fit than do not, a static one among them. So
  /// `pokedx/25` is closest to `pokedex/:id`, not to `pokedex`, and `berries/flavor/sweet` to
  /// `berries/flavors/:flavor`, not to `berries/:id`.
  ///
  /// - Complexity: Worked out on each read: at most one edit distance to each static segment of the
  ///   patterns, each bounded by a third of the link's segment.
  public var closestPattern: String? {
    switch source {
    case .link(let link, let path, let trie):
      trie.closestPattern(to: Self.segments(of: link, path).map { $0.map(ASCIICase.lowercased) })
        .map { "/" + trie.patterns[$0].text }
    case .described(_, let closestPattern): closestPattern
    }
  }

  /// The decoded bytes of each segment of the path at `path` in `link`.
  private static func segments(of link: String, _ path: Range<Int>) -> [[UInt8]] {
    var link = link
    return link.withUTF8 { bytes in
      SeparatedParts(path, of: bytes, separatedBy: ParsedLink.slash).map {
        Array(PercentEncoding.decoded(bytes[$0]).utf8)
      }
    }
  }

  /// A decoded segment with a `/` or `%` in it escaped again.
  private static func escapingSeparators(_ segment: String) -> String {
    guard segment.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") })
    else { return segment }
    var escaped = ""
    for character in segment.unicodeScalars {
      switch character {
      case "/": escaped += "%2F"
      case "%": escaped += "%25"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}
