import Foundation
public import Waypoint

/// The app's link table: `pmi://pokedex/25`, `pmi://berries/16`, … and the same
/// paths on the universal-link host, and beside each pattern the other ways
/// in that open its screen.
///
/// Every way in is in this one table, so each is checked by the same
/// patterns, limits and number rules as the link it stands for:
///
/// | Way in | Name | Values | Opens |
/// |---|---|---|---|
/// | Handoff user activity | ``pokemonActivityType`` | `id` | `pokedex/:id` |
/// | App Intents entity | ``pokemonEntityType`` | the entity's identifier | `pokedex/:id` |
/// | Home-screen quick action | ``pokemonQuickActionType`` | `id` | `pokedex/:id` |
/// | Notification | ``berryRipeCategory`` | `id` | `berries/:id` |
///
/// A Spotlight result is the Pokémon's own link (its item's unique
/// identifier), so it needs no name here.
public enum PMILinks {
  /// The universal-link host.
  public static let host = "pmi.example.com"

  /// The user activity type of a Pokémon's screen, which Handoff continues
  /// on another device: reverse-DNS, as Apple asks, and listed in the app's
  /// `NSUserActivityTypes`.
  public static let pokemonActivityType = "org.pmi.pokemon"
  /// The App Intents entity of a Pokémon: the name of the app's `AppEntity`
  /// type, whose identifier is the Pokédex number.
  public static let pokemonEntityType = "PokemonEntity"
  /// The home-screen quick action that opens a Pokémon (the last one viewed,
  /// say): its `UIApplicationShortcutItem` type.
  public static let pokemonQuickActionType = "org.pmi.quick-action.pokemon"
  /// The notification category that says a berry is ripe; its payload's
  /// `id` names the berry.
  public static let berryRipeCategory = "berry-ripe"

  /// A link as the user wrote it, in the one syntax every way in takes (the
  /// link field, line mode's `open`, `pmi open`): a full link, anything
  /// with a scheme such as `pmi:` or `https:`, is taken as it is; a bare
  /// path such as `pokedex/25` or `/pokedex/25` is a `pmi://` link.
  public static func link(from text: String) -> String {
    let scheme = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    if let first = scheme.first, first.isLetter, text.dropFirst(scheme.count).first == ":" {
      return text
    }
    return "pmi://" + text.drop { $0 == "/" }
  }

  /// The router for every link the app understands.
  public static func router(catalogue: Catalogue) -> LinkRouter<PMI> {
    var router = LinkRouter<PMI>(schemes: ["pmi"], hosts: [host])
    do {
      try register(&router, catalogue)
    } catch {
      preconditionFailure("The app's own link table is invalid: \(error)")
    }
    return router
  }

  /// The navigation map of the app's links (`pmi map`), as JSON with sorted
  /// keys: `Examples/navigation-map.json` is kept equal to it by a test, so
  /// a change to the link table shows in review.
  public static func mapJSON(catalogue: Catalogue) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(router(catalogue: catalogue).map()), as: UTF8.self)
  }

  /// The navigation map as a table for people (`pmi map --table`): one
  /// pattern a row, with its example link and the screen that link opens.
  public static func mapTable(catalogue: Catalogue, titles: (PMI.Route) -> String) throws
    -> String
  {
    let map = try router(catalogue: catalogue).map()
    let header = ["Pattern", "Ways in", "Policy", "Example", "Opens"]
    let rows = map.patterns.map { pattern in
      [
        pattern.pattern, pattern.waysIn.map(\.description).joined(separator: ", "),
        pattern.policy.rawValue, pattern.example ?? "",
        pattern.target.map { opens($0, titles: titles) } ?? "",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }

  /// Where a target leads, in the app's titles: `Pokédex › #025 Pikachu`.
  private static func opens(_ target: Target, titles: (PMI.Route) -> String) -> String {
    let tab = target.tab.map { [$0.title] } ?? ["(the tab shown)"]
    let stack = (target.stack ?? []).map { titles($0.route) }
    let presented = target.presentations.flatMap { presentation in
      ["\(presentation.style): " + titles(presentation.root.route)]
        + presentation.stack.map { titles($0.route) }
    }
    return (tab + stack + presented).joined(separator: " › ")
  }

  private typealias Target = NavigationTarget<PMI>

  private static func register(_ router: inout LinkRouter<PMI>, _ catalogue: Catalogue)
    throws(LinkPatternError)
  {
    // pmi://search?q=pika: the search tab with its query.
    try router.register("search", example: LinkValues(query: ["q": "pika"])) { parameters in
      var target = Target(tab: .search, routes: [])
      target.searchQuery = parameters.queryValue("q")
      return target
    } reverse: { target in
      target.tab == .search && target.stack == [] && target.presentations.isEmpty
        ? target.searchQuery.map { LinkValues(query: ["q": $0]) } ?? LinkValues() : nil
    }
    for tab in PMI.Tab.allCases where tab != .search {
      try router.register(tab.rawValue) { _ in
        Target(tab: tab, routes: [])
      } reverse: { target in
        target.tab == tab && target.stack == [] && target.presentations.isEmpty
          ? LinkValues() : nil
      }
    }
    try registerDetail(
      &router, "pokedex", .pokedex, count: catalogue.monsters.count, example: 25,
      waysIn: [
        .userActivity(pokemonActivityType), .entity(pokemonEntityType),
        .quickAction(pokemonQuickActionType),
      ],
      PMI.Route.pokemon
    ) {
      if case .pokemon(let id) = $0 { id } else { nil }
    }
    try registerDetail(
      &router, "berries", .berries, count: catalogue.berries.count, example: 16,
      waysIn: [.notification(berryRipeCategory)], PMI.Route.berry
    ) {
      if case .berry(let id) = $0 { id } else { nil }
    }
    try registerDetail(
      &router, "team", .team, count: catalogue.monsters.count, example: 25, PMI.Route.teamMember
    ) {
      if case .teamMember(let id) = $0 { id } else { nil }
    }
    try router.register("settings/profile") { _ in Target(tab: .settings, routes: [.trainerProfile])
    }
    try router.register("settings/about") { _ in Target(tab: .settings, routes: [.about]) }
    // The export sheet opens over whatever the user is looking at: the tab
    // and its back stack stay as they are.
    try router.register("export", policy: .presentOver) { _ in
      .presenting(.export)
    } reverse: {
      target in
      target.stack == nil && target.presentations.first?.root.route == .export
        ? LinkValues() : nil
    }
  }

  /// Registers `prefix/:id` for a detail screen on `tab`, both ways, and
  /// for the other ways in that open it; the navigation map shows it with
  /// the link of number `example`.
  private static func registerDetail(
    _ router: inout LinkRouter<PMI>, _ prefix: String, _ tab: PMI.Tab, count: Int, example: Int,
    waysIn: [WayIn.Kind] = [],
    _ route: @escaping @Sendable (Int) -> PMI.Route, id: @escaping @Sendable (PMI.Route) -> Int?
  ) throws(LinkPatternError) {
    try router.register(
      "\(prefix)/:id", example: LinkValues(path: ["id": "\(example)"]), waysIn: waysIn
    ) { parameters in
      Target(tab: tab, routes: [route(try number(parameters, in: 1...count))])
    } reverse: { target in
      guard target.tab == tab, let last = target.stack?.last?.route, let value = id(last) else {
        return nil
      }
      return LinkValues(path: ["id": "\(value)"])
    }
  }

  /// The number in parameter `id`, which must be in `range`.
  ///
  /// The screens write numbers with leading zeros (`#025 Pikachu`), so a
  /// link may too: `pokedex/025` opens Pikachu, as `pokedex/25` does, which
  /// is the link the app writes. Only ASCII digits are read; the library's
  /// `int(_:)`, which gives every number one spelling, would refuse `025`.
  private static func number(_ parameters: LinkParameters, in range: ClosedRange<Int>)
    throws(LinkError) -> Int
  {
    let text = try parameters.string("id")
    guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let value = Int(text), range.contains(value)
    else {
      throw .badParameter(name: "id", value: text, expected: .integer(in: range))
    }
    return value
  }
}
