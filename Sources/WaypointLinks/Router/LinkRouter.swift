public import WaypointCore

/// Maps links to navigation targets and targets back to links.
///
/// ```swift
/// var router = LinkRouter<App>(schemes: ["pmi"], hosts: ["pmi.example.com"])
/// try router.register("pokedex/:id") { parameters in
///   NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
/// } reverse: { target in
///   guard case .pokemon(let id)? = target.stack?.last?.route else { return nil }
///   return LinkValues(path: ["id": "\(id)"])
/// }
///
/// let target = try router.resolve("pmi://pokedex/25")  // Pokédex tab, Pikachu on top
/// try router.resolve("https://pmi.example.com/pokedex/25")  // the same
/// router.link(for: target)  // "pmi://pokedex/25"
/// ```
///
/// # Matching
/// One case rule for every form of link: schemes, hosts and a pattern's static segments compare
/// case-insensitively as ASCII (`pmi://Pokedex/25`, `https://pmi.example.com/POKEDEX/25` and
/// `pokedex/:id` agree; a KELVIN SIGN is not a `k`), and parameter values and query items are read
/// as written. Empty segments and a trailing slash are ignored; the query and fragment never affect
/// which pattern matches. For a custom scheme the host is the first path segment
/// (`pmi://pokedex/25` is `pokedex/25`). A static segment wins over a parameter, and when the
/// static branch fails further on, matching backtracks (`files/new/edit` matches `files/:name/edit`
/// if only `files/new` is static).
///
/// # Performance
/// Patterns form a tree built at registration; a lookup reads the link's UTF-8 bytes in place and
/// visits one node per segment, so its cost barely grows with the number of patterns. It decodes
/// only segments with escapes; the values are read from the link when the pattern's closure asks
/// for them, so a link without escapes is matched without allocating.
public struct LinkRouter<Schema: NavigationSchema>: Sendable {
  /// The custom schemes and the universal-link hosts, in ASCII lowercase, as the bytes a link's are
  /// compared with.
  let schemes: [[UInt8]]
  let hosts: [[UInt8]]
  package let limits: LinkLimits
  /// The patterns and their tree: all a lookup reads, none of it generic.
  private(set) var trie = LinkTrie()
  /// What the app gave with each pattern, in the trie's order.
  private(set) var registrations: [Registration] = []
  /// The pattern, by its place in the trie, that each kind of way in was registered for.
  private(set) var wayInPatterns: [WayIn.Kind: Int] = [:]

  /// A router for the app's schemes and hosts, with no patterns yet: add them with
  /// ``register(_:example:waysIn:policy:leavingBackLocks:to:reverse:)``.
  ///
  /// - Parameters:
  ///   - schemes: Custom schemes, such as `pmi`.
  ///   - hosts: Hosts whose `https` links are the app's universal links.
  ///   - limits: Bounds on link length, segments and query items.
  public init(schemes: [String], hosts: [String] = [], limits: LinkLimits = LinkLimits()) {
    self.schemes = schemes.map { Array(ASCIICase.lowercased($0).utf8) }
    self.hosts = hosts.map { Array(ASCIICase.lowercased($0).utf8) }
    self.limits = limits
  }

  /// Adds a pattern.
  ///
  /// - Parameters:
  ///   - pattern: Segments separated by `/`; `:name` is a parameter.
  ///   - example: Values for a link the pattern takes, such as `["id": "25"]`, which the
  ///     navigation ``map()`` shows with the target it leads to; a pattern without parameters
  ///     needs none.
  ///   - waysIn: The kinds of ``WayIn`` besides links that this pattern takes: each arrives as the
  ///     link the pattern writes with its values (see ``match(_:)``).
  ///   - policy: What the link does when a presentation is up.
  ///   - leavingBackLocks: Whether the link may take the user off a back-locked screen. A link is
  ///     the user's own action (typed, tapped or pasted), so by default one that would leave a
  ///     locked screen fails with `NavigationError.backNavigationLocked`, as a swipe back would.
  ///   - build: Turns the link's values into a target, or throws to refuse the link: a
  ///     ``LinkError`` (the typed accessors throw one) is passed on as it is, any other error
  ///     arrives wrapped in ``LinkError/failed(pattern:underlying:)``.
  ///   - reverse: Gives the values for a target this pattern can express, or `nil`; without it the
  ///     pattern is never used to write links.
  /// - Throws: ``LinkPatternError/conflict(_:existing:)`` when another pattern matches exactly the
  ///   same links (static segments that differ only in ASCII case are the same), or
  ///   ``LinkPatternError/invalidPattern(_:reason:)`` when it is malformed or has more segments
  ///   than the router's ``LinkLimits`` let a link have. A kind of way in already registered for
  ///   another pattern is a conflict too, an entity's pattern must have exactly one parameter,
  ///   its identifier, and an example must give each parameter a value.
  public mutating func register(
    _ pattern: String,
    example: LinkValues? = nil,
    waysIn: [WayIn.Kind] = [],
    policy: LinkPresentationPolicy = .dismissAndLand,
    leavingBackLocks: Bool = false,
    to build: @escaping @Sendable (LinkParameters) throws -> NavigationTarget<Schema>,
    reverse: (@Sendable (NavigationTarget<Schema>) -> LinkValues?)? = nil
  ) throws(LinkPatternError) {
    let pattern = try LinkPattern(pattern, policy: policy, leavesBackLocks: leavingBackLocks)
    if let example,
      let missing = pattern.parameters.first(where: { parameter in
        !example.path.contains { $0.name == parameter.name && !$0.value.isEmpty }
      })
    {
      throw .invalidPattern(pattern.text, reason: .exampleLacksValue(missing.name))
    }
    try add(pattern, Registration(build: build, reverse: reverse, example: example), waysIn: waysIn)
  }

  /// Adds a parsed pattern with its closures and the ways in it takes, or throws the conflict that
  /// names it and the pattern before it, or that it is deeper than any link the router accepts,
  /// leaving the router as it was.
  mutating func add(_ pattern: LinkPattern, _ registration: Registration, waysIn: [WayIn.Kind])
    throws(LinkPatternError)
  {
    try checkDepth(pattern)
    for (index, kind) in waysIn.enumerated() {
      if let existing = wayInPatterns[kind] {
        throw .wayInConflict(kind, existing: trie.patterns[existing].text)
      }
      if waysIn[..<index].contains(kind) { throw .wayInConflict(kind, existing: pattern.text) }
      if case .entity = kind, pattern.parameters.count != 1 {
        throw .invalidPattern(
          pattern.text, reason: .notOneParameter(kind, count: pattern.parameters.count))
      }
    }
    // On a conflict the trie is unchanged: every node of the walk was there.
    if let existing = trie.insert(pattern) {
      throw .conflict(pattern.text, existing: existing.text)
    }
    for kind in waysIn { wayInPatterns[kind] = registrations.count }
    var registration = registration
    registration.waysIn = waysIn
    registrations.append(registration)
  }

  func waysIn(ofPattern index: Int) -> [WayIn.Kind] {
    registrations[index].waysIn
  }

  /// Throws for a pattern that no link could match: one with more segments than a link may have.
  func checkDepth(_ pattern: LinkPattern) throws(LinkPatternError) {
    let count = pattern.components.count
    guard count <= limits.maximumSegments else {
      throw .invalidPattern(
        pattern.text, reason: .tooManySegments(count: count, limit: limits.maximumSegments))
    }
  }

  /// Matches `link` to the pattern at `wanted` in the trie, or, when `nil`, to the one its path
  /// matches.
  func match(_ link: String, toPattern wanted: Int?) throws(LinkError) -> LinkMatch {
    var link = link
    // The string's own UTF-8 storage, read in place; the match keeps the string, which is native
    // now, and reads its values from it.
    let (parsed, index) = try link.withUTF8 { bytes in
      Result { () throws(LinkError) in
        let parsed = try ParsedLink(bytes, schemes: schemes, hosts: hosts, limits: limits)
        return (parsed, wanted ?? trie.match(bytes, path: parsed.path))
      }
    }.get()
    guard let index else {
      throw .noMatchingPattern(LinkMiss(link: link, path: parsed.path, trie: trie))
    }
    let pattern = trie.patterns[index]
    return LinkMatch(
      patternIndex: index, parameters: LinkParameters(pattern: pattern, link: link, parsed: parsed),
      policy: pattern.policy, leavesBackLocks: pattern.leavesBackLocks)
  }

  /// The target a match from this router leads to, built by its pattern's closure: the navigator
  /// looks at the match's policy before it builds.
  ///
  /// - Throws: The closure's ``LinkError``, or ``LinkError/failed(pattern:underlying:)`` with any
  ///   other error it throws, kept as it was thrown.
  package func target(for match: LinkMatch) throws(LinkError) -> NavigationTarget<Schema> {
    do {
      return try registrations[match.patternIndex].build(match.parameters)
    } catch let error as LinkError {
      throw error
    } catch {
      throw .failed(pattern: match.parameters.pattern, underlying: error)
    }
  }
}
