import Waypoint

// "Deep Links": the app's link table, `links`, block for block.

func makeLinks() throws(LinkPatternError) -> LinkRouter<Pokedex> {
  var links = LinkRouter<Pokedex>(schemes: ["pmi"], hosts: ["pmi.example.com"])
  // Handoff, an App Intents entity and a quick action land here too: see "Ways In".
  try links.register("pokedex/:id", waysIn: pokemonWaysIn) { parameters in
    NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
  } reverse: { target in
    guard target.tab == .pokedex, case .pokemon(let id)? = target.stack?.last?.route else {
      return nil
    }
    return LinkValues(path: ["id": "\(id)"])
  }
  try registerEvolutions(in: &links)  // a query item, and links it refuses: see below
  try mountBerries(in: &links)  // a feature module's links: see the last section
  return links
}

/// The app's link table, made once: the README and the articles open links with it.
let links: LinkRouter<Pokedex> = {
  do {
    return try makeLinks()
  } catch {
    preconditionFailure("The app's own link table is invalid: \(error)")
  }
}()

func registerEvolutions(in links: inout LinkRouter<Pokedex>) throws(LinkPatternError) {
  try links.register("evolutions/:id", policy: .presentOver) { parameters in
    let id = try parameters.int("id")
    guard (1...1025).contains(id) else {
      throw LinkError.badParameter(name: "id", value: "\(id)", expected: .integer(in: 1...1025))
    }
    guard id != 132 else { throw NoEvolutions(pokemon: id) }  // Ditto never evolves
    let cover = try parameters.queryValue("cover", as: Bool.self) ?? false
    return .presenting(.evolutions(of: id), style: cover ? .fullScreenCover : .sheet)
  } reverse: { target in
    guard target.tab == nil, target.stack == nil, let shown = target.presentations.last,
      case .evolutions(let id) = shown.root.route
    else { return nil }
    let cover = shown.style == .fullScreenCover
    return LinkValues(path: ["id": "\(id)"], query: cover ? ["cover": "true"] : [:])
  }
}

struct NoEvolutions: Error, Equatable {
  let pokemon: Int
}

func message(for error: LinkError) -> String {
  switch error {
  case .failed(_, let refusal as NoEvolutions):
    "#\(refusal.pokemon) does not evolve."
  case .badParameter(let name, let value, .integer(let range)):
    "There is no \(name) \(value): try \(range.lowerBound) to \(range.upperBound)."
  default:
    [error.description, error.recoverySuggestion].compactMap { $0 }.joined(separator: " ")
  }
}

func mountBerries(in links: inout LinkRouter<Pokedex>) throws(LinkPatternError) {
  let berries: LinkRouter<Pokedex> = try berryLinks(tab: .berries, route: Pokedex.Route.berry) {
    guard case .berry(let id) = $0 else { return nil }
    return id
  }
  try links.mount(berries, at: "berries")
}
