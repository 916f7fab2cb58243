import WaypointCore
import WaypointLinks

// What the window testers' tests navigate: two tabs, and links to Pokémon.

enum Pokedex: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
  enum Route: Hashable, Codable, Sendable { case pokemon(id: Int) }
}

let links: LinkRouter<Pokedex> = {
  var router = LinkRouter<Pokedex>(schemes: ["pokedex"])
  do {
    try router.register("pokemon/:id") { parameters in
      NavigationTarget(tab: .pokedex, routes: [.pokemon(id: try parameters.int("id"))])
    }
  } catch {
    preconditionFailure("\(error)")
  }
  return router
}()
