import PMITerminal
import PocketMonsterIndex

extension FullScreen {
  var isList: Bool { screen.listTab != nil }

  /// Whether the screen with the keys is above another on its stack.
  ///
  /// Its Back and history apply then. A list beside the screen it selects
  /// is not.
  var isStacked: Bool { !isList && !app.navigator.state.activeStack.isEmpty }

  var hasNeighbours: Bool { app.hasNeighbours && !isList }

  /// Whether `command` does something on this screen, so that the footer
  /// offers it: no Back or history on a locked screen, no tabs under a
  /// sheet, no filter or go-to where there is no list or number.
  func works(_ command: BrowseCommand) -> Bool {
    switch command {
    case .up, .down, .pageUp, .pageDown, .first, .last, .open: !content.choices.isEmpty
    case .back: isList ? !filter.isEmpty : app.canGoBack
    case .history: !isList && app.canGoBack && app.history().count > 1
    case .previous, .next: hasNeighbours
    case .nextTab, .previousTab, .tab: app.navigator.state.presentations.isEmpty
    case .filter: app.filterableList != nil
    // The Search tab before a query has no row to go to.
    case .goTo: app.canGoTo && !(isList && screen.actions.isEmpty)
    case .openLink, .help, .timeline, .whereAmI, .quit, .suspend, .redraw: true
    // Offered where it opens a quick look; in one, its title line names `i`.
    case .peek: canPeek && app.navigator.state.presentations.isEmpty
    }
  }

  func browse(_ key: Key) async {
    if case .mouse(let event) = key {
      await click(event)
      return
    }
    guard
      let command = KeyBinding.command(
        for: key, isList: isList, hasNeighbours: hasNeighbours, isStacked: isStacked)
    else { return }
    await perform(command)
  }

  /// Runs a command: each case is one short action.
  func perform(_ command: BrowseCommand) async {
    switch command {
    case .up: move(by: -1)
    case .down: move(by: 1)
    case .pageUp: move(by: -max(1, screenBodyHeight - 1))
    case .pageDown: move(by: max(1, screenBodyHeight - 1))
    case .first: moveTo(0)
    case .last: moveTo(content.choices.count - 1)
    case .open: await activate()
    case .back: await back()
    case .peek: await peek()
    case .previous: await navigate { await app.showNeighbour(by: -1) }
    case .next: await navigate { await app.showNeighbour(by: 1) }
    case .nextTab: await selectTab(offset: 1)
    case .previousTab: await selectTab(offset: -1)
    case .tab(let number):
      if let tab = PMI.Tab.allCases.element(numbered: number) { await selectTab(tab) }
    // Both open their field on any screen, so that what is typed next (a
    // number, a name) goes into it and never runs as keys; where they
    // cannot work, Enter says why.
    case .filter:
      focusListBesideTheScreen()
      showListToFilter()
      mode = .prompt(.filter, LineEditor(filter))
    case .goTo: mode = .prompt(.goTo, LineEditor())
    case .history: openHistory()
    case .openLink: mode = .prompt(.link, LineEditor())
    case .help: mode = .help(top: 0)
    case .timeline: mode = .timeline(top: max(0, timelineText().count - bodyHeight))
    case .whereAmI: message = "Where: " + app.whereLine
    case .quit: running = false
    case .suspend: await suspend()
    case .redraw:
      // Everything afresh, the layout too: the window may have changed size
      // unannounced (while pmi was stopped in the background).
      await takeTheWindowsSize()
      frame.invalidate()
    }
  }

  /// Runs the highlighted choice; releasing a member asks first, with an
  /// alert that is a screen of its own.
  func activate() async {
    guard let index = highlightedAction else { return }
    let intent = screen.actions[index].intent
    switch intent {
    case .startExport:
      // The export takes a while and draws its progress as it goes; the
      // keys keep working meanwhile (Back cancels it).
      await commitCursor()
      let queue = self.queue
      Task { [app] in
        await app.run(.startExport)
        queue.post(.redraw)
      }
    // Its progress screen arrives with the app's first change report.
    case .push(let route) where isSplit && isList:
      await select(route)
    default:
      await navigate { await app.run(intent) }
    }
  }

  func back() async {
    if isList, !filter.isEmpty {
      filter = ""
      reload()
      return
    }
    if isSplit, await backBesideTheList() { return }
    await navigate { await app.back() }
  }

  func selectTab(offset: Int) async {
    let tabs = PMI.Tab.allCases.filter { !app.navigator.state.hiddenTabs.contains($0) }
    let current = tabs.firstIndex(of: app.navigator.state.selectedTab) ?? 0
    await selectTab(tabs[(current + offset + tabs.count) % tabs.count])
  }

  func selectTab(_ tab: PMI.Tab) async {
    await navigate { await app.selectTab(tab) }
  }

  func openHistory() {
    let count = app.history().count
    guard app.canGoBack else {
      message = "You cannot go back from here: choose Done."
      return
    }
    guard count > 1 else {
      message = "Nothing to go back to."
      return
    }
    let row = count - 2  // the screen Back would show
    mode = .history(
      row: row, top: Viewport.top(keeping: row, from: 0, height: bodyHeight, count: count))
  }

  // MARK: - Mouse

  /// A click on a tab selects it; a click on a row highlights it, a click on
  /// the highlighted row opens it; the wheel moves the highlight (in a split
  /// view, of the side under the pointer).
  func click(_ event: MouseEvent) async {
    if isSplit, event.action != .release, event.row > FrameLayout.bodyStart - 1,
      await clickBesideTheList(event)
    {
      return
    }
    switch event.action {
    case .wheelUp: move(by: -3)
    case .wheelDown: move(by: 3)
    case .release: break
    case .press:
      if event.row == 1,
        let tab = FrameLayout.tab(
          atColumn: event.column, selected: app.navigator.state.selectedTab,
          columns: terminal.size.columns, hidden: app.navigator.state.hiddenTabs)
      {
        await selectTab(tab)
        return
      }
      // Under a half sheet, its body; the dimmed screen beneath takes no clicks.
      let titleRow = screenTitleRow
      let line = top + event.row - titleRow - 1
      guard event.row > titleRow, event.row <= titleRow + screenBodyHeight,
        content.lines.indices.contains(line), case .choice(let action) = content.lines[line],
        let clicked = content.choices.firstIndex(of: action)
      else { return }
      if clicked == position {
        await activate()
      } else {
        moveTo(clicked)
      }
    }
  }
}
