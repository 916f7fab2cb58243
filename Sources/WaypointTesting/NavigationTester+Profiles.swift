public import WaypointDisplay
public import WaypointNavigator

extension NavigationTester {
  /// Runs `scenario` once under each profile, each time on a new tester of a new navigator, so one
  /// test checks the app against every SwiftUI version at once.
  ///
  /// `profiles` are every one by default, and `makeNavigator` makes the app's navigator fresh for
  /// each. A failure recorded while a scenario runs names its profile: "Under iOS 26: …";
  /// navigations left unasserted are reported at the line of this call.
  public static func forEachProfile(
    _ profiles: [DisplayProfile] = DisplayProfile.all,
    navigator makeNavigator: () -> Navigator<Schema>, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ scenario: (NavigationTester) async throws -> Void
  ) async rethrows {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for profile in profiles {
      try await TestFailure.$profileName.withValue(profile.name) {
        let tester = NavigationTester(
          makeNavigator(), profile: profile, isExhaustive: true, location: location)
        try await scenario(tester)
      }
    }
  }
}
