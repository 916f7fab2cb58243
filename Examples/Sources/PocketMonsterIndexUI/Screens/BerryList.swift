import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// The Berries tab's root: every berry, each a link to its detail; beside the
/// detail on a regular width, a row that selects it.
struct BerryList: View {
  let app: PMIApp

  var body: some View {
    WaypointList(PMI.self) {
      ForEach(app.catalogue.berries, id: \.number) { berry in
        WaypointLink(PMI.self, to: .berry(berry.number)) {
          Label(berry.title, systemImage: "leaf")
        }
      }
    }
    .navigationTitle("Berries")
  }
}
