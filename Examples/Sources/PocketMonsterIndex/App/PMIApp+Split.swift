import Waypoint

// A split view of a list: the list on one side, and on the other the screen
// of the row it selects, which is the first entry of the tab's stack. The
// state is the stack, so a front end that shows the same stack as one
// screen at a time (a narrow window) and as a split view (a wide one) loses
// nothing when the window changes.
extension PMIApp {
  /// The row of the list of `tab` that the tab's stack selects: the action
  /// index of its first entry's route, if the list has it.
  public func selectedRow(in tab: PMI.Tab) -> Int? {
    guard let route = navigator.state.stack(at: .tab(tab))?.first?.route else { return nil }
    return tabScreen(tab).actions.firstIndex { $0.intent == .push(route) }
  }

  /// Selects `route` in the list of the tab on display, as a split view's
  /// list does.
  ///
  /// The tab's stack becomes that one screen, in one user navigation (back
  /// locks and guards apply). The row already selected changes nothing, and
  /// keeps the screens above it.
  public func select(_ route: PMI.Route) async {
    status = ""
    let state = navigator.state
    guard state.presentations.isEmpty, state.activeStack.first?.route != route else { return }
    let location = StackLocation<PMI>.tab(state.selectedTab)
    let outcome = await navigator.perform(.user) { state in
      if state.stack(at: location)?.isEmpty == false { try state.popToRoot(in: location) }
      try state.push(route, in: location)
    }.outcome
    report(outcome)
  }

  /// Goes to number `text` (`25` or `#25`) on the list of the tab on
  /// display and selects it, as `g` does beside a split view's list: the
  /// row is highlighted (no filter hides it) and its screen shows.
  public func select(number text: String) async {
    status = ""
    let tab = navigator.state.selectedTab
    let number = Int(text.hasPrefix("#") ? String(text.dropFirst()) : text) ?? 0
    let route: PMI.Route
    switch tab {
    case .pokedex where catalogue.monster(number) != nil: route = .pokemon(number)
    case .berries where catalogue.berry(number) != nil: route = .berry(number)
    case .pokedex:
      fail("There is no Pokémon “\(text)”: the Pokédex goes from 1 to \(catalogue.monsters.count).")
      return
    case .berries:
      fail("There is no berry “\(text)”: berries go from 1 to \(catalogue.berries.count).")
      return
    case .team, .settings, .search:
      fail("Go to works on the Pokédex and Berries lists, and on a Pokémon or a berry.")
      return
    }
    let list = tabScreen(tab)
    guard let row = list.actions.firstIndex(where: { $0.intent == .push(route) }) else { return }
    if !visibleChoices(of: list).contains(row) { setFilter("", for: tab) }
    setListPosition(ListPosition(row: row, top: listPosition(tab).top), for: tab)
    await select(route)
  }
}
