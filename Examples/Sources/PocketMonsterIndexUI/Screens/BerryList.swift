import PocketMonsterIndex
import SwiftUI
import WaypointSwiftUI

/// The Berries tab's root: every berry, each a link to its detail.
struct BerryList: View {
  let app: PMIApp

  var body: some View {
    List {
      ForEach(app.catalogue.berries, id: \.number) { berry in
        WaypointLink(PMI.self, to: .berry(berry.number)) {
          Label(berry.title, systemImage: "leaf")
        }
      }
    }
    .navigationTitle("Berries")
  }
}
