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
    case .chooseBerry: "Choose a berry"
    case .confirmRelease, .confirmReset: dialog(for: route)?.title ?? "Question"
    }
  }

  /// The titles of the active stack's screens: the tab or the sheet's root,
  /// then each pushed screen; the last one is on display.
  ///
  /// A dialog holds no stack: it follows the screen it asks over.
  public var stackTitles: [String] {
    let state = navigator.state
    let stacked = state.presentations.last { !$0.style.isDialog }
    let root = stacked.map { title(of: $0.root.route) } ?? state.selectedTab.title
    let dialogs = state.presentations.suffix(1).filter(\.style.isDialog)
    return [root] + (state.activeStack + dialogs.map(\.root)).map { title(of: $0.route) }
  }

  /// Where the user is, every tab, sheet and dialog included, such as
  /// `Pokédex › #025 Pikachu › sheet: #025 Pikachu (medium)`: the
  /// library's breadcrumb of the state, in the app's titles.
  public var whereLine: String {
    navigator.state.breadcrumb(tabTitle: \.title, title: title(of:))
  }

  /// Where the user is on the active stack, such as `Pokédex › #025 Pikachu`.
  public var breadcrumb: String { stackTitles.joined(separator: " › ") }

  /// The breadcrumb in at most `width` characters, such as
  /// `Pokédex › … › #063 Abra › #064 Kadabra`.
  ///
  /// The screens in the middle give way first, then the root's name, and the
  /// screen on display is cut last, from its start, so where the user is
  /// stays in sight.
  public func breadcrumb(fitting width: Int) -> String {
    var titles = stackTitles
    guard titles.joined(separator: " › ").count > width else { return breadcrumb }
    var elided = false
    while titles.count > 2 {
      titles.remove(at: 1)
      elided = true
      let line = ([titles[0], "…"] + titles[1...]).joined(separator: " › ")
      if line.count <= width { return line }
    }
    let last = titles.count > 1 ? (elided ? "… › " : "") + titles[titles.count - 1] : titles[0]
    let withRoot = titles.count > 1 ? titles[0] + " › " + last : last
    if withRoot.count <= width { return withRoot }
    guard last.count > width else { return last }
    return width > 0 ? "…" + last.suffix(width - 1) : ""
  }
}
