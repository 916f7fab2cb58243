public import WaypointCore

/// Redirects to sign-in when a protected route would come on screen while signed out; after
/// sign-in, ``Navigator/resumePending()`` lands on the original
/// destination with its full back stack.
///
/// Signing out changes what may be on screen too: call
/// ``Navigator/revalidate()`` after it, and the protected screens leave. A
/// navigator created or restored while signed out leaves them out from the start.
public struct SignInGuard<Schema: NavigationSchema>: NavigationGuard {
  private let isProtected: @MainActor (Schema.Route) -> Bool
  private let isSignedIn: @MainActor () -> Bool
  private let redirect: NavigationRedirect<Schema>
  private let reason: @MainActor (Schema.Route) -> String

  /// Creates a guard for the routes `isProtected` picks.
  ///
  /// - Parameters:
  ///   - isProtected: Whether a route needs a signed-in user.
  ///   - isSignedIn: Whether a user is signed in now.
  ///   - redirect: Where to send a signed-out user, usually a sign-in sheet.
  ///   - reason: What to tell the user about a protected route; by default "'route' needs a
  ///     signed-in user."
  public init(
    isProtected: @escaping @MainActor (Schema.Route) -> Bool,
    isSignedIn: @escaping @MainActor () -> Bool,
    redirect: NavigationRedirect<Schema>,
    reason: @escaping @MainActor (Schema.Route) -> String = NavigatorMessages.signInRequired
  ) {
    self.isProtected = isProtected
    self.isSignedIn = isSignedIn
    self.redirect = redirect
    self.reason = reason
  }

  /// Redirects when a protected route arrives while signed out.
  public func evaluate(_ proposal: NavigationProposal<Schema>) -> GuardDecision<Schema> {
    guard !isSignedIn() else { return .allow }
    guard let entry = proposal.arrivingEntries.first(where: { isProtected($0.route) }) else {
      return .allow
    }
    return .redirect(redirect, reason: reason(entry.route))
  }

  /// Allows a protected route only while signed in.
  public func allows(_ entry: NavigationEntry<Schema>) -> Bool {
    isSignedIn() || !isProtected(entry.route)
  }
}
