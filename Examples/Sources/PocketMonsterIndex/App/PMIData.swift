/// The app's own data, saved beside the navigation state: the team, whether
/// the trainer is signed in, and where each list was left.
public struct PMIData: Hashable, Codable, Sendable {
  /// Pokédex numbers of the team's members, in the order they joined.
  public var team: [Int]
  /// Whether the trainer is signed in; the trainer profile needs it.
  public var signedIn: Bool
  /// Where each tab's list was left, by the tab's raw value.
  public var lists: [String: ListPosition]

  /// The most members a team has.
  public static let teamLimit = 6

  /// Creates app data; a fresh install has an empty team and nobody signed in.
  public init(team: [Int] = [], signedIn: Bool = false, lists: [String: ListPosition] = [:]) {
    self.team = team
    self.signedIn = signedIn
    self.lists = lists
  }

  /// Reads data saved by this version or an earlier one, which had no lists.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    team = try container.decode([Int].self, forKey: .team)
    signedIn = try container.decode(Bool.self, forKey: .signedIn)
    lists = try container.decodeIfPresent([String: ListPosition].self, forKey: .lists) ?? [:]
  }
}
