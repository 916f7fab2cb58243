extension LinkRouter {
  /// Adds every pattern of a feature's link table under a prefix.
  ///
  /// A feature module that owns its screens can own its links: it fills a router of its own,
  /// usually made with `LinkRouter(schemes: [])`, and the app mounts it. Each of its patterns joins
  /// this router as the prefix followed by the pattern (`berries` and `:id` give `berries/:id`), in
  /// the feature's order after the patterns already here, with its closures, its
  /// ``LinkPresentationPolicy``, its `leavingBackLocks` and its ways in. From then on the patterns
  /// are this router's own: ``resolve(_:)``, ``link(for:style:)`` and the closest pattern
  /// of a ``LinkMiss`` treat them like any other.
  ///
  /// The feature's schemes, hosts and ``LinkLimits`` are ignored: this router's decide which links
  /// arrive, and how many segments a mounted pattern may have. The feature's closures see the
  /// prefixed pattern in ``LinkParameters/pattern``. A feature mounted twice, at two prefixes,
  /// answers at both; its reverse mappings write the first.
  ///
  /// - Parameters:
  ///   - feature: The feature's table.
  ///   - prefix: Static segments separated by `/`, such as `berries` or `shop/cart`; `""` adds the
  ///     feature's patterns as they are.
  /// - Throws: ``LinkPatternError/invalidPattern(_:reason:)`` naming the prefix when one of its
  ///   segments is a parameter or has malformed percent-encoding, or naming the prefix or the first
  ///   prefixed pattern with more segments than this router's ``LinkLimits`` let a link have; or
  ///   ``LinkPatternError/conflict(_:existing:)`` naming the first prefixed pattern that matches
  ///   the same links as one already here. Either way no pattern of the feature is added.
  public mutating func mount(_ feature: LinkRouter<Schema>, at prefix: String)
    throws(LinkPatternError)
  {
    let segments = prefix.split(separator: "/")
    // A parameter would need a value that the feature's closures neither read nor write, so a
    // prefix is static segments only.
    if let parameter = segments.first(where: { $0.hasPrefix(":") }) {
      throw .invalidPattern(prefix, reason: .parameterInPrefix(String(parameter)))
    }
    // Checks the escapes, and that a link could reach what is mounted.
    try checkDepth(LinkPattern(prefix, policy: .dismissAndLand))
    var mounted = self
    for (index, (pattern, registration)) in zip(feature.trie.patterns, feature.registrations)
      .enumerated()
    {
      let text =
        segments.isEmpty
        ? pattern.text : (segments + pattern.text.split(separator: "/")).joined(separator: "/")
      try mounted.add(
        LinkPattern(text, policy: pattern.policy, leavesBackLocks: pattern.leavesBackLocks),
        registration, waysIn: feature.waysIn(ofPattern: index))
    }
    self = mounted
  }
}
