extension PMIApp {
  /// The name of a screen, for breadcrumbs and the back-history menu.
  public func title(of route: PMI.Route) -> String {
    switch route {
    case .pokemon(let number): catalogue.monster(number)?.title ?? "Unknown Pokémon #\(number)"
    case .berry(let number): catalogue.berry(number)?.title ?? "Unknown berry No. \(number)"
    case .teamMember(let number): "Team: \(catalogue.monster(number)?.name ?? "#\(number)")"
    case .trainerProfile: "Trainer profile"
    case .about: "About"
    case .signIn: "Sign in"
    case .export: "Export"
    case .exportProgress: "Exporting"
    case .exportFinished: "Export finished"
    }
  }

  /// The titles of the active stack's screens: the tab or the sheet's root,
  /// then each pushed screen; the last one is on display.
  public var stackTitles: [String] {
    let state = navigator.state
    let root = state.presentations.last.map { title(of: $0.root.route) } ?? state.selectedTab.title
    return [root] + state.activeStack.map { title(of: $0.route) }
  }

  /// Where the user is, e.g. `Pokédex › #025 Pikachu`.
  public var breadcrumb: String { stackTitles.joined(separator: " › ") }
}
