import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// The Pokédex tab's root: every Pokémon, each a link to its detail; beside
/// the detail on a regular width, a row that selects it.
struct PokedexList: View {
  let app: PMIApp

  var body: some View {
    WaypointList(PMI.self) {
      ForEach(app.catalogue.monsters, id: \.number) { monster in
        WaypointLink(PMI.self, to: .pokemon(monster.number)) {
          Label(monster.title, systemImage: "circle.grid.2x2")
        }
      }
    }
    .navigationTitle("Pokédex")
  }
}
