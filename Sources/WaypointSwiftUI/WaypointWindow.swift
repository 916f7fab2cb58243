#if !os(tvOS) && !os(watchOS)
  import Foundation
  public import SwiftUI
  public import Waypoint
  import WaypointDisplay

  /// One window of a multi-window app: its own navigator and display, its state saved and restored
  /// in the window's scene storage, and links opened through the app's ``WindowRegistry``, which
  /// chooses the window each link lands in.
  ///
  /// ```swift
  /// WindowGroup(for: WindowID.self) { $window in
  ///   WaypointWindow(windows, id: window, restoringWith: coder) {
  ///     Navigator(state: NavigationState<App>(tabs: [.pokedex, .berries]))
  ///   } screen: { route in
  ///     Screen(route: route)
  ///   } content: {
  ///     WaypointTabView(App.self) { … }
  ///   }
  /// } defaultValue: {
  ///   WindowID()
  /// }
  /// ```
  ///
  /// The window is in the registry while it appears, and frontmost when its scene becomes active.
  /// The registry chooses where each way in SwiftUI hands it lands, and opens windows with
  /// `openWindow(value:)`; the window claims no way in (`handlesExternalEvents`) while it has
  /// unsaved changes one would take away. A window that comes back restores its saved state
  /// (`Navigator.restore(_:)`) before it joins, so ways in land over it, never under it.
  public struct WaypointWindow<Schema: NavigationSchema, Content: View, Screen: View>: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @SceneStorage("waypoint.navigation") private var savedState = Data()
    @State private var session = WindowSession<Schema>()
    private let registry: WindowRegistry<Schema>
    private let id: WindowID
    private let coder: SnapshotCoder<Schema>?
    private let onRestore: ((Result<RestoredState<Schema>, RestorationError>) -> Void)?
    private let describe: ((NSUserActivity, NavigationTarget<Schema>) -> Void)?
    private let makeNavigator: () -> Navigator<Schema>
    private let screen: (Schema.Route) -> Screen
    private let dialog: ((Schema.Route) -> Dialog<Schema.ReturnValue>)?
    private let content: Content
    private var scheduler: (any DisplayScheduler)?

    /// Creates a window's views.
    ///
    /// - Parameters:
    ///   - registry: The app's windows, which route its links.
    ///   - id: The window's identity: its `WindowGroup(for: WindowID.self)` value.
    ///   - coder: Saves the state in scene storage at each change and restores it; `nil`, nothing.
    ///   - onRestore: Hears once how the window came back, if anything was saved.
    ///   - userActivity: Finishes the advertised activity, as
    ///     ``WaypointRoot/init(_:router:snapshots:userActivity:screen:dialog:content:)`` does.
    ///   - navigator: Makes the window's navigator, once, when the window first shows.
    ///   - screen: The screen of each route, for presentations and their stacks.
    ///   - dialog: What each dialog shows, as in ``WaypointRoot``; `nil` shows each dialog's route
    ///     as its title with the platform's OK button.
    ///   - content: The window's tabs or single stack.
    public init(
      _ registry: WindowRegistry<Schema>, id: WindowID,
      restoringWith coder: SnapshotCoder<Schema>? = nil,
      onRestore: ((Result<RestoredState<Schema>, RestorationError>) -> Void)? = nil,
      userActivity: ((NSUserActivity, NavigationTarget<Schema>) -> Void)? = nil,
      navigator: @escaping () -> Navigator<Schema>,
      @ViewBuilder screen: @escaping (Schema.Route) -> Screen,
      dialog: ((Schema.Route) -> Dialog<Schema.ReturnValue>)? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.registry = registry
      self.id = id
      self.coder = coder
      self.onRestore = onRestore
      self.describe = userActivity
      self.makeNavigator = navigator
      self.screen = screen
      self.dialog = dialog
      self.content = content()
    }

    /// This window, its display updating when `scheduler` says: tests step through updates.
    package func updating(with scheduler: any DisplayScheduler) -> Self {
      var window = self
      window.scheduler = scheduler
      return window
    }

    public var body: some View {
      let display = session.display(
        making: makeNavigator, restoring: savedState, with: coder, scheduler: scheduler)
      let registry = registry
      // Claiming none has the system offer ways in to another window.
      let claimed: Set<String> = display.navigator.acceptsWaysIn ? ["*"] : []
      WaypointRoot(
        display, router: registry.router, snapshots: coder, userActivity: describe,
        screen: screen, dialog: dialog
      ) {
        content
      }
      .opening { registry.open($0) }
      // doc:
      // https://developer.apple.com/documentation/swiftui/view/handlesexternalevents(preferring:allowing:)
      .handlesExternalEvents(preferring: claimed, allowing: claimed)
      .onAppear { join(display.navigator) }
      .onDisappear { session.leave(registry, as: id) }
      .onChange(of: scenePhase) { _, phase in
        if phase == .active { try? registry.windowDidBecomeActive(id) }
      }
    }

    /// Joins the registry as the window appears; the scene phase's first value may come before, so
    /// an active window says so here too.
    private func join(_ navigator: Navigator<Schema>) {
      let storage = $savedState
      let openWindow = openWindow
      // Where the platform has one window, the registry opens none.
      var showWindow: (@MainActor (WindowID) -> Void)?
      if supportsMultipleWindows { showWindow = { openWindow(value: $0) } }
      session.join(
        registry, as: id, navigator: navigator, coder: coder, onRestore: onRestore,
        save: { storage.wrappedValue = $0 }, showWindow: showWindow)
      if scenePhase == .active { try? registry.windowDidBecomeActive(id) }
    }
  }
#endif
