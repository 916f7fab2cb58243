extension LinkRouter {
  /// Adds every pattern of a feature's link table under a prefix, as this router's own (the "Deep
  /// Links" article's last section): `berries` and `:id` give `berries/:id`, in the feature's order
  /// after the patterns already here, with its closures, ``LinkPresentationPolicy``,
  /// `leavingBackLocks` and ways in.
  ///
  /// The feature's schemes, hosts and ``LinkLimits`` are ignored. Its closures see the prefixed
  /// pattern in ``LinkParameters/pattern``. A feature mounted twice, at two prefixes, answers at
  /// both; its reverse mappings write the first.
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
