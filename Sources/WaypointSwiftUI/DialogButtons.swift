import SwiftUI
import Waypoint
import WaypointDisplay

/// The buttons of the dialog shown at `level`, each answering it.
struct DialogButtons<Schema: NavigationSchema>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let dialog: ShownDialog<Schema>
  let level: Int
  let shown: PresentationID

  var body: some View {
    ForEach(dialog.buttons.indices, id: \.self) { index in
      let button = dialog.buttons[index]
      SwiftUI.Button(role: button.role) {
        button.answer(display, level, shown)
      } label: {
        Text(button.title)
      }
    }
  }
}
