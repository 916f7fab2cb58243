import Testing
import WaypointCore

@testable import WaypointLinks

/// Features' tables mounted at prefixes in the app's router: their patterns
/// resolve, write links and are suggested like the app's own.
@Suite struct LinkRouterMountTests {
  typealias Tables = FeatureTables

  static func app() -> LinkRouter<FeatureApp> {
    LinkRouter(schemes: ["pmi"], hosts: ["pmi.example.com"])
  }

  /// The app with a shop at `shop/cart` and berries at `berries`, after a
  /// pattern of its own.
  static func shopAndBerries() throws -> LinkRouter<FeatureApp> {
    var app = app()
    try app.register("about") { _ in Tables.target(0, "about") }
    try app.mount(Tables.table(1, ["items/:id", "checkout", ""]), at: "shop/cart")
    try app.mount(Tables.table(2, [":id", "flavors/:flavor"]), at: "berries")
    return app
  }

  @Test func patternsAnswerUnderTheirPrefixOnly() throws {
    let app = try Self.shopAndBerries()
    #expect(try app.resolve("pmi://shop/cart/items/3") == Tables.target(1, "items/:id", ["3"]))
    #expect(try app.resolve("pmi://shop/cart") == Tables.target(1, ""))
    #expect(
      try app.resolve("https://pmi.example.com/shop/cart/checkout") == Tables.target(1, "checkout"))
    #expect(try app.resolve("pmi://berries/16") == Tables.target(2, ":id", ["16"]))
    #expect(
      try app.resolve("pmi://berries/flavors/sweet")
        == Tables.target(2, "flavors/:flavor", ["sweet"]))
    #expect(try app.resolve("pmi://about") == Tables.target(0, "about"))
    #expect(throws: LinkError.noMatchingPattern(LinkMiss(path: "/items/3"))) {
      try app.resolve("pmi://items/3")
    }
    #expect(throws: LinkError.noMatchingPattern(LinkMiss(path: "/cart/items/3"))) {
      try app.resolve("pmi://cart/items/3")
    }
  }

  /// Each mounted pattern is the prefix and the feature's pattern, in the
  /// feature's order after the app's; its closures see that text.
  @Test func mountedPatternsFollowInOrderWithThePrefixInTheirText() throws {
    let app = try Self.shopAndBerries()
    #expect(
      app.trie.patterns.map(\.text) == [
        "about", "shop/cart/items/:id", "shop/cart/checkout", "shop/cart", "berries/:id",
        "berries/flavors/:flavor",
      ])
    #expect(try app.match("pmi://shop/cart/items/3").parameters.pattern == "shop/cart/items/:id")
    var failing = Self.app()
    var feature = LinkRouter<FeatureApp>(schemes: [])
    try feature.register(":id") { _ in throw CartClosed() }
    try failing.mount(feature, at: "/shop//cart/")
    #expect(throws: LinkError.failed(pattern: "shop/cart/:id", underlying: CartClosed())) {
      try failing.resolve("pmi://shop/cart/3")
    }
  }

  struct CartClosed: Error, Equatable {}

  /// A static segment wins over a parameter whichever table each came from,
  /// and matching backtracks from one feature's branch into another's.
  @Test func precedenceAndBacktrackingReachAcrossFeatures() throws {
    var app = Self.app()
    try app.mount(Tables.table(1, [":name/edit", ":name"]), at: "files")
    try app.mount(Tables.table(2, [""]), at: "files/new")
    #expect(try app.resolve("pmi://files/new") == Tables.target(2, ""))
    #expect(try app.resolve("pmi://files/new/edit") == Tables.target(1, ":name/edit", ["new"]))
    #expect(try app.resolve("pmi://files/old") == Tables.target(1, ":name", ["old"]))
  }

  @Test func everyMountedPatternWritesALinkThatResolvesToItsTarget() throws {
    let app = try Self.shopAndBerries()
    let targets = [
      (Tables.target(1, "items/:id", ["a b/c"]), "shop/cart/items/a%20b%2Fc"),
      (Tables.target(1, "checkout"), "shop/cart/checkout"),
      (Tables.target(1, ""), "shop/cart"),
      (Tables.target(2, ":id", ["16"]), "berries/16"),
      (Tables.target(2, "flavors/:flavor", ["é"]), "berries/flavors/%C3%A9"),
    ]
    for (target, path) in targets {
      #expect(app.link(for: target) == "pmi://" + path)
      #expect(app.link(for: target, style: .universalLink) == "https://pmi.example.com/" + path)
      #expect(try app.resolve(.link("pmi://" + path)) == target)
    }
  }

  /// An empty prefix adds the patterns with their text as the feature wrote it.
  @Test(arguments: ["", "/", "//"])
  func anEmptyPrefixMergesTheTableAsItIs(prefix: String) throws {
    var app = Self.app()
    try app.mount(Tables.table(1, ["/items/:id/", "checkout"]), at: prefix)
    #expect(app.trie.patterns.map(\.text) == ["/items/:id/", "checkout"])
    #expect(try app.resolve("pmi://items/3") == Tables.target(1, "/items/:id/", ["3"]))
    #expect(app.link(for: Tables.target(1, "checkout")) == "pmi://checkout")
  }

  @Test func aPrefixIsDecodedAndWrittenLikeAPatternsStaticSegments() throws {
    var app = Self.app()
    try app.mount(Tables.table(1, [":id"]), at: "my%20shop")
    #expect(try app.resolve("pmi://my%20shop/3") == Tables.target(1, ":id", ["3"]))
    #expect(app.link(for: Tables.target(1, ":id", ["3"])) == "pmi://my%20shop/3")
  }

  /// The app's own patterns, and those of features mounted before, conflict
  /// with a mounted one; the conflict names both in full and adds nothing of
  /// the feature, not even its patterns before the one in conflict.
  @Test func aConflictNamesBothFullPatternsAndAddsNothing() throws {
    let app = try Self.shopAndBerries()
    let cases: [(LinkRouter<FeatureApp>, String, LinkPatternError)] = [
      (
        try Tables.table(3, ["x", ":berry"]), "berries",
        .conflict("berries/:berry", existing: "berries/:id")
      ),
      (
        try Tables.table(3, ["x", "items/:n"]), "shop/cart",
        .conflict("shop/cart/items/:n", existing: "shop/cart/items/:id")
      ),
      (
        try Tables.table(3, ["x", "cart/checkout"]), "shop",
        .conflict("shop/cart/checkout", existing: "shop/cart/checkout")
      ),
      (try Tables.table(3, ["x", "about"]), "", .conflict("about", existing: "about")),
    ]
    for (feature, prefix, expected) in cases {
      var changed = app
      #expect(throws: expected) { try changed.mount(feature, at: prefix) }
      #expect(changed.trie.patterns.map(\.text) == app.trie.patterns.map(\.text))
      #expect(changed.trie.nodes.count == app.trie.nodes.count)
      #expect(changed.registrations.count == app.registrations.count)
    }
  }

  @Test(arguments: [
    (":id", LinkPatternError.Reason.parameterInPrefix(":id")),
    ("shop/:", .parameterInPrefix(":")),
    ("shop/:cart/items", .parameterInPrefix(":cart")),
    ("shop/%ZZ", .malformedPercentEncoding("%ZZ")),
    ("%FF/cart", .malformedPercentEncoding("%FF")),
  ])
  func aPrefixWithAParameterOrABadEscapeIsRefused(
    prefix: String, reason: LinkPatternError.Reason
  ) throws {
    var app = try Self.shopAndBerries()
    let before = app.trie.patterns.map(\.text)
    #expect(throws: LinkPatternError.invalidPattern(prefix, reason: reason)) {
      try app.mount(Tables.table(3, ["x"]), at: prefix)
    }
    #expect(app.trie.patterns.map(\.text) == before)
  }

  @Test func policiesAndBackLockRulesComeAlong() throws {
    var app = Self.app()
    try app.mount(
      Tables.table(1, ["sign-out"], policy: .deferUntilDismissed, leavingBackLocks: true),
      at: "account")
    try app.mount(Tables.table(2, [":id"], policy: .presentOver), at: "berries")
    let signOut = try app.match("pmi://account/sign-out")
    #expect(signOut.policy == .deferUntilDismissed)
    #expect(signOut.leavesBackLocks)
    let berry = try app.match("pmi://berries/16")
    #expect(berry.policy == .presentOver)
    #expect(!berry.leavesBackLocks)
  }

  /// The app's table decides which links arrive and how long they may be.
  @Test func theFeaturesSchemesHostsAndLimitsAreIgnored() throws {
    var feature = LinkRouter<FeatureApp>(
      schemes: ["shop"], hosts: ["shop.example.com"], limits: LinkLimits(maximumSegments: 2))
    try feature.register("items/:id") { p in Tables.target(1, "items/:id", [try p.string("id")]) }
    var app = LinkRouter<FeatureApp>(schemes: ["pmi"], limits: LinkLimits(maximumLength: 30))
    try app.mount(feature, at: "shop/cart")
    #expect(try app.resolve("pmi://shop/cart/items/3") == Tables.target(1, "items/:id", ["3"]))
    #expect(throws: LinkError.unknownScheme("shop")) { try app.resolve("shop://items/3") }
    #expect(throws: LinkError.unknownHost("shop.example.com")) {
      try app.resolve("https://shop.example.com/x")
    }
    #expect(throws: LinkError.tooLong(bytes: 31, limit: 30)) {
      try app.resolve("pmi://shop/cart/items/123456789")
    }
  }

  /// The tables share one tree, so a mistyped link is matched against them all.
  @Test(arguments: [
    ("pmi://shop/cart/chekout", "/shop/cart/checkout"),
    ("pmi://shop/cart/items", "/shop/cart/items/:id"),
    ("pmi://shop/kart/items/3", "/shop/cart/items/:id"),
    ("pmi://shp/cart/checkout", "/shop/cart/checkout"),
    ("pmi://berrie/flavors/sweet", "/berries/flavors/:flavor"),
    ("pmi://berries/flavor/sweet", "/berries/flavors/:flavor"),
    ("pmi://Berrie/7", "/berries/:id"),
    ("pmi://abut", "/about"),
  ])
  func didYouMeanLooksAcrossEveryTable(link: String, closest: String) throws {
    let error = try #require(throws: LinkError.self) {
      try Self.shopAndBerries().resolve(.link(link))
    }
    guard case .noMatchingPattern(let miss) = error else {
      Issue.record("expected a miss, got \(error)")
      return
    }
    #expect(miss.closestPattern == closest)
    #expect(error.recoverySuggestion == "Did you mean '\(closest)'?")
  }

  /// A prefix adds segments to the feature's patterns: a pattern, or a
  /// prefix, deeper than any link the app accepts is refused when it is
  /// mounted, and nothing of the feature is added.
  @Test func aMountDeeperThanTheAppsSegmentLimitIsRefused() throws {
    var app = LinkRouter<FeatureApp>(schemes: ["pmi"], limits: LinkLimits(maximumSegments: 3))
    let feature = try Tables.table(1, ["checkout", "items/:id"])
    #expect(
      throws: LinkPatternError.invalidPattern(
        "shop/cart/items/:id", reason: .tooManySegments(count: 4, limit: 3))
    ) {
      try app.mount(feature, at: "shop/cart")
    }
    #expect(
      throws: LinkPatternError.invalidPattern(
        "a/b/c/d", reason: .tooManySegments(count: 4, limit: 3))
    ) {
      try app.mount(LinkRouter(schemes: []), at: "a/b/c/d")
    }
    #expect(app.trie.patterns.isEmpty)
    try app.mount(feature, at: "shop")
    let target = Tables.target(1, "items/:id", ["3"])
    #expect(app.link(for: target) == "pmi://shop/items/3")
    #expect(try app.resolve("pmi://shop/items/3") == target)
  }

  /// The prefix is static segments, so the app's case rule applies to it
  /// too: a capital in it matches the links the app writes, in any case.
  @Test func aPrefixWithCapitalsMatchesInAnyCase() throws {
    var app = Self.app()
    try app.mount(Tables.table(2, [":id"]), at: "Berries")
    let target = Tables.target(2, ":id", ["7"])
    #expect(app.link(for: target) == "pmi://Berries/7")
    for link in ["pmi://Berries/7", "pmi://berries/7", "https://pmi.example.com/BERRIES/7"] {
      #expect(try app.resolve(.link(link)) == target, "\(link)")
    }
  }
}
