public import SwiftUI
public import Waypoint
public import WaypointDisplay

/// The root of a Waypoint app's views: it puts the display and its navigator
/// in the environment, hosts the presentations, opens links from
/// `.onOpenURL`, and holds display updates while no window showing it is active.
///
/// ```swift
/// WaypointRoot(display, router: router) { route in
///   Screen(route: route)
/// } content: {
///   WaypointTabView(App.self) { … }
/// }
/// ```
///
/// Links that arrive before the root appears wait in the navigator's queue
/// and open when it does.
public struct WaypointRoot<Schema: NavigationSchema, Content: View, Screen: View>: View {
  @Environment(\.scenePhase) private var scenePhase
  private let display: DisplayedNavigation<Schema>
  private let router: LinkRouter<Schema>?
  private let screen: (Schema.Route) -> Screen
  private let dialog: (Schema.Route) -> ShownDialog<Schema>
  private let content: Content

  /// Creates the root of an app's views.
  ///
  /// - Parameters:
  ///   - display: The app's display of its navigator.
  ///   - router: The app's link table; `nil` ignores `.onOpenURL`.
  ///   - screen: The screen of each route, for presentations and their stacks.
  ///   - content: The app's tabs or single stack.
  public init(
    _ display: DisplayedNavigation<Schema>, router: LinkRouter<Schema>? = nil,
    @ViewBuilder screen: @escaping (Schema.Route) -> Screen,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      display, router: router, screen: screen, shownDialog: ShownDialog.untitled,
      content: content())
  }

  /// Creates the root of an app that presents dialogs: alerts and
  /// confirmation dialogs, whose routes `dialog` turns into what they show.
  ///
  /// ```swift
  /// WaypointRoot(display, router: router) { route in
  ///   Screen(route: route)
  /// } dialog: { route in
  ///   switch route {
  ///   case .confirmRelease(let id): Dialog(title: "Release #\(id)?", buttons: releaseButtons)
  ///   default: Dialog(title: "\(route)", buttons: [])
  ///   }
  /// } content: {
  ///   WaypointTabView(App.self) { … }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - display: The app's display of its navigator.
  ///   - router: The app's link table; `nil` ignores `.onOpenURL`.
  ///   - screen: The screen of each route, for presentations and their stacks.
  ///   - dialog: What each dialog shows; its buttons' answers go to whoever
  ///     awaits the dialog (`Navigator.present(_:style:returning:)`).
  ///   - content: The app's tabs or single stack.
  public init<Answer: Hashable & Sendable>(
    _ display: DisplayedNavigation<Schema>, router: LinkRouter<Schema>? = nil,
    @ViewBuilder screen: @escaping (Schema.Route) -> Screen,
    dialog: @escaping (Schema.Route) -> Dialog<Answer>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      display, router: router, screen: screen, shownDialog: { ShownDialog(dialog($0)) },
      content: content())
  }

  /// Creates the root with dialogs whose answers are already erased: the
  /// window's root, which takes them from its own initialisers.
  init(
    _ display: DisplayedNavigation<Schema>, router: LinkRouter<Schema>?,
    screen: @escaping (Schema.Route) -> Screen,
    shownDialog: @escaping (Schema.Route) -> ShownDialog<Schema>, content: Content
  ) {
    self.display = display
    self.router = router
    self.screen = screen
    self.dialog = shownDialog
    self.content = content
  }

  public var body: some View {
    PresentationHost<Schema, Content, Screen>(
      index: 0, content: content, screen: screen, dialog: dialog
    )
    .environment(display)
    .environment(display.navigator)
    .onOpenURL { url in
      if let router { display.navigator.open(.link(url.absoluteString), with: router) }
    }
    .onAppear { display.navigator.markReadyForWaysIn() }
    // Each window has its own scene phase; the display runs while any is
    // active. The initial call (old and new equal) is the window arriving.
    // The closure is statements, not one expression: as a single expression
    // Xcode 16.4's compiler gives up type-checking this modifier chain ("unable
    // to type-check this expression in reasonable time", iOS 18.6 SDK).
    .onChange(of: scenePhase, initial: true) { old, new in
      let wasActive: Bool? = old == new ? nil : old == .active
      display.windowDidChangePhase(wasActive: wasActive, isActive: new == .active)
    }
  }
}
