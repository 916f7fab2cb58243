import Waypoint

// "Choose a berry": the Pokémon's screen becomes a return point, and the
// sheet returns the chosen berry to it through the navigation state. pmi
// saves that state on quit, so a choice left open is finished after a
// relaunch and the berry still reaches the Pokémon.
extension PMIApp {
  /// The name of the return point a Pokémon's screen becomes.
  static let berryPoint = "pokemon"

  /// Makes the Pokémon on display a return point and presents the choice over it.
  func chooseBerry(for number: Int) async {
    guard let shown = navigator.state.visibleEntry, shown.route == .pokemon(number) else {
      return fail("Open a Pokémon to choose a berry for it.")
    }
    let outcome = await navigator.perform { state in
      try state.updateOptions(of: shown.id) { $0.returnPoint = Self.berryPoint }
      try state.present(.chooseBerry(number))
    }.outcome
    report(outcome)
  }

  /// Takes the berry returned to the Pokémon `route` shows, as its screen
  /// appears (once, and also after a relaunch); a frame is drawn, or a
  /// SwiftUI view appears, before it is called, never while a screen is built.
  public func screenDidAppear(_ route: PMI.Route) {
    guard case .pokemon(let number) = route, navigator.state.visibleEntry?.route == route,
      case .berry(let berry)? = navigator.takeReturnValue(at: Self.berryPoint)
    else { return }
    data.heldBerries[number] = berry
  }

  /// The choice: a row per berry, each returning it to the Pokémon.
  func chooseBerryScreen(_ number: Int) -> Screen {
    Screen(
      title: "Choose a berry for \(catalogue.monster(number)?.name ?? "#\(number)")",
      lines: ["The berry goes back to the Pokémon, even after a quit."],
      actions: catalogue.berries.map { ScreenAction("Give \($0.name)", .giveBerry($0.number)) })
  }

  /// The berry choosers with no return point for their berry beneath them.
  ///
  /// By the identity of each one's root, with the Pokémon it is for: a
  /// session file cut short between the sheet and its tab leaves one, and
  /// so does a Pokémon that `keeps` leaves out. Every berry would fail
  /// there with "No entry is the return point".
  func orphanedBerryChoosers(keeping keeps: (NavigationEntry<PMI>) -> Bool) -> [EntryID: Int] {
    let state = navigator.state
    var beneath = state.stack(at: .tab(state.selectedTab)) ?? []
    var orphans: [EntryID: Int] = [:]
    for sheet in state.presentations {
      if case .chooseBerry(let number) = sheet.root.route,
        !beneath.contains(where: {
          $0.route == .pokemon(number) && $0.options.returnPoint == Self.berryPoint && keeps($0)
        })
      {
        orphans[sheet.root.id] = number
      }
      beneath += [sheet.root] + sheet.stack
    }
    return orphans
  }
}
