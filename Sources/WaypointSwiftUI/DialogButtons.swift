import SwiftUI
import Waypoint
import WaypointDisplay

/// The buttons of the app's ``Dialog`` for a dialog's route, each giving its answer for the dialog
/// `shown` at `index`.
struct DialogButtons<Schema: NavigationSchema>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let dialog: Dialog<Schema.ReturnValue>
  let index: Int
  let shown: PresentationID

  var body: some View {
    ForEach(dialog.buttons.indices, id: \.self) { position in
      let button = dialog.buttons[position]
      Button(role: button.role.map { $0 == .cancel ? ButtonRole.cancel : .destructive }) {
        display.answer(button.answer, at: index, shown: shown)
      } label: {
        Text(button.title)
      }
    }
  }
}
