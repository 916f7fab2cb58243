public import WaypointCore

/// Every pattern of a ``LinkRouter`` as data: what a link looks like, which ways in take it, and
/// where an example of it leads.
///
/// A review tool, a test or a coding agent reads the app's navigation from it without running the
/// app; `JSONEncoder` writes it, so a checked-in copy shows every change to the link table in
/// review. ``LinkRouter/map()`` gives it.
///
/// ```swift
/// let map = try router.map()
/// map.patterns[0].example  // "pmi://pokedex/25"
/// map.patterns[0].target   // the Pokédex tab with Pikachu on top
/// ```
public struct NavigationMap<Schema: NavigationSchema>: Hashable, Codable, Sendable {
  /// The map format this version writes, and the newest it reads: it changes when a field changes
  /// meaning or goes.
  public static var currentFormat: Int { 1 }

  /// The format the map was written in.
  public let format: Int
  /// The custom schemes the router takes, in ASCII lowercase; its links are written with the first.
  public let schemes: [String]
  /// The hosts of its universal links, in ASCII lowercase.
  public let hosts: [String]
  /// The bounds every link is checked against.
  public let limits: LinkLimits
  /// The router's patterns, in registration order (mounted ones with their prefix).
  public let patterns: [Pattern]

  /// One pattern of the router.
  public struct Pattern: Hashable, Codable, Sendable {
    /// The pattern as registered, with its mount prefix: `pokedex/:id`.
    public let pattern: String
    /// Its parameters' names, in path order.
    public let parameters: [String]
    /// The kinds of way in besides links that arrive as its links.
    public let waysIn: [WayIn.Kind]
    /// What its links do when a presentation is up.
    public let policy: LinkPresentationPolicy
    /// Whether its links may take the user off a back-locked screen.
    public let leavesBackLocks: Bool
    /// Whether it writes links for targets (it was registered with a reverse mapping).
    public let writesLinks: Bool
    /// A link it takes, written from the example registered with it; `nil` for a pattern with
    /// parameters registered without one, or in a router with neither scheme nor host.
    public let example: String?
    /// Where ``example`` leads: its tab, its routes and their presentation styles.
    public let target: NavigationTarget<Schema>?
  }

  private enum CodingKeys: String, CodingKey {
    case format, schemes, hosts, limits, patterns
  }

  init(
    format: Int, schemes: [String], hosts: [String], limits: LinkLimits, patterns: [Pattern]
  ) {
    (self.format, self.schemes, self.hosts) = (format, schemes, hosts)
    (self.limits, self.patterns) = (limits, patterns)
  }

  /// Reads a map, refusing one of a newer format, whose fields may mean something else.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format <= Self.currentFormat else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container,
        debugDescription: "The map's format \(format) is newer than \(Self.currentFormat).")
    }
    self.init(
      format: format, schemes: try container.decode([String].self, forKey: .schemes),
      hosts: try container.decode([String].self, forKey: .hosts),
      limits: try container.decode(LinkLimits.self, forKey: .limits),
      patterns: try container.decode([Pattern].self, forKey: .patterns))
  }
}

extension LinkRouter {
  /// The router's patterns as data, each with the link its example writes and where that leads.
  ///
  /// - Throws: The ``LinkError`` of the first example that the router refuses or whose pattern's
  ///   closure refuses it, so a map never shows an example that does not work; for an example
  ///   that another pattern matches first (a static `pokedex/new` beside `pokedex/:id`),
  ///   ``LinkError/failed(pattern:underlying:)`` with
  ///   ``LinkPatternError/Reason/exampleMatchesOther(_:)``.
  public func map() throws(LinkError) -> NavigationMap<Schema> {
    var patterns: [NavigationMap<Schema>.Pattern] = []
    let style: Style = schemes.isEmpty ? .universalLink : .customScheme
    for (index, (pattern, registration)) in zip(trie.patterns, registrations).enumerated() {
      // A pattern with parameters and no example writes no link: its example stays `nil`.
      let example = composed(pattern, registration.example ?? LinkValues(), style: style)
      patterns.append(
        NavigationMap.Pattern(
          pattern: pattern.text, parameters: pattern.parameters.map(\.name),
          waysIn: waysIn(ofPattern: index), policy: pattern.policy,
          leavesBackLocks: pattern.leavesBackLocks, writesLinks: registration.reverse != nil,
          example: example,
          target: try example.map { link throws(LinkError) in try exampleTarget(link, of: index) }
        ))
    }
    return NavigationMap(
      format: NavigationMap<Schema>.currentFormat,
      schemes: schemes.map { String(decoding: $0, as: UTF8.self) },
      hosts: hosts.map { String(decoding: $0, as: UTF8.self) }, limits: limits, patterns: patterns)
  }

  /// Where the example `link` of the pattern at `index` leads, matched as any link is.
  private func exampleTarget(_ link: String, of index: Int) throws(LinkError)
    -> NavigationTarget<Schema>
  {
    let match = try match(link, toPattern: nil)
    guard match.patternIndex == index else {
      let pattern = trie.patterns[index].text
      throw .failed(
        pattern: pattern,
        underlying: LinkPatternError.invalidPattern(
          pattern, reason: .exampleMatchesOther(trie.patterns[match.patternIndex].text)))
    }
    return try target(for: match)
  }
}
