public import Waypoint

/// Keeps out a team member's screen for a Pokémon that is not on the team:
/// a link such as `pmi://team/9` is refused with a reason instead of opening
/// a screen that has nothing to show.
public struct TeamMemberGuard: NavigationGuard {
  private let team: @MainActor () -> [Int]
  private let catalogue: Catalogue

  /// Creates the guard.
  ///
  /// - Parameters:
  ///   - team: The team's members now.
  ///   - catalogue: For the refused Pokémon's name.
  public init(team: @escaping @MainActor () -> [Int], catalogue: Catalogue) {
    self.team = team
    self.catalogue = catalogue
  }

  /// Denies a team member's screen arriving for a Pokémon off the team.
  public func evaluate(_ proposal: NavigationProposal<PMI>) -> GuardDecision<PMI> {
    let members = team()
    for entry in proposal.arrivingEntries {
      guard case .teamMember(let number) = entry.route, !members.contains(number) else { continue }
      let name = catalogue.monster(number)?.title ?? "#\(number)"
      return .deny(reason: "\(name) is not in your team.")
    }
    return .allow
  }
}
