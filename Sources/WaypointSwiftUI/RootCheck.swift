import SwiftUI
import Waypoint
import WaypointDisplay

/// Shows `content` under a Waypoint root, and otherwise says what to add.
///
/// A view that reads an environment object no ancestor put there traps in SwiftUI, naming only the
/// missing type; in a preview that is a crash with no hint of the fix. The optional form reads
/// `nil` instead (row `environment-object-missing`). Each of the glue's views a
/// screen places (a link, a stack, a list, a tab or split view, a marked source) shows this message
/// instead, in place of itself.
struct RootCheck<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display: DisplayedNavigation<Schema>?
  /// The view that needs the root, as the message names it: `WaypointLink`.
  let view: String
  @ViewBuilder let content: () -> Content

  var body: some View {
    if display != nil {
      content()
    } else {
      Text(Self.message(view))
    }
  }

  /// What is missing and where to add it.
  static func message(_ view: String) -> String {
    "\(view) has no navigation to show: put it inside a WaypointRoot, or in a preview inside "
      + "WaypointPreview(\(Schema.self).self, state: …)."
  }
}
