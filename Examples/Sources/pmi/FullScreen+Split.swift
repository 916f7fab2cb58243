import PMITerminal
import PocketMonsterIndex
import Waypoint

// In a wide window the Pokédex and Berries are a split view, as
// `WaypointSplitView` is on an iPad: the list on the left, and on the right
// the screen on top of the tab's stack, whose first entry is the row the
// list selects. It is only a way to show the same stack, so narrowing the
// window to one screen at a time, and widening it again, loses nothing.
//
// One of the two has the keys: the list (Enter shows its row on the right)
// or the screen beside it (its own choices; Back goes back on its stack, and
// from the first screen to the list).
extension FullScreen {
  /// Whether the window shows the list beside the screen it selects.
  var isSplit: Bool {
    app.filterableList != nil && terminal.size.columns >= FrameLayout.splitColumns
  }

  /// Whether the list has the keys while screens are beside it.
  var focusesList: Bool {
    isSplit && listHasFocus && !app.navigator.state.activeStack.isEmpty
  }

  /// The columns of the screen with the keys.
  var focusedPaneWidth: Int {
    let columns = terminal.size.columns
    guard isSplit else { return columns }
    let list = FrameLayout.listWidth(columns: columns)
    return isList ? list : columns - list - 1
  }

  /// Gives the keys to the screen a navigation brings beside the list, and
  /// to the list when its tab's stack empties.
  func followFocus(_ state: PMIState) {
    let top = state.activeStack.last?.id
    defer { splitTop = top }
    if state.activeStack.isEmpty {
      listHasFocus = true
    } else if top != splitTop {
      listHasFocus = false
    }
  }

  /// Gives the keys to the list, when screens are beside it: `/` filters the
  /// list without leaving the screen on the right.
  func focusListBesideTheScreen() {
    guard isSplit, !isList else { return }
    focusList()
  }

  /// Gives the keys to the list, its highlight on the row it selects.
  private func focusList() {
    let tab = app.navigator.state.selectedTab
    if let row = app.selectedRow(in: tab) {
      app.setListPosition(ListPosition(row: row, top: app.listPosition(tab).top), for: tab)
    }
    listHasFocus = true
    reload()
  }

  /// Shows `route`, a row of the list with the keys, on the right, and
  /// gives it the keys.
  func select(_ route: PMI.Route) async {
    await navigate { await app.select(route) }
    guard app.navigator.state.activeStack.first?.route == route else { return }
    listHasFocus = false
    reload()
  }

  /// `g` beside the list: goes to the number and shows it on the right.
  func selectNumber(_ text: String) async {
    await navigate { await app.select(number: text) }
    guard !app.navigator.state.activeStack.isEmpty, message == nil else { return }
    listHasFocus = false
    reload()
  }

  /// Back beside the list, when nothing is to pop: from the first screen on
  /// the right to the list, which keeps it selected; on the list, nothing.
  ///
  /// - Returns: Whether Back was taken here.
  func backBesideTheList() async -> Bool {
    if isList {
      let name = app.navigator.state.selectedTab.title
      message = "Already at the top of \(name): ⏎ shows the highlighted one on the right."
      return true
    }
    guard app.navigator.state.activeStack.count == 1 else { return false }
    await commitCursor()
    focusList()
    return true
  }

  /// A click or the wheel on the side without the keys gives it the keys
  /// first; the rule between them takes neither.
  ///
  /// - Returns: Whether the click was taken here.
  func clickBesideTheList(_ event: MouseEvent) async -> Bool {
    let list = FrameLayout.listWidth(columns: terminal.size.columns)
    guard event.column != list + 1 else { return true }
    let onList = event.column <= list
    guard onList != isList else { return false }
    if !onList, app.navigator.state.activeStack.isEmpty { return true }
    await commitCursor()
    if onList {
      focusList()
    } else {
      listHasFocus = false
      reload()
    }
    return false
  }

  // MARK: - Drawing

  /// The list and the screen it selects, side by side, separated by a rule.
  func splitLines(height: Int, columns: Int) -> [StyledLine] {
    let listWidth = FrameLayout.listWidth(columns: columns)
    let detailWidth = columns - listWidth - 1
    let left =
      isList ? screenLines(height: height, columns: listWidth) : listLines(height, listWidth)
    var right =
      isList ? detailLines(height, detailWidth) : screenLines(height: height, columns: detailWidth)
    right[0] = detailTitle(right[0], width: detailWidth)
    return zip(left, right).map { list, detail in
      var line = list.fitted(to: listWidth)
      line.append("│", .dim)
      line.append(detail.fitted(to: detailWidth))
      return line
    }
  }

  /// The list while the screen beside it has the keys: its selected row
  /// marked `•` as the selection, never `▸`, which without colour would say
  /// the list has the keys; and kept in sight.
  private func listLines(_ height: Int, _ width: Int) -> [StyledLine] {
    let tab = app.navigator.state.selectedTab
    let list = app.tabScreen(tab)
    let content = ScreenContent(
      screen: list, choices: app.visibleChoices(of: list), width: width - 2)
    let selected = app.selectedRow(in: tab)
    let line = selected.flatMap(content.choices.firstIndex(of:)).map {
      content.firstChoiceLine + $0
    }
    let top = Viewport.top(
      keeping: line ?? 0, from: app.listPosition(tab).top, height: height,
      count: content.lines.count)
    return paneLines(list, content, top: top, height: height, width: width) { index in
      guard index == selected else { return nil }
      return StyledLine("• ", Palette.highlightText)
    }
  }

  /// The screen on top of the stack while the list has the keys.
  private func detailLines(_ height: Int, _ width: Int) -> [StyledLine] {
    guard !app.navigator.state.activeStack.isEmpty else { return emptyDetail(height) }
    let detail = app.screen()
    let content = ScreenContent(
      screen: detail, choices: app.visibleChoices(of: detail), width: width - 2)
    return paneLines(detail, content, top: 0, height: height, width: width) { _ in nil }
  }

  /// The right side when the list selects nothing.
  private func emptyDetail(_ height: Int) -> [StyledLine] {
    let what = app.navigator.state.selectedTab == .berries ? "berry" : "Pokémon"
    let lines = [
      StyledLine("No \(what) selected", .dim), StyledLine(),
      StyledLine("  ⏎ on a row shows it here; g and a number goes to one.", .dim),
    ]
    return lines + Array(repeating: StyledLine(), count: max(0, height + 1 - lines.count))
  }

  /// The right side's title, with `‹` when Back goes back on its own stack.
  private func detailTitle(_ title: StyledLine, width: Int) -> StyledLine {
    guard app.navigator.state.activeStack.count > 1 else { return title }
    var line = StyledLine("‹ ", Palette.hintKey)
    line.append(title)
    return line
  }

  /// A side without the keys: its title, then its body from `top`; `marker`
  /// says how a choice is marked (nil: not at all).
  private func paneLines(
    _ screen: Screen, _ content: ScreenContent, top: Int, height: Int, width: Int,
    marker: (Int) -> StyledLine?
  ) -> [StyledLine] {
    var lines = [StyledLine(screen.title, Palette.title)]
    let shown = content.lines.dropFirst(top).prefix(height)
    for line in shown {
      switch line {
      case .blank: lines.append(StyledLine())
      case .fact(let fact):
        var indented = StyledLine("  ")
        indented.append(fact)
        lines.append(indented)
      case .choice(let index):
        let marked = marker(index)
        var row = marked ?? StyledLine("  ")
        row.append(
          choiceLabel(
            screen.actions[index], isList: screen.listTab != nil, isHighlighted: marked != nil))
        lines.append(marked == nil ? row : row.fitted(to: width, background: Palette.selection))
      }
    }
    return lines + Array(repeating: StyledLine(), count: height - shown.count)
  }
}
