public import Waypoint

/// The Pocket Monster Index's navigation schema: five tabs and the screens
/// that can be pushed or presented.
public enum PMI: NavigationSchema {
  /// The tab bar, in order.
  public enum Tab: String, Hashable, Codable, Sendable, CaseIterable {
    case pokedex, berries, team, settings, search

    /// The name on the tab bar.
    public var title: String {
      switch self {
      case .pokedex: "Pokédex"
      case .berries: "Berries"
      case .team: "Team"
      case .settings: "Settings"
      case .search: "Search"
      }
    }
  }

  /// Every screen other than the tabs' own lists.
  public enum Route: Hashable, Codable, Sendable {
    case pokemon(Int)
    case berry(Int)
    case teamMember(Int)
    case trainerProfile
    case about
    case signIn
    case export
    case exportProgress
    case exportFinished
    /// The alert that asks before a member leaves the team.
    case confirmRelease(Int)
    /// The alert that asks before the whole team is forgotten.
    case confirmReset
    /// The sheet that chooses a berry for a Pokémon and returns it there.
    case chooseBerry(Int)
  }

  /// A dialog's answer, or a berry returned to a Pokémon.
  public typealias ReturnValue = PMIAnswer
}

/// The app's state type.
public typealias PMIState = NavigationState<PMI>
/// The app's navigator.
public typealias PMINavigator = Navigator<PMI>

extension PMIState {
  /// Where a fresh install starts: the Pokédex with nothing pushed.
  public static var initial: PMIState { PMIState(tabs: PMI.Tab.allCases) }
}
