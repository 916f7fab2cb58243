import Foundation
import SwiftUI
import Waypoint

/// Takes every way in SwiftUI hands a scene and advertises the way out, around ``WaypointRoot``'s
/// content: the one home of both, for every kind of window.
///
/// A view, not a `ViewModifier`: it applies one modifier per continued activity type, which only a
/// body that builds its view step by step can do.
struct WaysInHost<Schema: NavigationSchema, Content: View>: View {
  @Environment(DisplayedNavigation<Schema>.self) private var display
  let content: Content
  /// The app's link table; `nil` takes no way in and advertises nothing.
  let router: LinkRouter<Schema>?
  /// Opens a way in: the navigator's, or the registry's.
  let open: @MainActor (WayIn) -> Void
  /// The app's hook: finishes the advertised activity (its title, its entity).
  let describe: ((NSUserActivity, NavigationTarget<Schema>) -> Void)?

  var body: some View {
    let open = open
    let registered = router?.userActivityTypes ?? []
    let types = router == nil ? [] : WayIn.continuedActivityTypes(registered: registered)
    let continued = Set(registered)
    // The types are the router's, fixed for the scene's life, so the wrapping, and the content's
    // identity, never change.
    var view = AnyView(
      content
        // doc: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
        .onOpenURL { url in open(.link(url.absoluteString)) })
    for type in types {
      // doc:
      // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
      view = AnyView(
        view.onContinueUserActivity(type) { activity in
          open(WayIn(activity, registered: continued))
        })
    }
    let wayOut = router?.wayOut(of: display.shownPlace)
    let describe = describe
    // Inactive, the modifier still names a type: one the app declares.
    let type = wayOut?.activity.kind.flatMap { kind -> String? in
      if case .userActivity(let type) = kind { type } else { nil }
    }
    // SwiftUI calls the closure when it saves the activity, from the last body: reading the place
    // here renews it at each move, and nothing else (a keystroke, a detent) draws this view again.
    // doc:
    // https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
    return view.userActivity(type ?? registered.first ?? "", isActive: wayOut != nil) {
      activity in
      guard let wayOut else { return }
      wayOut.activity.describe(activity)
      describe?(activity, wayOut.target)
    }
  }
}
