public import WaypointCore
public import WaypointDisplay
public import WaypointNavigator

// One window of an app with several: the tester's navigator joins the app's registry, so the test
// opens links as the system delivers them, and each window's tester records what landed in its
// window.
extension NavigationTester {
  /// Creates a tester of one window of an app with several: a new navigator over `state`,
  /// registered in `registry` as `window`.
  ///
  /// The window takes the links the registry gives it from now on, the links that waited for it
  /// among them, and it can open windows: a link for a new window waits in
  /// ``/Waypoint/WindowRegistry/requestedWindows`` until the test makes a tester of that window.
  ///
  /// ```swift
  /// let main = try NavigationTester(window: WindowID("main"), of: windows, state: fresh)
  /// windows.open("pokedex://pokemon/7")
  /// let opened = try NavigationTester(window: windows.requestedWindows[0], of: windows, state: fresh)
  /// await opened.expectApplied(.deepLink, arriving: [.pokemon(id: 7)])
  /// await main.expectNoNavigation()
  /// ```
  ///
  /// - Throws: The registry's ``/Waypoint/WindowError`` when the window is already registered.
  public convenience init(
    window: WindowID, of registry: WindowRegistry<Schema>, state: NavigationState<Schema>,
    policy: NavigationPolicy = .init(), guards: [any NavigationGuard<Schema>] = [],
    profile: DisplayProfile = .iOS18, exhaustivity: Exhaustivity = .on,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(WindowError) {
    self.init(
      Navigator(state: state, policy: policy, guards: guards),
      profile: profile, exhaustivity: exhaustivity,
      location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    // Registered once the tester records, so the links that waited for the window are recorded too;
    // the test opens the windows the registry asks for.
    try registry.register(navigator, as: window) { _ in }
  }
}
