import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// The Pokédex tab's root: every Pokémon, each a link to its detail, which
/// zooms out of its row on iOS 18, and a quick look in a half-height sheet;
/// beside the detail on a regular width, a row that selects it.
struct PokedexList: View {
  let app: PMIApp

  var body: some View {
    WaypointList(PMI.self) {
      ForEach(app.catalogue.monsters, id: \.number) { monster in
        let source = "\(monster.number)"
        HStack {
          WaypointLink(
            PMI.self, to: .pokemon(monster.number), options: EntryOptions(transitionSource: source)
          ) {
            Label(monster.title, systemImage: "circle.grid.2x2")
          }
          .waypointSource(PMI.self, source)
          Button("Quick look") { Task { await app.quickLook(monster.number) } }
        }
      }
    }
    .navigationTitle("Pokédex")
  }
}
