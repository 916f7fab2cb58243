import WaypointCore

/// A link whose path no pattern matches: the path, and the pattern it was
/// probably meant for.
///
/// Anyone can send a link that matches nothing, so a miss costs no more than
/// a hit: it keeps the link's decoded segments, the router's patterns as they
/// were, and where the walk through them stopped, and works out ``path`` and
/// ``closestPattern`` each time one is read.
///
/// ```swift
/// do {
///   try router.resolve("pmi://pokedx/25")
/// } catch .noMatchingPattern(let miss) {
///   miss.path            // "/pokedx/25"
///   miss.closestPattern  // "/pokedex/:id"
/// }
/// ```
public struct LinkMiss: Sendable {
  private enum Source: Sendable {
    case walk(segments: [String], trie: LinkTrie, deepest: (node: Int, depth: Int))
    case described(path: String, closestPattern: String?)
  }

  private let source: Source

  init(segments: [String], trie: LinkTrie, deepest: (node: Int, depth: Int)) {
    source = .walk(segments: segments, trie: trie, deepest: deepest)
  }

  /// A miss with the given path and suggestion, to compare a thrown one with.
  package init(path: String, closestPattern: String? = nil) {
    source = .described(path: path, closestPattern: closestPattern)
  }

  /// The link's path, decoded, from `/` (`/pokedx/25`); for a custom scheme
  /// the host is its first segment.
  ///
  /// A `/` or `%` that a segment decoded to is
  /// shown escaped again (`/pokedex%2F25`), so the path reads as the link's
  /// segments did, not as a path that would have matched.
  public var path: String {
    switch source {
    case .walk(let segments, _, _):
      segments.isEmpty ? "/" : segments.map { "/" + Self.escapingSeparators($0) }.joined()
    case .described(let path, _): path
    }
  }

  /// The registered pattern the link was probably meant for, from `/`
  /// (`/pokedex/:id`): the one through the static segment closest to a
  /// mistyped one, or else one that shares the longest start with the path;
  /// `nil` when none is close.
  ///
  /// - Complexity: Worked out on each read: an edit distance to each static
  ///   segment where the walk stopped, when there are at most 64 of them and
  ///   the link's segment has at most 32 bytes.
  public var closestPattern: String? {
    switch source {
    case .walk(let segments, let trie, let deepest):
      trie.closestPattern(to: segments, deepest: deepest).map { "/" + trie.patterns[$0].text }
    case .described(_, let closestPattern): closestPattern
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
