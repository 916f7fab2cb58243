import Waypoint

extension PMIApp {
  // MARK: - Where a list is

  /// Where `tab`'s list was left.
  public func listPosition(_ tab: PMI.Tab) -> ListPosition {
    data.lists[tab.rawValue] ?? ListPosition()
  }

  /// Records where `tab`'s list is, to show it there again, even after a relaunch.
  public func setListPosition(_ position: ListPosition, for tab: PMI.Tab) {
    data.lists[tab.rawValue] = position
  }

  /// The tabs whose root is a whole list: the Pokédex and the berries.
  public static let listTabs: Set<PMI.Tab> = [.pokedex, .berries, .search]

  // MARK: - Filters

  /// The filter `tab`'s list is shown with; empty for none.
  public func filter(of tab: PMI.Tab) -> String {
    filter(of: tab) { navigator.state.searchQuery }
  }

  /// The filter `tab`'s list is shown with, the Search tab's query read by
  /// `searchQuery`: a SwiftUI view passes its display's, which tracks the
  /// search field alone.
  public func filter(of tab: PMI.Tab, searchQuery: () -> String) -> String {
    String(
      (tab == .search ? searchQuery() : listFilters[tab] ?? "").prefix(ListFilter.maximumLength))
  }

  /// Shows `tab`'s list filtered by `text` (empty shows it all) until it is
  /// changed: Back from a Pokémon and tab switches keep it.
  public func setFilter(_ text: String, for tab: PMI.Tab) {
    let text = String(text.prefix(ListFilter.maximumLength))
    guard tab == .search else {
      listFilters[tab] = text.isEmpty ? nil : text
      return
    }
    // The search tab's filter is its query, which the navigation state keeps.
    var target = NavigationTarget<PMI>(tab: nil, stack: nil, presentations: [])
    target.searchQuery = text
    navigator.navigate(to: target, cause: .user)
  }

  /// The action indexes of `screen` that are shown: on a list, the rows its
  /// filter lets through; on any other screen, every choice.
  public func visibleChoices(of screen: Screen) -> [Int] {
    visibleChoices(of: screen) { navigator.state.searchQuery }
  }

  /// The action indexes of `screen` that are shown, the Search tab's query
  /// read by `searchQuery`.
  public func visibleChoices(of screen: Screen, searchQuery: () -> String) -> [Int] {
    guard let tab = screen.listTab, case let filter = filter(of: tab, searchQuery: searchQuery),
      !filter.isEmpty
    else {
      return Array(screen.actions.indices)
    }
    let words = ListFilter.words(of: filter)
    return screen.actions.indices.filter {
      ListFilter.matches(screen.actions[$0].label, words: words)
    }
  }

  /// The list `/` filters from the screen on display: the Pokédex or Berries
  /// list, from the list itself or from a screen of its tab; nil on the Team
  /// and Settings tabs and on a sheet, which have no list.
  public var filterableList: PMI.Tab? {
    let state = navigator.state
    guard state.presentations.isEmpty, Self.listTabs.contains(state.selectedTab) else {
      return nil
    }
    return state.selectedTab
  }

  /// Filters the list by `text`, going back to it first from a screen of its tab.
  ///
  /// This is what a search field over a list does. The highlighted row
  /// stays if the filter shows it; otherwise the first match is highlighted.
  public func filter(_ text: String) async {
    status = ""
    guard let tab = filterableList else {
      fail("Only the Pokédex and Berries lists can be filtered.")
      return
    }
    // Selecting the tab on display goes back to its list.
    if !navigator.state.activeStack.isEmpty { await selectTab(tab) }
    guard navigator.state.activeStack.isEmpty else { return }  // refused: the status says why
    setFilter(text, for: tab)
    let shown = visibleChoices(of: screen())
    if !shown.contains(listPosition(tab).row) {
      setListPosition(ListPosition(row: shown.first ?? 0), for: tab)
    }
    if shown.isEmpty { status = text.isEmpty ? Self.emptySearch : "Nothing matches “\(text)”." }
  }

  /// What an empty query on the Search tab says: it shows nothing until
  /// given a name, where "Nothing matches “”." blamed a query never typed.
  public static let emptySearch = "Type a name to search the Pokédex."

  // MARK: - Go to a number

  /// Whether ``goTo(_:)`` works here: on a list, or on a Pokémon or a berry.
  ///
  /// The full screen's footer asks on every frame, so this reads the state
  /// alone: building the screen to ask it cost a thousand rows a frame.
  public var canGoTo: Bool {
    let state = navigator.state
    return hasNeighbours
      || (state.visibleEntry == nil && Self.listTabs.contains(state.selectedTab))
  }

  /// Goes to number `text`, written `25` or `#25`.
  ///
  /// On a list it goes to the row, which no filter then hides; on a Pokémon
  /// or a berry, to that one in its place, as ←/→ do. Elsewhere it says why not.
  public func goTo(_ text: String) async {
    status = ""
    let number = Int(text.hasPrefix("#") ? String(text.dropFirst()) : text)
    let screen = screen()
    if let tab = screen.listTab {
      guard let row = number.flatMap(screen.actions.index(numbered:)) else {
        fail("There is no number “\(text)” on this list.")
        return
      }
      if !visibleChoices(of: screen).contains(row) { setFilter("", for: tab) }
      setListPosition(ListPosition(row: row, top: listPosition(tab).top), for: tab)
      return
    }
    switch hasNeighbours ? navigator.state.visibleEntry?.route : nil {
    case .pokemon?:
      guard let number, catalogue.monster(number) != nil else {
        fail(
          "There is no Pokémon “\(text)”: the Pokédex goes from 1 to \(catalogue.monsters.count).")
        return
      }
      await showInPlace(.pokemon(number))
    case .berry?:
      guard let number, catalogue.berry(number) != nil else {
        fail("There is no berry “\(text)”: berries go from 1 to \(catalogue.berries.count).")
        return
      }
      await showInPlace(.berry(number))
    default:
      fail("Go to works on the Pokédex and Berries lists, and on a Pokémon or a berry.")
    }
  }

  // MARK: - Pages, in line mode

  /// Turns the list page on a tab's root screen, in line mode's pages of
  /// the rows its filter shows: the first row of the new page is highlighted.
  public func turnPage(by delta: Int) {
    let screen = screen()
    guard let tab = screen.listTab else {
      fail("Only the Pokédex and Berries lists have pages.")
      return
    }
    let shown = visibleChoices(of: screen)
    guard !shown.isEmpty else { return }
    let last = (shown.count - 1) / Self.pageSize
    let page = min(max(pageStart(in: shown, of: tab) / Self.pageSize + delta, 0), last)
    let row = shown[page * Self.pageSize]
    setListPosition(ListPosition(row: row, top: row), for: tab)
  }

  /// The choices `tap` counts: a list's page of the rows its filter shows,
  /// or every choice of the screen.
  public func pageChoices() -> [ScreenAction] {
    let screen = screen()
    guard let tab = screen.listTab else { return screen.actions }
    let shown = visibleChoices(of: screen)
    let start = pageStart(in: shown, of: tab)
    return shown[start..<min(start + Self.pageSize, shown.count)].map { screen.actions[$0] }
  }

  /// Where the page that holds `tab`'s highlighted row starts, counted in
  /// the rows shown.
  public func pageStart(in shown: [Int], of tab: PMI.Tab) -> Int {
    let row = listPosition(tab).row
    let place = shown.firstIndex { $0 >= row } ?? max(0, shown.count - 1)
    return place / Self.pageSize * Self.pageSize
  }
}
