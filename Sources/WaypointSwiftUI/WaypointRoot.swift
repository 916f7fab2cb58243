public import SwiftUI
public import Waypoint
public import WaypointDisplay

/// The root of a Waypoint app's views: it puts the display and its navigator in the environment,
/// hosts the presentations, opens every way in SwiftUI hands the scene, advertises the screen on
/// top for Handoff and Spotlight, and holds display updates while no window showing it is active.
///
/// ```swift
/// WaypointRoot(display, router: router) { route in
///   Screen(route: route)
/// } content: {
///   WaypointTabView(App.self) { … }
/// }
/// ```
///
/// It takes URLs and user activities (Handoff, Spotlight, App Intents entities) as ways in, and
/// advertises the screen on top as ``LinkRouter/userActivity(for:)`` describes it: see the "Ways
/// In" article. Ways in that arrive before the root appears wait and open when it does.
public struct WaypointRoot<Schema: NavigationSchema, Content: View, Screen: View>: View {
  @Environment(\.scenePhase) private var scenePhase
  @Namespace private var transitions
  private let display: DisplayedNavigation<Schema>
  private let router: LinkRouter<Schema>?
  private let snapshots: SnapshotCoder<Schema>?
  /// Opens a way in; `nil` opens it in the root's navigator.
  private var open: (@MainActor (WayIn) -> Void)?
  private let describe: ((NSUserActivity, NavigationTarget<Schema>) -> Void)?
  private let screen: (Schema.Route) -> Screen
  private let dialog: (Schema.Route) -> Dialog<Schema.ReturnValue>
  private let content: Content
  #if DEBUG
    /// The arguments read at launch: a test's, or when `nil` the process's, once a run.
    private var launchArguments: [String]?
  #endif

  /// Creates the root of an app's views.
  ///
  /// An app that presents dialogs (alerts and confirmation dialogs) says what each shows:
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
  ///   - router: The app's link table; `nil` takes no way in and advertises nothing.
  ///   - snapshots: The coder of the app's saved states, which a debug build's `-WaypointState`
  ///     launch argument is read with; `nil` reads it with a coder of the navigator's tabs. See
  ///     "Launch, previews, map and where" in the "Using Waypoint with SwiftUI" article.
  ///   - userActivity: Finishes the activity advertised for the screen on top, given with that
  ///     screen, after Waypoint fills in its user info and web page: set its `title`, or its
  ///     `appEntityIdentifier`.
  ///   - screen: The screen of each route, for presentations and their stacks.
  ///   - dialog: What each dialog shows; its buttons' answers go to whoever awaits the dialog
  ///     (`Navigator.present(_:style:returning:)`). `nil` shows each dialog's route as its title
  ///     with the platform's OK button, so the user is never stuck behind it.
  ///   - content: The app's tabs or single stack.
  public init(
    _ display: DisplayedNavigation<Schema>, router: LinkRouter<Schema>? = nil,
    snapshots: SnapshotCoder<Schema>? = nil,
    userActivity: ((NSUserActivity, NavigationTarget<Schema>) -> Void)? = nil,
    @ViewBuilder screen: @escaping (Schema.Route) -> Screen,
    dialog: ((Schema.Route) -> Dialog<Schema.ReturnValue>)? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.display = display
    self.router = router
    self.snapshots = snapshots
    self.describe = userActivity
    self.screen = screen
    self.dialog = { dialog?($0) ?? Dialog(title: "\($0)", buttons: []) }
    self.content = content()
  }

  /// This root with ways in opened by `open`: the window's root, which hands them to its registry.
  func opening(with open: @escaping @MainActor (WayIn) -> Void) -> Self {
    var root = self
    root.open = open
    return root
  }

  #if DEBUG
    /// This root reading `arguments` at launch, as a test gives them, instead of the process's.
    package func launching(with arguments: [String]) -> Self {
      var root = self
      root.launchArguments = arguments
      return root
    }

    /// Starts where the launch arguments ask, before the ways in that waited open.
    private func launch(opening open: @escaping @MainActor (WayIn) -> Void) {
      let navigator = display.navigator
      guard
        let arguments = launchArguments.map(LaunchArguments.init)
          ?? LaunchArguments.takeProcessArguments()
      else { return }
      let coder = snapshots ?? SnapshotCoder(tabs: navigator.state.tabs)
      let takesWaysIn = router != nil || self.open != nil
      navigator.launch(arguments, coder: coder, open: takesWaysIn ? open : nil)
    }
  #endif

  /// Runs a display update's changes in a transaction that disables animations when the navigation
  /// asked for none: `withTransaction` stops a sheet's animation where a binding's transaction does
  /// not (pointfreeco/swift-navigation PR #258; Apple's `Transaction`: a state change's root
  /// transaction includes the one `withTransaction` sets).
  private static func runInTransaction(animated: Bool, changes: () -> Void) {
    var transaction = Transaction()
    transaction.disablesAnimations = !animated
    withTransaction(transaction, changes)
  }

  public var body: some View {
    let navigator = display.navigator
    let router = router
    // A window hands ways in to its registry; the single window, to its navigator.
    let open: @MainActor (WayIn) -> Void =
      open ?? { wayIn in
        if let router { navigator.open(wayIn, with: router) }
      }
    WaysInHost(
      content: PresentationHost<Schema, Content, Screen>(
        index: 0, content: content, screen: screen, dialog: dialog),
      router: router, open: open, describe: describe
    )
    .environment(display)
    .environment(display.navigator)
    .environment(TransitionNamespace(transitions))
    .onAppear {
      display.runsUpdate = Self.runInTransaction
      #if DEBUG
        launch(opening: open)
      #endif
      display.navigator.markReadyForWaysIn()
    }
    // Each window has its own scene phase; the display runs while any is active. The initial call
    // (old and new equal) is the window arriving. The closure is statements, not one expression: as
    // a single expression Xcode 16.4's compiler gives up type-checking this modifier chain ("unable
    // to type-check this expression in reasonable time", iOS 18.6 SDK).
    .onChange(of: scenePhase, initial: true) { old, new in
      let wasActive: Bool? = old == new ? nil : old == .active
      display.windowDidChangePhase(wasActive: wasActive, isActive: new == .active)
    }
  }
}
