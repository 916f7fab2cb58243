public import WaypointCore

/// What the user did in the UI, as ``Navigator/userDidChange(_:seenVersion:)`` takes it: one kind
/// of report for every gesture, through one pipeline.
///
/// The display makes these from SwiftUI's writes; an app that draws its own screens makes them
/// from its input. Each is read against the ``Navigator/version`` the UI was showing, never
/// applied blindly.
public enum UserChange<Schema: NavigationSchema>: Hashable, Sendable {
  /// Went back on a stack to `entry` (`nil`: its root): a swipe, the back button, the back-history
  /// menu.
  case pop(to: EntryID?, in: StackLocation<Schema>)
  /// Tapped links that push these elements, bottom first; one follows the duplicate-push policy.
  case push([StackElement<Schema>], in: StackLocation<Schema>)
  /// Pulled a presentation down.
  case dismiss(PresentationID)
  /// Tapped a dialog's button: the dialog goes and the answer returns to the screen beneath.
  case answer(PresentationID, with: Schema.ReturnValue?)
  /// Tapped a tab; tapping the one shown reselects it, as the policy says.
  case selectTab(Schema.Tab)
  /// Dragged a sheet to a detent.
  case drag(PresentationID, to: Detent)
  /// Typed in the search field.
  case search(String)
  /// Selected a row in a split view's column: the stack keeps its entries below the column, if it
  /// still starts with the routes the user saw there (`below`), and shows `row` above them.
  case selectRow(StackElement<Schema>, below: [Schema.Route], in: StackLocation<Schema>)
}
