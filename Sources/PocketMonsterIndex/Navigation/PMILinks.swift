public import Waypoint

/// The app's link table: `pmi://pokedex/25`, `pmi://berries/16`, … and the same
/// paths on the universal-link host.
public enum PMILinks {
  /// The universal-link host.
  public static let host = "pmi.example.com"

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

  private typealias Target = NavigationTarget<PMI>

  private static func register(_ router: inout LinkRouter<PMI>, _ catalogue: Catalogue)
    throws(LinkPatternError)
  {
    for tab in PMI.Tab.allCases {
      try router.register(tab.rawValue) { _ in
        Target(tab: tab, routes: [])
      } reverse: { target in
        target.tab == tab && target.path.isEmpty && target.modals.isEmpty
          ? LinkValues(path: [:]) : nil
      }
    }
    try router.register("pokedex/:id") { parameters in
      Target(
        tab: .pokedex, routes: [.pokemon(try number(parameters, in: 1...catalogue.monsters.count))])
    } reverse: { target in
      guard target.tab == .pokedex, case .pokemon(let id)? = target.path.last?.route else {
        return nil
      }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("berries/:id") { parameters in
      Target(
        tab: .berries, routes: [.berry(try number(parameters, in: 1...catalogue.berries.count))])
    } reverse: { target in
      guard target.tab == .berries, case .berry(let id)? = target.path.last?.route else {
        return nil
      }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("team/:id") { parameters in
      Target(
        tab: .team, routes: [.teamMember(try number(parameters, in: 1...catalogue.monsters.count))])
    } reverse: { target in
      guard target.tab == .team, case .teamMember(let id)? = target.path.last?.route else {
        return nil
      }
      return LinkValues(path: ["id": "\(id)"])
    }
    try router.register("settings/profile") { _ in Target(tab: .settings, routes: [.trainerProfile])
    }
    try router.register("settings/about") { _ in Target(tab: .settings, routes: [.about]) }
    try router.register("export", policy: .presentOver) { _ in
      Target(tab: nil, path: [], modals: [.init(PathElement(.export))])
    }
  }

  /// The integer parameter `id`, which must be in `range`.
  private static func number(_ parameters: LinkParameters, in range: ClosedRange<Int>)
    throws(LinkError) -> Int
  {
    let value = try parameters.int("id")
    guard range.contains(value) else {
      throw .badParameter(
        name: "id", value: "\(value)",
        expected: "a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
