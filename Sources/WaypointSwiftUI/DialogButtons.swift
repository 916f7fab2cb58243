import SwiftUI
import Waypoint
import WaypointDisplay

/// The buttons of the dialog shown at `index`, each answering it.
struct DialogButtons<Schema: NavigationSchema>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let dialog: ShownDialog<Schema>
  let index: Int
  let shown: PresentationID

  var body: some View {
    ForEach(dialog.buttons.indices, id: \.self) { position in
      let button = dialog.buttons[position]
      SwiftUI.Button(role: button.role) {
        button.answer(display, index, shown)
      } label: {
        Text(button.title)
      }
    }
  }
}
