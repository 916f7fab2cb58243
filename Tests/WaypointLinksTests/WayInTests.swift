import Testing
import WaypointTestSupport

@testable import WaypointCore
@testable import WaypointLinks

/// Every way in through the router's one table: each kind reaches the
/// pattern registered for it with its values, under the router's limits, and
/// what does not map fails with an error naming the part at fault.
@Suite struct WayInTests {
  static let pikachu = LinkTarget(tab: .pokedex, routes: [.pokemon(id: 25)])

  static func router(limits: LinkLimits = LinkLimits()) throws -> LinkRouter<LinkApp> {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"], hosts: ["pmi.example.com"], limits: limits)
    try router.register(
      "pokedex/:id",
      waysIn: [.userActivity("org.pmi.pokemon"), .entity("PokemonEntity"), .quickAction("pokemon")]
    ) { p in
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    } reverse: { target in
      guard case .pokemon(let id)? = target.stack?.last?.route else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("pokedex/new") { _ in LinkTarget(tab: .pokedex, routes: [.newFile]) }
    try router.register("search/:query", waysIn: [.notification("search")]) { p in
      LinkTarget(
        tab: .search,
        routes: [.search(try p.string("query"), page: try p.queryValue("page", as: Int.self))])
    }
    return router
  }

  @Test(arguments: [
    (WayIn.link("pmi://pokedex/25"), pikachu),
    (.userActivity(type: "org.pmi.pokemon", values: ["id": "25"]), pikachu),
    (.entity(type: "PokemonEntity", id: "25"), pikachu),
    (.quickAction(type: "pokemon", values: ["id": "25"]), pikachu),
    (
      .notification(category: "search", values: ["query": "pika chu", "page": "2"]),
      LinkTarget(tab: .search, routes: [.search("pika chu", page: 2)])
    ),
    // An activity of a type no pattern takes opens its web page.
    (
      .userActivity(
        type: "NSUserActivityTypeBrowsingWeb", webpage: "https://pmi.example.com/pokedex/25"),
      pikachu
    ),
  ])
  func eachKindReachesItsPatternWithItsValues(wayIn: WayIn, target: LinkTarget) throws {
    #expect(try Self.router().resolve(wayIn) == target)
  }

  @Test func aValueThatSpellsAStaticSegmentStaysWithItsOwnPattern() throws {
    // As a link `pmi://pokedex/new` is the static pattern; a quick action's
    // value cannot pick another pattern than the one registered for it.
    let router = try Self.router()
    #expect(
      throws: LinkError.badParameter(name: "id", value: "new", expected: .value(of: Int.self))
    ) {
      try router.resolve(.quickAction(type: "pokemon", values: ["id": "new"]))
    }
    #expect(try router.resolve(.link("pmi://pokedex/new")).stack?.map(\.route) == [.newFile])
  }

  @Test(arguments: [
    (
      WayIn.quickAction(type: "berry", values: ["id": "1"]),
      LinkError.unknownWayIn(.quickAction("berry"))
    ),
    (.userActivity(type: "org.pmi.unknown"), .unknownWayIn(.userActivity("org.pmi.unknown"))),
    (.notification(category: "pokedex"), .unknownWayIn(.notification("pokedex"))),
    (.entity(type: "BerryEntity", id: "1"), .unknownWayIn(.entity("BerryEntity"))),
    (.quickAction(type: "pokemon"), .missingParameter("id")),
    (.quickAction(type: "pokemon", values: ["id": ""]), .missingParameter("id")),
    (
      .entity(type: "PokemonEntity", id: "pika"),
      .badParameter(name: "id", value: "pika", expected: .value(of: Int.self))
    ),
    (
      .userActivity(type: "x", webpage: "https://evil.example.com/pokedex/25"),
      .unknownHost("evil.example.com")
    ),
  ])
  func whatDoesNotMapNamesThePartAtFault(wayIn: WayIn, error: LinkError) throws {
    let router = try Self.router()
    #expect(throws: error) { try router.resolve(wayIn) }
  }

  /// The size counts the kind's name, the values' names and their texts.
  @Test func oversizedValuesAreRefusedFromTheirSizesAlone() throws {
    let router = try Self.router(limits: LinkLimits(maximumLength: 64, maximumQueryItems: 2))
    let long = String(repeating: "a", count: 100)
    #expect(throws: LinkError.tooLong(bytes: 111, limit: 64, of: .notification("search"))) {
      try router.resolve(.notification(category: "search", values: ["query": long]))
    }
    #expect(throws: LinkError.tooLong(bytes: 109, limit: 64, of: .quickAction("pokemon"))) {
      try router.resolve(.quickAction(type: "pokemon", values: ["id": long]))
    }
    let many = ["query": "a", "b": "1", "c": "2", "d": "3"]
    #expect(
      throws: LinkError.tooManyQueryItems(count: 3, limit: 2, of: .notification("search"))
    ) {
      try router.resolve(.notification(category: "search", values: many))
    }
  }

  /// Values within the limit that write a longer link once percent-encoded
  /// are too long, said of the way in they came in: never a missing scheme.
  @Test func valuesThatGrowWhenEncodedAreTooLong() throws {
    let router = try Self.router(limits: LinkLimits(maximumLength: 64))
    let spaces = String(repeating: " ", count: 50)  // 50 bytes, 150 encoded
    let error = #expect(throws: LinkError.self) {
      try router.resolve(.notification(category: "search", values: ["query": spaces]))
    }
    guard case .tooLong(let bytes, 64, .notification("search"))? = error else {
      Issue.record("not tooLong of the notification: \(String(describing: error))")
      return
    }
    #expect(bytes > 150)
    #expect(error?.description.hasPrefix("The notification 'search' is") == true)
  }

  /// A kind's name past the limit is too long, whether or not a pattern
  /// takes the kind: one check, before the kind is looked up.
  @Test func anOversizedKindIsTooLongBeforeItIsLookedUp() throws {
    let router = try Self.router(limits: LinkLimits(maximumLength: 64))
    let huge = String(repeating: "k", count: 1_000_000)
    #expect(throws: LinkError.tooLong(bytes: 1_000_000, limit: 64, of: .quickAction(huge))) {
      try router.resolve(.quickAction(type: huge, values: [:]))
    }
  }

  @Test func hostileValuesArePercentEncodedAndQuotedEscaped() throws {
    let router = try Self.router()
    let hostile = "\u{1B}]0;owned\u{07}/../x?y"
    let target = try router.resolve(.notification(category: "search", values: ["query": hostile]))
    #expect(target.stack?.map(\.route) == [.search(hostile, page: nil)])
    let kind = WayIn.Kind.quickAction("\u{1B}[2J")
    #expect(
      LinkError.unknownWayIn(kind).description
        == #"No pattern is registered for the quick action '\u{1B}[2J'."#)
  }

  @Test func aKindLeadsToOnePatternAndAnEntityFillsOneParameter() throws {
    var router = try Self.router()
    #expect(
      throws: LinkPatternError.wayInConflict(.quickAction("pokemon"), existing: "pokedex/:id")
    ) {
      try router.register("berries/:id", waysIn: [.quickAction("pokemon")]) { _ in
        LinkTarget(tab: .berries, routes: [])
      }
    }
    #expect(throws: LinkPatternError.wayInConflict(.entity("E"), existing: "berries/:id")) {
      try router.register("berries/:id", waysIn: [.entity("E"), .entity("E")]) { _ in
        LinkTarget(tab: .berries, routes: [])
      }
    }
    #expect(
      throws: LinkPatternError.invalidPattern(
        "pokedex/:id/evolutions/:to", reason: .notOneParameter(.entity("Evolution"), count: 2))
    ) {
      try router.register("pokedex/:id/evolutions/:to", waysIn: [.entity("Evolution")]) { _ in
        LinkTarget(tab: .pokedex, routes: [])
      }
    }
    // None of the refused patterns was added.
    #expect(throws: LinkError.self) { try router.resolve(.link("pmi://berries/1")) }
  }

  @Test func aMountedFeatureBringsItsWaysIn() throws {
    var feature = LinkRouter<LinkApp>(schemes: [])
    try feature.register(":id", waysIn: [.quickAction("berry")]) { p in
      LinkTarget(tab: .berries, routes: [.berry(id: try p.int("id"))])
    }
    var app = try Self.router()
    try app.mount(feature, at: "berries")
    #expect(
      try app.resolve(.quickAction(type: "berry", values: ["id": "16"]))
        == LinkTarget(tab: .berries, routes: [.berry(id: 16)]))
  }

  @Test func theWayOutComesBackInAsTheSameTarget() throws {
    let router = try Self.router()
    let activity = try #require(router.userActivity(for: Self.pikachu))
    #expect(
      activity
        == .userActivity(
          type: "org.pmi.pokemon", values: ["id": "25"],
          webpage: "https://pmi.example.com/pokedex/25"))
    #expect(try router.resolve(activity) == Self.pikachu)
    // A screen whose pattern takes no user activity has no way out.
    #expect(
      router.userActivity(for: LinkTarget(tab: .search, routes: [.search("a", page: nil)])) == nil)
  }

  /// The way out of a state is its screen on top, dialogs left out (a question, not a place);
  /// where no pattern writes the screen with its presentations, the place beneath them.
  @Test func theWayOutIsTheScreenOnTopOrThePlaceBeneath() throws {
    var router = LinkRouter<LinkApp>(schemes: ["pmi"])
    try router.register("pokedex/:id", waysIn: [.userActivity("org.pmi.pokemon")]) { p in
      LinkTarget(tab: .pokedex, routes: [.pokemon(id: try p.int("id"))])
    } reverse: { target in
      guard case .pokemon(let id)? = target.stack?.last?.route, target.presentations.isEmpty
      else { return nil }
      return LinkValues(path: ["id": "\(id)"])
    }
    var state = NavigationState<LinkApp>(tabs: [.pokedex, .berries])
    try state.push(.pokemon(id: 25))
    try state.present(.export, style: .alert)
    #expect(state.screenOnTop == Self.pikachu)
    let dialog = try #require(router.wayOut(of: state))
    #expect(dialog.target == Self.pikachu)
    #expect(dialog.activity == .userActivity(type: "org.pmi.pokemon", values: ["id": "25"]))

    state.dismissAll()
    try state.present(.berry(id: 16))
    #expect(state.screenOnTop.presentations.map(\.root.route) == [.berry(id: 16)])
    #expect(router.wayOut(of: state)?.target == Self.pikachu, "the place beneath the sheet")
    try state.selectTab(.berries)
    #expect(router.wayOut(of: state) == nil)
  }
}
