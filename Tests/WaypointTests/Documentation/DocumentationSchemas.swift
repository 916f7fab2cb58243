import Waypoint

// The schema the README and every article use, as they show it.

enum Pokedex: NavigationSchema {
  enum Tab: String, Hashable, Codable, Sendable { case pokedex, berries }
  enum Route: Hashable, Codable, Sendable {
    case pokemon(id: Int)
    case berry(id: Int)
    case evolutions(of: Int)
    case confirmRelease(id: Int)  // an alert: "Release #25?"
    case signIn
  }
}

/// Whether a trainer is signed in, as the articles' guard reads it.
@MainActor final class Session {
  var isSignedIn = false
}

/// The shape of SwiftUI's `Button(_:action:)`: its action is synchronous, so
/// the articles' button case compiles only if navigating needs no `await`.
@MainActor struct Button {
  /// The action of the button made last, for a test to tap.
  private static var last: (@MainActor () -> Void)?

  let title: String
  let action: @MainActor () -> Void

  @discardableResult
  init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.action = action
    Self.last = action
  }

  /// Taps the button made last.
  static func tapLast() { last?() }
}
