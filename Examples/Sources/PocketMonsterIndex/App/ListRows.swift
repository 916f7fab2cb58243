/// The rows of the Pokédex and Berries lists: one choice per Pokémon (its
/// title and types) or berry, in catalogue order.
///
/// A list is the whole catalogue, a thousand rows, so its rows are made once
/// for the app rather than each time its screen is read.
struct ListRows: Sendable {
  let pokedex: [ScreenAction]
  let berries: [ScreenAction]

  init(_ catalogue: Catalogue) {
    pokedex = catalogue.monsters.map {
      ScreenAction($0.title + "  " + $0.types.joined(separator: "/"), .push(.pokemon($0.number)))
    }
    berries = catalogue.berries.map { ScreenAction($0.title, .push(.berry($0.number))) }
  }
}
