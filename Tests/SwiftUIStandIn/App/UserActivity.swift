// The user activity modifiers: Handoff, Spotlight and Siri hand a scene an
// activity of a type it continues, and a scene advertises the activity the
// user is doing. `SwiftUIHost` delivers the first and reads the second.
extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    hostModifier(.continueUserActivity(type: activityType, action))
  }

  // SwiftUI owns the activity and calls `update` to fill it in; inactive, it
  // advertises nothing.
  // doc: https://developer.apple.com/documentation/swiftui/view/useractivity(_:isactive:_:)
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true,
    _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    hostModifier(.userActivity(type: activityType, isActive: isActive, update))
  }
}
