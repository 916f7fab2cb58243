extension PMIData {
  /// Something a team file held that the app neither shows nor saves back.
  ///
  /// A team file is the user's to edit, or damage: a number that is no
  /// Pokémon, a member twice, a seventh member, a list row past the list.
  public enum Issue: Hashable, Sendable, CustomStringConvertible {
    /// A member that is not a national Pokédex number.
    case unknownMember(Int)
    /// A member listed again; the first is kept.
    case repeatedMember(Int)
    /// A member past the team's limit of six.
    case pastTeamLimit(Int)
    /// A saved position for a tab the app does not have.
    case unknownList(String)
    /// A position outside the list's rows (or, on another tab's screen,
    /// negative); the screen starts at its top.
    case positionOutOfRange(list: String, ListPosition)
    /// A held berry of a number that is no Pokémon, or that is no berry.
    case unknownHeldBerry(pokemon: Int, berry: Int)

    /// A sentence saying what was left out, and why.
    public var description: String {
      switch self {
      case .unknownMember(let number):
        "member \(number) is not a Pokédex number (1 to \(Catalogue.pokedexNumbers.upperBound))"
      case .repeatedMember(let number): "member \(number) is listed twice"
      case .pastTeamLimit(let number):
        "member \(number) is past the \(PMIData.teamLimit) a team holds"
      case .unknownList(let name): "'\(name)' is not one of the app's tabs"
      case .positionOutOfRange(let list, let position):
        "the \(list) position, row \(position.row) from \(position.top), is outside "
          + (PMIData.listSizes[list].map { "its \($0) rows" } ?? "the screen")
      case .unknownHeldBerry(let pokemon, let berry):
        "the berry \(berry) held by \(pokemon) is not a Pokémon's berry"
      }
    }
  }

  /// How many rows each long list has, by its tab's raw value; the other
  /// tabs' screens are short, and keep any position that is not negative.
  public static let listSizes = [
    PMI.Tab.pokedex.rawValue: Catalogue.pokedexNumbers.count,
    PMI.Tab.berries.rawValue: Catalogue.berryNumbers.count,
  ]

  /// The data without what it may not hold, and what was left out.
  ///
  /// Checked on every read of a team file, so nothing the app cannot show
  /// reaches a screen, a lookup or the next save.
  public func validated() -> (data: PMIData, issues: [Issue]) {
    var issues: [Issue] = []
    var members: [Int] = []
    for number in team {
      if !Catalogue.pokedexNumbers.contains(number) {
        issues.append(.unknownMember(number))
      } else if members.contains(number) {
        issues.append(.repeatedMember(number))
      } else if members.count == Self.teamLimit {
        issues.append(.pastTeamLimit(number))
      } else {
        members.append(number)
      }
    }
    var positions: [String: ListPosition] = [:]
    for (list, position) in lists.sorted(by: { $0.key < $1.key }) {
      guard PMI.Tab(rawValue: list) != nil else {
        issues.append(.unknownList(list))
        continue
      }
      let rows = 0..<(Self.listSizes[list] ?? .max)
      guard rows.contains(position.row), rows.contains(position.top) else {
        issues.append(.positionOutOfRange(list: list, position))
        continue
      }
      positions[list] = position
    }
    var valid = PMIData(team: members, signedIn: signedIn, lists: positions)
    for (pokemon, berry) in heldBerries.sorted(by: { $0.key < $1.key }) {
      guard Catalogue.pokedexNumbers.contains(pokemon), Catalogue.berryNumbers.contains(berry)
      else {
        issues.append(.unknownHeldBerry(pokemon: pokemon, berry: berry))
        continue
      }
      valid.heldBerries[pokemon] = berry
    }
    return (valid, issues)
  }
}
