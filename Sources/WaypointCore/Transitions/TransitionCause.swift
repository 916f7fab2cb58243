/// Who or what asked for a transition.
public enum TransitionCause: String, Hashable, Codable, Sendable, CaseIterable {
  /// The app's own code: a button handler, finished async work, a notification.
  case app
  /// The user through the system UI: a swipe back, a tab tap, a sheet pulled down.
  case user
  /// A deep link or universal link.
  case deepLink
  /// Restoring a saved state on launch.
  case restoration
}
