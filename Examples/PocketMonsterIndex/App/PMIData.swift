/// The app's own data, saved beside the navigation state: the team and
/// whether the trainer is signed in.
public struct PMIData: Hashable, Codable, Sendable {
  /// Pokédex numbers of the team's members, in the order they joined.
  public var team: [Int]
  /// Whether the trainer is signed in; the trainer profile needs it.
  public var signedIn: Bool

  /// Creates app data; a fresh install has an empty team and nobody signed in.
  public init(team: [Int] = [], signedIn: Bool = false) {
    self.team = team
    self.signedIn = signedIn
  }
}
