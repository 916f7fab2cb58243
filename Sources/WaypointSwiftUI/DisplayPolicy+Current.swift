public import WaypointDisplay

extension DisplayPolicy {
  /// What SwiftUI on the running system takes in one update: everything from
  /// iOS 18.4 and macOS 15.4 on, one presentation per update before, so that
  /// nested sheets restored at launch all appear.
  public static var current: DisplayPolicy {
    if #available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) {
      .unlimited
    } else {
      .onePresentationPerUpdate
    }
  }
}
