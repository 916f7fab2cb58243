/// The app's own data, saved beside the navigation state: the team, whether
/// the trainer is signed in, and where each list was left.
public struct PMIData: Hashable, Codable, Sendable {
  /// Pokédex numbers of the team's members, in the order they joined.
  public var team: [Int]
  /// Whether the trainer is signed in; the trainer profile needs it.
  public var signedIn: Bool
  /// Where each tab's list was left, by the tab's raw value.
  public var lists: [String: ListPosition]
  /// The berry each Pokémon holds, by number, as "Choose a berry" returned
  /// it: the sheet promises it stays after a quit.
  public var heldBerries: [Int: Int] = [:]

  /// The most members a team has.
  public static let teamLimit = 6

  /// Creates app data; a fresh install has an empty team and nobody signed in.
  public init(team: [Int] = [], signedIn: Bool = false, lists: [String: ListPosition] = [:]) {
    self.team = team
    self.signedIn = signedIn
    self.lists = lists
  }

  /// Reads data saved by this version or an earlier one, which had no lists
  /// or held berries.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    team = try container.decode([Int].self, forKey: .team)
    signedIn = try container.decode(Bool.self, forKey: .signedIn)
    lists = try container.decodeIfPresent([String: ListPosition].self, forKey: .lists) ?? [:]
    heldBerries = try container.decodeIfPresent([Int: Int].self, forKey: .heldBerries) ?? [:]
  }

  private enum CodingKeys: String, CodingKey {
    case team, signedIn, lists, heldBerries
  }

  /// Writes the held berries only when there are some, so a team file is
  /// what it was before pmi kept them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(team, forKey: .team)
    try container.encode(signedIn, forKey: .signedIn)
    try container.encode(lists, forKey: .lists)
    if !heldBerries.isEmpty { try container.encode(heldBerries, forKey: .heldBerries) }
  }
}
