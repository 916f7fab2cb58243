public import WaypointCore

extension LinkRouter {
  /// Resolves any way in to the target it names.
  ///
  /// A string literal is a link, `router.resolve("pmi://pokedex/25")`; a link in a variable is
  /// `router.resolve(.link(text))`.
  ///
  /// - Parameter wayIn: A link, as received (e.g. from `.onOpenURL`), or a user activity, entity,
  ///   notification or quick action as the system gave it.
  /// - Returns: Where to navigate.
  /// - Throws: A ``LinkError`` naming the part of the way in at fault.
  public func resolve(_ wayIn: WayIn) throws(LinkError) -> NavigationTarget<Schema> {
    try target(for: try match(wayIn))
  }

  /// Matches a way in without building its target.
  ///
  /// A link matches by its path; any other way in is taken by the pattern registered for its kind,
  /// as the link that pattern writes with the way in's values (the "Ways In" article).
  ///
  /// - Parameter wayIn: The way in as the app received it.
  /// - Returns: The pattern matched and the way in's values.
  /// - Throws: ``LinkError/unknownWayIn(_:)`` for a kind no pattern takes,
  ///   ``LinkError/missingParameter(_:)`` for a parameter without a value,
  ///   ``LinkError/tooLong(bytes:limit:of:)`` or ``LinkError/tooManyQueryItems(count:limit:of:)`` for
  ///   oversized values, or what the link would throw.
  /// - Complexity: O(*n*) in the length of the link, whatever the number of patterns.
  public func match(_ wayIn: WayIn) throws(LinkError) -> LinkMatch {
    // A link's size is the first thing its parse checks.
    if case .link(let link) = wayIn { return try match(link, toPattern: nil) }
    // One check, before anything else: a hostile payload is refused from its sizes alone, whatever
    // its kind and whether or not a pattern takes it.
    try checkSize(of: wayIn)
    guard let kind = wayIn.kind else { preconditionFailure("Only a link has no kind.") }
    guard let index = wayInPatterns[kind] else {
      if case .userActivity(_, _, let webpage?) = wayIn {
        return try match(webpage, toPattern: nil)
      }
      throw .unknownWayIn(kind)
    }
    return try match(try link(for: wayIn, with: trie.patterns[index]), toPattern: index)
  }

  /// The link `pattern` writes with the values of `wayIn`.
  private func link(for wayIn: WayIn, with pattern: LinkPattern) throws(LinkError) -> String {
    var given: [String: String]
    switch wayIn {
    case .link: given = [:]
    case .userActivity(_, let values, _), .notification(_, let values), .quickAction(_, let values):
      given = values
    case .entity(_, let id): given = [pattern.parameters[0].name: id]
    }
    var path: [LinkParameters.Item] = []
    for (name, _) in pattern.parameters {
      guard let value = given.removeValue(forKey: name), !value.isEmpty else {
        throw .missingParameter(name)
      }
      path.append(LinkParameters.Item(name: name, value: value))
    }
    guard given.count <= limits.maximumQueryItems else {
      throw .tooManyQueryItems(count: given.count, limit: limits.maximumQueryItems, of: wayIn.kind)
    }
    let query = given.sorted { $0.key < $1.key }.map {
      LinkParameters.Item(name: $0.key, value: $0.value)
    }
    let values = LinkValues(path: path, query: query)
    let links = [Style.customScheme, .universalLink].compactMap {
      composed(pattern, values, style: $0)
    }
    // Only a router with no scheme and no host writes no link.
    guard let shortest = links.min(by: { $0.utf8.count < $1.utf8.count }) else {
      throw .missingScheme(wayIn.description)
    }
    // Values within the limit may still write a longer link once percent-encoded.
    guard shortest.utf8.count <= limits.maximumLength else {
      throw .tooLong(bytes: shortest.utf8.count, limit: limits.maximumLength, of: wayIn.kind)
    }
    return links.first { $0.utf8.count <= limits.maximumLength } ?? shortest
  }
}

extension LinkRouter {
  /// The user activity types the patterns are registered for, sorted: the SwiftUI glue continues
  /// activities of these types.
  package var userActivityTypes: [String] {
    wayInPatterns.keys.compactMap(\.userActivityType).sorted()
  }

  /// Refuses a way in too large to be taken, from its sizes alone: a link longer than the limit, or
  /// a kind's name and values whose texts add up to more.
  ///
  /// A way in that waits is checked first, so a full queue holds at most ``LinkLimits``
  /// `maximumWaiting` ways in of at most `maximumLength` bytes each.
  package func checkSize(of wayIn: WayIn) throws(LinkError) {
    let bytes: Int
    switch wayIn {
    case .link(let link): bytes = link.utf8.count
    case .userActivity(let type, let values, let webpage):
      bytes = type.utf8.count + Self.size(of: values) + (webpage?.utf8.count ?? 0)
    case .entity(let type, let id): bytes = type.utf8.count + id.utf8.count
    case .notification(let name, let values), .quickAction(let name, let values):
      bytes = name.utf8.count + Self.size(of: values)
    }
    guard bytes <= limits.maximumLength else {
      throw .tooLong(bytes: bytes, limit: limits.maximumLength, of: wayIn.kind)
    }
  }

  private static func size(of values: [String: String]) -> Int {
    values.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
  }
}
