import Waypoint

// "Ways In": every way into the app through the link table, block for block.

/// The ways into a Pokémon's screen besides its link.
let pokemonWaysIn: [WayIn.Kind] = [
  .userActivity("org.pmi.pokemon"),  // Handoff, and the way out
  .entity("PokemonEntity"),  // an App Intent's target, a Spotlight result
  .quickAction("pokemon"),  // a home-screen quick action
]

/// A notification's response, as the app's notification delegate gets it.
@MainActor func didReceiveNotification(
  category: String, userInfo: [AnyHashable: Any], windows: WindowRegistry<Pokedex>
) {
  windows.open(.notification(category: category, values: WayIn.values(from: userInfo)))
}

/// A cold launch: the ways in that arrive before the saved session is read
/// wait, and land on it once the app is ready.
@MainActor func launch(restoring file: SnapshotFile<Pokedex>) throws -> Navigator<Pokedex> {
  let navigator = Navigator(
    state: NavigationState<Pokedex>(tabs: [.pokedex, .berries]), readyForWaysIn: false)
  navigator.open(.quickAction(type: "pokemon", values: ["id": "25"]), with: links)  // waits
  if let restored = try file.load() { navigator.restore(restored.state) }
  navigator.markReadyForWaysIn()  // Pikachu, over the restored session
  return navigator
}
