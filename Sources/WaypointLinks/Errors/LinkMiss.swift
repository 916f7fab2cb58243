import WaypointCore

/// A link whose path no pattern matches: the path, and the pattern it was
/// probably meant for.
///
/// Anyone can send a link that matches nothing, so a miss costs no more
/// than a hit: the router keeps only the link and its own patterns (a miss
/// keeps them alive), and works out ``path`` and ``closestPattern`` each time
/// one is read.
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
    /// A link the router refused, with the router's patterns as they were.
    case link(String, LinkMatcher)
    case described(path: String, closestPattern: String?)
  }

  private let source: Source

  /// A miss with the given path and suggestion, to compare a thrown one with.
  package init(path: String, closestPattern: String? = nil) {
    source = .described(path: path, closestPattern: closestPattern)
  }

  init(link: String, matcher: LinkMatcher) {
    source = .link(link, matcher)
  }

  /// The link's path, decoded, from `/` (`/pokedx/25`); for a custom scheme
  /// the host is its first segment.
  ///
  /// A `/` or `%` that a segment decoded to is
  /// shown escaped again (`/pokedex%2F25`), so the path reads as the link's
  /// segments did.
  public var path: String { described.path }

  /// The registered pattern the link was probably meant for, from `/`
  /// (`/pokedex/:id`): the one with the literal closest to a mistyped
  /// segment, or else one that shares the longest start with the path; `nil`
  /// when none is close.
  ///
  /// - Complexity: Worked out on each read: a walk over the link, then an
  ///   edit distance to each literal where the walk stopped, tried only when
  ///   there are at most 64 of them and the segment has at most 32 bytes.
  public var closestPattern: String? { described.closestPattern }

  private var described: (path: String, closestPattern: String?) {
    switch source {
    case .link(let link, let matcher): matcher.describeMiss(link)
    case .described(let path, let closestPattern): (path, closestPattern)
    }
  }
}
