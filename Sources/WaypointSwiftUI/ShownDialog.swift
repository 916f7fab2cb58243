import SwiftUI
import Waypoint
import WaypointDisplay

/// What the glue shows for a dialog: the app's ``Dialog`` for its route, with each answer already
/// bound to the call that gives it.
struct ShownDialog<Schema: NavigationSchema> {
  struct Button {
    let title: String
    let role: ButtonRole?
    /// Gives the button's answer for the dialog `shown` at `index`.
    let answer:
      @MainActor (DisplayedNavigation<Schema>, _ index: Int, _ shown: PresentationID) -> Void
  }

  let title: String
  let message: String?
  let buttons: [Button]

  init(_ dialog: Dialog<Schema.ReturnValue>) {
    title = dialog.title
    message = dialog.message
    buttons = dialog.buttons.map { button in
      let answer = button.answer
      return Button(
        title: button.title,
        role: button.role.map { $0 == .cancel ? .cancel : .destructive },
        answer: { display, index, shown in display.answer(answer, at: index, shown: shown) })
    }
  }
}

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
