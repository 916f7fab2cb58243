import PropertyBased
import Testing
import WaypointCore
import WaypointTestSupport

@testable import WaypointLinks

/// Random feature tables mounted at random prefixes: the app's router behaves
/// exactly as one where each feature's pattern was registered with the
/// prefix in front, and every link it writes for a feature's target lands on
/// that target, as the feature's own table does without the prefix.
@Suite struct LinkRouterMountProperties {
  /// Few and short, so that prefixes nest and patterns collide.
  static let literals = ["a", "b", "ab"]
  /// What a parameter's value is made of: never a literal in any case, since
  /// static segments match in any ASCII case.
  static let valueAlphabet = Array("xyz7 /%é-.")

  /// A feature's pattern, as the property generated it.
  struct FeaturePattern {
    let text: String
    let policy: LinkPresentationPolicy
    let leavesBackLocks: Bool
  }

  /// A feature that was mounted, with its table and the patterns it has.
  struct Mounted {
    let tab: Int
    let prefix: String
    let table: LinkRouter<FeatureApp>
    let patterns: [FeaturePattern]
  }

  /// Up to three segments, each a literal or, one time in three, a parameter.
  static func pattern(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...3, using: &rng)).map { position in
      Int.random(in: 0..<3, using: &rng) == 0
        ? ":p\(position)" : literals[Int.random(in: 0..<literals.count, using: &rng)]
    }.joined(separator: "/")
  }

  static func prefix(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...2, using: &rng)).map { _ in
      literals[Int.random(in: 0..<literals.count, using: &rng)]
    }.joined(separator: "/")
  }

  /// A link of up to five segments, literals and values mixed; or, half
  /// the time, one of `router`'s patterns with its parameters filled by
  /// literals or values, and one time in four a segment mistyped.
  static func link(_ rng: inout SplitMix64, near router: LinkRouter<FeatureApp>) -> String {
    let any = { (rng: inout SplitMix64) in
      Int.random(in: 0..<4, using: &rng) == 0
        ? "v" : literals[Int.random(in: 0..<literals.count, using: &rng)]
    }
    guard Bool.random(using: &rng), let pattern = router.trie.patterns.randomElement(using: &rng)
    else {
      return "pmi://"
        + (0..<Int.random(in: 0...5, using: &rng)).map { _ in any(&rng) }.joined(separator: "/")
    }
    var segments = pattern.text.split(separator: "/").map {
      $0.hasPrefix(":") ? any(&rng) : String($0)
    }
    if !segments.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
      segments[Int.random(in: 0..<segments.count, using: &rng)] += "x"
    }
    return "pmi://" + segments.joined(separator: "/")
  }

  static func value(_ rng: inout SplitMix64) -> String {
    String(
      (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        valueAlphabet[Int.random(in: 0..<valueAlphabet.count, using: &rng)]
      })
  }

  /// The error a registration threw, or `nil`.
  static func error(_ body: () throws(LinkPatternError) -> Void) -> LinkPatternError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// Counts of what the property exercised, to see it test both outcomes
  /// of each step.
  struct Exercised {
    var mounts = 0
    var conflicts = 0
    var hits = 0
    var misses = 0
    var roundTrips = 0
  }

  @Test func mountingEqualsRegisteringEachPatternUnderThePrefix() async {
    var exercised = Exercised()
    await propertyCheck(count: propertyRuns(1_000), input: Gen.int(in: 0...Int.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var app = LinkRouter<FeatureApp>(schemes: ["pmi"], hosts: ["pmi.example.com"])
      var model = app
      var mounted: [Mounted] = []
      for tab in 1...Int.random(in: 1...4, using: &rng) {
        let feature = Self.mount(tab, &rng, in: &app, model: &model, &exercised)
        if let feature { mounted.append(feature) }
      }
      for _ in 0..<40 {
        Self.checkSameAnswer(Self.link(&rng, near: app), app: app, model: model, &exercised)
      }
      for feature in mounted {
        try Self.checkRoundTrips(feature, &rng, app: app, model: model, &exercised)
      }
    }
    // What each run exercises, on average, that the runs together must reach.
    let runs = propertyRuns(1_000)
    #expect(exercised.mounts > runs * 7 / 4)
    #expect(exercised.conflicts > runs / 10)
    #expect(exercised.hits > runs * 10)
    #expect(exercised.misses > runs * 10)
    #expect(exercised.roundTrips > runs * 4)
  }

  /// Makes a random feature `tab` and mounts it at a random prefix.
  ///
  /// The model registers its patterns under the prefix, all or none; both
  /// must throw the same error or none.
  private static func mount(
    _ tab: Int, _ rng: inout SplitMix64, in app: inout LinkRouter<FeatureApp>,
    model: inout LinkRouter<FeatureApp>, _ exercised: inout Exercised
  ) -> Mounted? {
    var table = LinkRouter<FeatureApp>(schemes: [])
    var patterns: [FeaturePattern] = []
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let pattern = FeaturePattern(
        text: Self.pattern(&rng),
        policy: LinkPresentationPolicy.allCases.randomElement(using: &rng) ?? .dismissAndLand,
        leavesBackLocks: Bool.random(using: &rng))
      let refused = error { () throws(LinkPatternError) in
        try FeatureTables.register(
          pattern.text, tab: tab, in: &table, policy: pattern.policy,
          leavingBackLocks: pattern.leavesBackLocks)
      }
      if refused == nil { patterns.append(pattern) }
    }
    let prefix = Self.prefix(&rng)
    var expected = model
    let expectedError = error { () throws(LinkPatternError) in
      for pattern in patterns {
        try FeatureTables.register(
          pattern.text, under: prefix, tab: tab, in: &expected, policy: pattern.policy,
          leavingBackLocks: pattern.leavesBackLocks)
      }
    }
    let thrown = error { () throws(LinkPatternError) in try app.mount(table, at: prefix) }
    #expect(thrown == expectedError, "mounting \(patterns.map(\.text)) at '\(prefix)'")
    guard thrown == nil else {
      exercised.conflicts += 1
      return nil
    }
    exercised.mounts += 1
    model = expected
    return Mounted(tab: tab, prefix: prefix, table: table, patterns: patterns)
  }

  /// Checks that the app and the model answer a link alike.
  ///
  /// They match it to the same pattern, values, policy and back-lock rule,
  /// or refuse it with the same error, the pattern suggested included; and
  /// build the same target.
  private static func checkSameAnswer(
    _ link: String, app: LinkRouter<FeatureApp>, model: LinkRouter<FeatureApp>,
    _ exercised: inout Exercised
  ) {
    let match = Result { () throws(LinkError) in try app.match(.link(link)) }
    #expect(match == Result { () throws(LinkError) in try model.match(.link(link)) }, "\(link)")
    #expect(
      Result { () throws(LinkError) in try app.resolve(.link(link)) }
        == Result { () throws(LinkError) in try model.resolve(.link(link)) }, "\(link)")
    if case .success = match { exercised.hits += 1 } else { exercised.misses += 1 }
  }

  /// Checks the links of every pattern of a mounted feature.
  ///
  /// With values no literal equals, the app writes the model's link, which
  /// is the feature's own link with the prefix in front, and resolves it to
  /// the target, as the feature alone resolves its own link.
  private static func checkRoundTrips(
    _ feature: Mounted, _ rng: inout SplitMix64, app: LinkRouter<FeatureApp>,
    model: LinkRouter<FeatureApp>, _ exercised: inout Exercised
  ) throws {
    var alone = LinkRouter<FeatureApp>(schemes: ["pmi"])
    #expect(throws: Never.self) { try alone.mount(feature.table, at: "") }
    for pattern in feature.patterns {
      let values = FeatureTables.parameters(of: pattern.text).map { _ in Self.value(&rng) }
      let target = FeatureTables.target(feature.tab, pattern.text, values)
      guard let link = app.link(for: target), let own = alone.link(for: target) else {
        Issue.record("no link for \(target)")
        continue
      }
      #expect(link == model.link(for: target))
      let path = String(own.dropFirst("pmi://".count))
      let parts = [feature.prefix, path].filter { !$0.isEmpty }
      #expect(link == "pmi://" + parts.joined(separator: "/"))
      #expect(try app.resolve(.link(link)) == target, "\(link)")
      #expect(try alone.resolve(.link(own)) == target, "\(own)")
      exercised.roundTrips += 1
    }
  }
}
